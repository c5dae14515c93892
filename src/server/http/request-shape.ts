import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from './register';

/**
 * How the server meets requests before routing: empty JSON bodies and a wrong method on a known path.
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
