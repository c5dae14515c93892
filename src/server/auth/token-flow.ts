import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_PERMISSION_SCOPES } from '../../shared/permissions';
import type { ServerConfig } from '../config';

/** What the web app asks for at sign-in (SHELL-AUTH-06). */
export const DEFAULT_SIGN_IN_SCOPE = ['openid', 'profile', 'email', ...SIGN_IN_PERMISSION_SCOPES].join(' ');

export interface TokenFlowOptions {
  /** Where the server answers, e.g. `http://localhost:8080` (may differ from the issuer's host). */
  baseUrl: string;
  /** The issuer; its path is where the provider is mounted (`…/oidc`). */
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
  login: string;
  password: string;
  /** Default: `${baseUrl}/callback`. Must be a registered redirect URI; it is never fetched. */
  redirectUri?: string;
}

export interface TokenSet {
  accessToken: string;
  idToken?: string;
  /** Issued when sessions renew (built-in provider: SESSION_RENEWAL; a hosted one: for `offline_access`). */
  refreshToken?: string;
  tokenType: string;
  expiresIn?: number;
  scope?: string;
  /** The provider's cookies after sign-in (its session), as a Cookie header value. */
  providerCookies?: string;
}

const MAX_STEPS = 12;

/** Cookies by name, sent with every request of the flow (all of the flow's cookies are the provider's). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attr) => {
        const [key = '', val = ''] = attr.split('=');
        const k = key.trim().toLowerCase();
        return (k === 'max-age' && Number(val) <= 0) || (k === 'expires' && Date.parse(val) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): Record<string, string> {
    const all = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return all ? { cookie: all } : {};
  }
}

function base64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

function formAction(html: string): string | null {
  const match = /<form[^>]*\saction="([^"]+)"/i.exec(html);
  return match?.[1] ? match[1].replaceAll('&amp;', '&') : null;
}

function pageError(html: string): string | null {
  const match = /<p class="error"[^>]*>([^<]*)<\/p>/i.exec(html);
  return match?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null;
}

/**
 * Signs in like the web app does (authorization code with PKCE) over HTTP, posting the login form
 * of the built-in provider, and returns the tokens. Redirects are followed by hand (cookies too)
 * until the redirect URI receives the code.
 */
export async function fetchAccessToken(options: TokenFlowOptions): Promise<TokenSet> {
  const base = options.baseUrl.replace(/\/$/, '');
  const mount = new URL(options.issuer).pathname.replace(/\/$/, '');
  const redirectUri = options.redirectUri ?? `${base}/callback`;
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(16));
  const jar = new CookieJar();

  const authorize = new URL(`${base}${mount}/auth`);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: options.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    audience: options.audience,
    login_hint: options.login,
  }).toString();

  let url = authorize.href;
  let init: RequestInit = { method: 'GET' };
  let posted = false;
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...jar.header(), ...(init.headers as Record<string, string> | undefined) },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectUri)) {
        const params = new URL(next).searchParams;
        if (params.get('error')) {
          throw new Error(`sign-in refused: ${params.get('error')} ${params.get('error_description') ?? ''}`.trim());
        }
        if (params.get('state') !== state) throw new Error('sign-in answered with a different state');
        const iss = params.get('iss');
        if (iss && iss !== options.issuer)
          throw new Error(`sign-in answered from issuer ${iss}, not ${options.issuer}`);
        const code = params.get('code');
        if (!code) throw new Error('sign-in redirect carries no code');
        const tokens = await exchange(base, mount, options.clientId, code, redirectUri, verifier);
        return { ...tokens, providerCookies: jar.header().cookie };
      }
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const body = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('html')) {
      throw new Error(`unexpected answer ${response.status} from ${url}: ${body.slice(0, 200)}`);
    }
    const error = pageError(body);
    if (posted || error) throw new Error(error ?? `sign-in stopped at ${url} (status ${response.status})`);
    const action = formAction(body);
    if (!action || !/id="password"/.test(body)) {
      throw new Error(`no login form at ${url} (status ${response.status})`);
    }
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: options.login, password: options.password }).toString(),
    };
    posted = true;
  }
  throw new Error(`sign-in did not reach ${redirectUri} in ${MAX_STEPS} steps`);
}

async function exchange(
  base: string,
  mount: string,
  clientId: string,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<TokenSet> {
  const response = await fetch(`${base}${mount}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof json.access_token !== 'string') {
    throw new Error(`token request failed (${response.status}): ${String(json.error_description ?? json.error ?? '')}`);
  }
  return {
    accessToken: json.access_token,
    idToken: typeof json.id_token === 'string' ? json.id_token : undefined,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
    tokenType: String(json.token_type ?? 'Bearer'),
    expiresIn: typeof json.expires_in === 'number' ? json.expires_in : undefined,
    scope: typeof json.scope === 'string' ? json.scope : undefined,
  };
}

/** The flow against a server of this configuration, answering at `baseUrl`. */
export function fetchAccessTokenFor(
  config: ServerConfig,
  baseUrl: string,
  login: string,
  password: string,
  scope = DEFAULT_SIGN_IN_SCOPE,
): Promise<TokenSet> {
  return fetchAccessToken({
    baseUrl,
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    audience: config.oidc.audience,
    scope,
    login,
    password,
    redirectUri: `${config.publicUrl}/callback`,
  });
}
