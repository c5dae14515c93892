import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { RegisteredRoute } from './register';

/**
 * How the server meets requests before routing: empty JSON bodies, a wrong method on a known path, and
 * the other spelling of a loopback address.
 */

/**
 * `Content-Type: application/json` with an empty body (scripts and some clients send it on DELETE and
 * POST without a body) is no body, not a 400: a route that takes none accepts it; a route that needs
 * one answers its usual 400 naming the body.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

/**
 * The methods the route table answers on a concrete path (`/api/portal/products/7`), HEAD included
 * where GET is: the `Allow` header of a 405.
 */
export function allowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    const pattern = new RegExp(`^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    if (pattern.test(path)) {
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
    }
  }
  return [...methods];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Opening the portal at the other spelling of a loopback address (`http://127.0.0.1:8080` when
 * PUBLIC_URL is `http://localhost:8080`) would fail sign-in (the redirect URI is registered for
 * PUBLIC_URL only), so a page load there is redirected to PUBLIC_URL. Only loopback spellings are
 * redirected: behind a proxy the Host may legitimately differ, and a redirect could loop.
 */
export function redirectOtherLoopbackSpelling(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl'>): void {
  const publicUrl = new URL(config.publicUrl);
  if (!LOOPBACK.has(publicUrl.hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '/';
    if (/^\/(api|oidc|interaction|healthz|config\.json)(\/|$)/i.test(path)) return;
    const hostname = request.hostname.replace(/:\d+$/, '');
    if (!LOOPBACK.has(hostname) || hostname === publicUrl.hostname) return;
    return reply.redirect(`${config.publicUrl}${request.url}`, 302);
  });
}
