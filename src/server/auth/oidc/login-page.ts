/** Server-rendered pages of the built-in provider: the login form, logout and plain messages. */
import { createHash } from 'node:crypto';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f5;color:#1f1f1f}
main{max-width:560px;margin:48px auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 24px}
h2{font-size:1rem;margin:32px 0 8px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;padding:8px 10px;font-size:1rem;border:1px solid #bfbfbf;border-radius:6px}
input:focus{outline:2px solid #0958d9;outline-offset:1px}
button{margin-top:24px;width:100%;padding:10px;font-size:1rem;font-weight:600;color:#fff;background:#0958d9;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#003eb3}
.error{margin:0 0 8px;padding:8px 12px;color:#a8071a;background:#fff1f0;border:1px solid #ffa39e;border-radius:6px}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #f0f0f0;vertical-align:top}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
.note{color:#595959;font-size:.9rem}
`;

/** Sends the logout form at once (the page's only script). */
const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * What these pages need from the Content-Security-Policy: their one inline style and one inline
 * script, allowed by hash (src/server/http/security-headers.ts), so they need no 'unsafe-inline'.
 */
export const SIGN_IN_PAGE_SOURCES = {
  styles: [sha256Source(STYLE)],
  scripts: [sha256Source(LOGOUT_SCRIPT)],
} as const;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  /** Where the form posts to. */
  action: string;
  /** The login typed before (kept on a wrong password) or the login hint. */
  login?: string;
  error?: string;
  /** The demo accounts to list (built-in provider), with the shared password. */
  demo?: { password: string; accounts: { login: string; description: string }[] };
}

export const LOGIN_PAGE_TITLE = 'Sign in to the portal';
export const WRONG_CREDENTIALS = 'Wrong login or password.';

/** The message while the sign-in throttle refuses (src/server/auth/oidc/sign-in-throttle.ts). */
export function tooManyAttempts(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function renderLoginPage(input: LoginPageInput): string {
  const error = input.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(input.error)}</p>` : '';
  const described = input.error ? ' aria-describedby="login-error"' : '';
  const demo =
    input.demo && input.demo.accounts.length > 0
      ? `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<p class="note">Every demo account's password is <code>${escapeHtml(input.demo.password)}</code>.</p>
<table>
<thead><tr><th scope="col">Login</th><th scope="col">May do</th></tr></thead>
<tbody>
${input.demo.accounts.map((a) => `<tr><td><code>${escapeHtml(a.login)}</code></td><td>${escapeHtml(a.description)}</td></tr>`).join('\n')}
</tbody>
</table>
</section>`
      : '';
  return page(
    LOGIN_PAGE_TITLE,
    `<h1>${LOGIN_PAGE_TITLE}</h1>
${error}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="off">
<label for="login">Login</label>
<input id="login" name="login" type="text" value="${escapeHtml(input.login ?? '')}" autocapitalize="none" spellcheck="false" required${input.login ? '' : ' autofocus'}${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" required${input.login ? ' autofocus' : ''}${described}>
<button type="submit">Sign in</button>
</form>
${demo}`,
  );
}

export function renderMessagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`);
}

/**
 * The RP-initiated logout page: the provider's form (with its xsrf token) plus `logout=yes`, sent
 * at once by script; the button is there for browsers without script.
 */
export function renderLogoutPage(form: string): string {
  const withConsent = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Signing out',
    `<h1>Signing out…</h1>
${withConsent}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}
