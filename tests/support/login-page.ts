import type { ServerConfig } from '../../src/server/config';

/** The built-in provider's login page, opened by hand over HTTP, and the form on it. */
export interface OpenLoginPage {
  url: string;
  status: number;
  headers: Headers;
  html: string;
  /** Posts the form; a right password answers 303 on to the provider. */
  submit(login: string, password: string): Promise<{ status: number; html: string; headers: Headers }>;
  /** A GET with the cookies of this sign-in so far (its interaction, then its session), keeping new ones. */
  get(url: string): Promise<Response>;
}

/**
 * Starts an authorization request (code + PKCE, like the web app) at a listening server and stops at
 * the login page. `headers` go with every request (`x-forwarded-for` picks the client address: the
 * server trusts the proxy header).
 */
export async function openLoginPage(
  baseUrl: string,
  config: ServerConfig,
  headers: Record<string, string> = {},
): Promise<OpenLoginPage> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const withCookies = () => ({ ...headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') });
  const get = async (url: string) =>
    keep(await fetch(new URL(url, baseUrl), { redirect: 'manual', headers: withCookies() }));

  const auth = new URL(`${baseUrl}/oidc/auth`);
  auth.search = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `${config.publicUrl}/callback`,
    scope: 'openid profile',
    state: 'state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const start = await get(auth.href);
  const url = new URL(start.headers.get('location') ?? '', baseUrl).href;
  const page = await get(url);
  return {
    url,
    status: page.status,
    headers: page.headers,
    html: await page.text(),
    async submit(login, password) {
      const posted = keep(
        await fetch(`${url}/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...withCookies(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login, password }).toString(),
        }),
      );
      return { status: posted.status, html: await posted.text(), headers: posted.headers };
    },
    get,
  };
}

/** The error paragraph of a login page, unescaped. */
export function pageError(html: string): string | null {
  return /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? null;
}
