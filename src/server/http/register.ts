import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDepthViolation } from '../../shared/contracts/common';
import {
  type AnyEndpoint,
  type ApiFamily,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type HttpMethod,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../shared/contracts/endpoint';
import { describeRequirement, type PermissionRequirement, satisfies } from '../../shared/permissions';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import { SnapshotReadCache } from '../db/snapshot-cache';
import { etagOf, versionOf, versionOfIfMatch } from '../db/versioned';
import type { AppDeps, Clock } from '../deps';
import { invalid, versionRequired } from '../errors';
import { HttpError } from './errors';
import { errorResponses } from './openapi';

export interface HandlerInput<E> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  principal: Principal;
  /** The version the client read (`If-Match`), on a `versioned: 'write'` endpoint. */
  ifMatch: number;
  /** The request's `Idempotency-Key`, on an `idempotent` endpoint ('' elsewhere). */
  idempotencyKey: string;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route: an endpoint of src/shared/contracts with its handler attached. The handler parses nothing
 * (the endpoint's schemas did) and calls one service function.
 */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler is an async function returning nothing
  handler(input: HandlerInput<E>): Promise<EndpointResponse<E> | void>;
  /**
   * 'snapshot': a GET whose answer depends on the database alone (not on the clock or on who asks) is
   * kept per database snapshot and answered again until any write commits (db/snapshot-cache.ts).
   */
  cache?: 'snapshot';
  /**
   * A check of who asks that depends on the input (a list whose tab needs its own menu permission): it
   * runs before the read cache is consulted, so a kept answer never reaches someone the check refuses.
   * It throws a domain error (forbidden) to refuse.
   */
  authorize?(input: Pick<HandlerInput<E>, 'params' | 'query' | 'principal'>): void;
  /**
   * A cached read whose answer also depends on the clock (a status derived from a time range): the next
   * instant at which an answer may change without any write (null: none). A kept answer is used only
   * before it.
   */
  nextChange?(deps: AppDeps, now: Date): Promise<Date | null>;
  /**
   * 'plain': the answer is written by JSON.stringify alone, without the response schema's encode pass
   * (which walks every field of every row): for a hot read of many rows whose handler builds exactly the
   * wire's shape, typed by the contract, and whose API tests parse its answers with the schema.
   * 'kept': the handler answers the JSON text itself (KeptJson), written as it is (keptJsonRead).
   */
  serialize?: 'plain' | 'kept';
}

/** An answer's JSON text as the database keeps it, and the row version it shows (its ETag). */
export interface KeptJson {
  readonly keptJson: string;
  readonly rowVersion: number;
}

/** The options of a read written by JSON.stringify alone (Route.serialize 'plain'). */
export const PLAIN = { serialize: 'plain' } as const;

export function route<E extends AnyEndpoint>(
  endpoint: E,
  handler: Route<E>['handler'],
  options: Pick<Route<E>, 'serialize'> = {},
): Route<E> {
  return { endpoint, handler, ...options };
}

/** An endpoint on one row, named `:id` in its path. */
type RowEndpoint = Endpoint<z.ZodType<{ id: number }>, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;
type Answer<E> = Promise<EndpointResponse<E>>;

/** A service's create: `(db, body, actor, clock)`. */
type CreateWrite<E> = (db: Db, body: EndpointBody<E>, actor: Principal, clock: Clock) => Answer<E>;
/** A service's versioned edit of one row: `(db, id, body, readVersion, actor, clock)`, the version from If-Match. */
type UpdateWrite<E> = (
  db: Db,
  id: number,
  body: EndpointBody<E>,
  readVersion: number,
  actor: Principal,
  clock: Clock,
) => Answer<E>;
/** A service's write of one row that takes no body (a delete, a revoke): `(db, id, actor, clock)`. */
// biome-ignore lint/suspicious/noConfusingVoidType: a 204 write is an async function returning nothing
type RowWrite<E> = (db: Db, id: number, actor: Principal, clock: Clock) => Promise<EndpointResponse<E> | void>;

/** The route of a create: the body, who asks and the app clock go to the service. */
export function createRoute<E extends AnyEndpoint>(endpoint: E, create: CreateWrite<E>): Route<E> {
  return route(endpoint, ({ body, principal, deps }) => create(deps.db, body, principal, deps.clock));
}

/** The route of a versioned edit of the row `:id`: with the body and the version the client read (If-Match). */
export function updateRoute<E extends RowEndpoint>(endpoint: E, update: UpdateWrite<E>): Route<E> {
  return route(endpoint, ({ params, body, ifMatch, principal, deps }) =>
    update(deps.db, (params as { id: number }).id, body, ifMatch, principal, deps.clock),
  );
}

/** The route of a write of the row `:id` without a body (a delete, a revoke). */
export function rowRoute<E extends RowEndpoint>(endpoint: E, write: RowWrite<E>): Route<E> {
  return route(endpoint, ({ params, principal, deps }) =>
    write(deps.db, (params as { id: number }).id, principal, deps.clock),
  );
}

/**
 * A hot read kept per database snapshot (see Route.cache). `authorize` checks who asks before the cache
 * is read (see Route.authorize); the handler itself must not depend on who asks.
 */
export function cachedRead<E extends AnyEndpoint>(
  endpoint: E,
  handler: Route<E>['handler'],
  authorize?: Route<E>['authorize'],
  options: Pick<Route<E>, 'serialize'> = {},
): Route<E> {
  if (endpoint.method !== 'GET') throw new Error(`${endpoint.name}: only a GET can be a cached read`);
  return { endpoint, handler, cache: 'snapshot', ...(authorize ? { authorize } : {}), ...options };
}

/**
 * A cached read (cachedRead) whose handler answers the response's JSON text that the database keeps
 * (KeptJson): written as it is. Its API tests parse the answers with the response schema.
 */
export function keptJsonRead<E extends AnyEndpoint>(
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<KeptJson>,
): Route<E> {
  return cachedRead(endpoint, handler as unknown as Route<E>['handler'], undefined, { serialize: 'kept' });
}

/**
 * A hot read whose answer depends on the database and the clock (see Route.nextChange): kept per
 * database snapshot like `cachedRead`, and only until `nextChange` (the next start or end of a time
 * range that decides a status), measured on the app clock.
 */
export function clockedRead<E extends AnyEndpoint>(
  endpoint: E,
  handler: Route<E>['handler'],
  nextChange: NonNullable<Route<E>['nextChange']>,
  authorize?: Route<E>['authorize'],
  options: Pick<Route<E>, 'serialize'> = {},
): Route<E> {
  return { ...cachedRead(endpoint, handler, authorize, options), nextChange };
}

/** Documents `If-Match` on versioned writes (its absence is a 428, checked in the handler). */
const IF_MATCH = z.string().optional().describe('The ETag of the read this update builds on: \'"7"\'');
/** Checks `Idempotency-Key` on idempotent endpoints (its absence is a 400 naming the header). */
const IDEMPOTENCY_KEY = z
  .string({ error: 'is required: one key per intent (8 to 100 letters, digits, _ or -)' })
  .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 100 letters, digits, _ or -')
  .describe('One key per intent: a retry with the same key answers the first result and moves nothing');

function headersOf(endpoint: AnyEndpoint) {
  const versioned = endpoint.versioned === 'write';
  if (!versioned && !endpoint.idempotent) return {};
  return {
    headers: z.looseObject({
      ...(versioned ? { 'if-match': IF_MATCH } : {}),
      ...(endpoint.idempotent ? { 'idempotency-key': IDEMPOTENCY_KEY } : {}),
    }),
  };
}

/**
 * The JSON text of an answer: the response schema's encoding of it, (serialize 'plain') JSON.stringify of
 * it, or (serialize 'kept') the text the handler answered.
 */
function jsonOf(endpoint: AnyEndpoint, found: Route, answer: unknown): string {
  if (found.serialize === 'kept') return (answer as KeptJson).keptJson;
  if (found.serialize === 'plain') return JSON.stringify(answer);
  const encoded = z.safeEncode(endpoint.response as z.ZodType, answer);
  if (encoded.error) {
    throw new Error(`${endpoint.name}: the answer does not match its response schema`, { cause: encoded.error });
  }
  return JSON.stringify(encoded.data);
}

export const FAMILY_PREFIX: Record<ApiFamily, string> = { portal: '/api/portal', store: '/api/store' };

export interface RegisteredRoute {
  name: string;
  family: ApiFamily;
  method: HttpMethod;
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
 * Registers routes behind the one guard: no or bad token → 401, a token lacking the endpoint's
 * permission → 403. Runs before the body is read or validated. Every endpoint of `endpoints` must
 * have exactly one route: a missing or doubled handler stops the server at start.
 */
export function registerRoutes(
  app: FastifyInstance,
  endpoints: readonly AnyEndpoint[],
  routes: readonly Route[],
  deps: AppDeps,
) {
  const byEndpoint = new Map<AnyEndpoint, Route>();
  for (const r of routes) {
    if (byEndpoint.has(r.endpoint)) throw new Error(`endpoint ${r.endpoint.name} has two handlers`);
    byEndpoint.set(r.endpoint, r);
  }
  const names = new Set<string>();
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const readCache = new SnapshotReadCache(deps.db);
  for (const endpoint of endpoints) {
    const found = byEndpoint.get(endpoint);
    if (!found) throw new Error(`endpoint ${endpoint.name} has no handler`);
    if (names.has(endpoint.name)) throw new Error(`two endpoints are named ${endpoint.name}`);
    names.add(endpoint.name);
    const { family, method, permission } = endpoint;
    const url = `${FAMILY_PREFIX[family]}${endpoint.path}`;
    const status = endpoint.status ?? 200;
    app.routeTable.push({ name: endpoint.name, family, method, url, permission });
    typed.route({
      method,
      url,
      schema: {
        operationId: endpoint.name,
        tags: [endpoint.area],
        summary: endpoint.summary,
        description: `Needs permission: ${describeRequirement(permission)}`,
        security: [{ bearer: [] }],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...headersOf(endpoint),
        response: { [status]: endpoint.response as z.ZodType, ...errorResponses(family, endpoint.errors) },
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
        if (!satisfies(principal.permissions, permission)) {
          throw new HttpError(403, 'Missing permission.', [], { requiredPermission: describeRequirement(permission) });
        }
        request.principal = principal;
      },
      handler: async (request, reply) => {
        let ifMatch = Number.NaN;
        if (endpoint.versioned === 'write') {
          const named = versionOfIfMatch(request.headers['if-match']);
          if (named === null) throw versionRequired();
          ifMatch = named;
        }
        // Deep pages: past the first LIST_DEPTH rows of any list, a 400 on page (offset).
        const deep = listDepthViolation(request.query);
        if (deep) throw invalid(deep.field, deep.message);
        found.authorize?.({
          params: request.params as never,
          query: request.query as never,
          principal: request.principal as Principal,
        });
        const run = () =>
          found.handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            principal: request.principal as Principal,
            ifMatch,
            idempotencyKey: endpoint.idempotent ? String(request.headers['idempotency-key']) : '',
            deps,
            request,
            reply,
          });
        if (found.cache === 'snapshot') {
          // Kept as the JSON the response schema makes of it: a repeated read is not serialised again.
          const now = deps.clock.now();
          const kept = await readCache.read(
            request.url,
            async (keeping) => {
              const answer = await run();
              const rowVersion = versionOf(answer);
              // Asked only when the answer is kept: a clocked read's next change is a query of its own.
              const next = keeping && found.nextChange ? await found.nextChange(deps, now) : null;
              return { json: jsonOf(endpoint, found, answer), rowVersion, until: next?.getTime() };
            },
            { now: now.getTime(), until: (kept) => kept.until ?? Number.POSITIVE_INFINITY },
          );
          if (endpoint.versioned && typeof kept.rowVersion === 'number') reply.header('etag', etagOf(kept.rowVersion));
          return reply
            .status(status)
            .type('application/json; charset=utf-8')
            .serializer((payload: unknown) => payload as string)
            .send(kept.json);
        }
        const result = await run();
        if (reply.sent) return reply;
        const version = versionOf(result);
        if (endpoint.versioned && typeof version === 'number') reply.header('etag', etagOf(version));
        reply.status(status);
        if (result === undefined || status === 204) return reply.send();
        if (found.serialize === 'plain') {
          // A serializer of its own: Fastify then sets no content type itself.
          return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(result);
        }
        return result;
      },
    });
  }
}
