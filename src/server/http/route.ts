import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { describeRequirement, type PermissionRequirement, satisfies } from '../../shared/permissions';
import type { Principal } from '../auth/principal';
import type { AppDeps } from '../deps';
import { type ApiFamily, HttpError } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteInput<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  principal: Principal;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One API route, declared as data: where it lives, what it accepts and answers, and the permission it
 * needs. The handler parses nothing itself (the schemas did) and calls one service function.
 */
export interface RouteDef<P = unknown, Q = unknown, B = unknown> {
  method: Method;
  /** Path inside the family, e.g. `/languages`. */
  path: string;
  summary: string;
  permission: PermissionRequirement;
  params?: P;
  query?: Q;
  body?: B;
  /** Response schemas by status (documentation and serialization). */
  response?: Record<number, z.ZodType>;
  /** Status of a successful answer (default 200). */
  status?: number;
  handler(input: RouteInput<P, Q, B>): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a route table holds routes of every input type
export type AnyRoute = RouteDef<any, any, any>;

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: RouteDef<P, Q, B>): RouteDef<P, Q, B> {
  return def;
}

export const FAMILY_PREFIX: Record<ApiFamily, string> = { portal: '/api/portal', store: '/api/store' };

export interface RegisteredRoute {
  family: ApiFamily;
  method: Method;
  url: string;
  permission: PermissionRequirement;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Registers a family's routes behind the one guard: no or bad token → 401, a token lacking the
 * route's permission → 403. Runs before the body is read or validated.
 */
export function registerFamily(app: FastifyInstance, family: ApiFamily, routes: AnyRoute[], deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const route of routes) {
    const url = `${FAMILY_PREFIX[family]}${route.path}`;
    app.routeTable.push({ family, method: route.method, url, permission: route.permission });
    typed.route({
      method: route.method,
      url,
      schema: {
        tags: [family === 'portal' ? 'Portal API' : 'Store admin API'],
        summary: route.summary,
        description: `Needs permission: ${describeRequirement(route.permission)}`,
        security: [{ bearer: [] }],
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.response ? { response: route.response } : {}),
      },
      config: { family },
      onRequest: async (request) => {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, 'A bearer token is required.');
        let principal: Principal;
        try {
          principal = await deps.verifier.verify(token);
        } catch {
          throw new HttpError(401, 'The bearer token is invalid or expired.');
        }
        if (!satisfies(principal.permissions, route.permission)) {
          throw new HttpError(403, 'Missing permission.', [], {
            requiredPermission: describeRequirement(route.permission),
          });
        }
        request.principal = principal;
      },
      handler: async (request, reply) => {
        const result = await route.handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          principal: request.principal as Principal,
          deps,
          request,
          reply,
        });
        if (reply.sent) return reply;
        reply.status(route.status ?? 200);
        return result === undefined ? reply.send() : result;
      },
    });
  }
}
