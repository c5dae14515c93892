import { z } from 'zod';
import type { PermissionRequirement } from '../permissions';

/**
 * One API endpoint, declared once (design: shared/contracts): the server registers its route from this
 * object (src/server/http/register.ts), the web app calls it through one typed client
 * (src/web/api/call.ts), buttons ask for its permission, the OpenAPI document and the route-permission
 * snapshot read it. Nothing about an endpoint is restated anywhere else.
 */

export type ApiFamily = 'portal' | 'store';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  /** Unique, camelCase: the OpenAPI operationId and the name a generated client gets. */
  name: string;
  /** The area (menu key word) it belongs to: the OpenAPI tag. */
  area: string;
  family: ApiFamily;
  method: HttpMethod;
  /** The path inside the family, written whole: `/products/:id/publishing`. */
  path: string;
  summary: string;
  /** What the token must hold; checked before the input is read. */
  permission: PermissionRequirement;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer (z.null() for an empty 204). */
  response: R;
  /** The success status: 200 unless given. */
  status?: number;
  /** Error statuses the endpoint answers beyond 400, 401 and 403 (documented in OpenAPI). */
  errors?: readonly number[];
  /**
   * Optimistic concurrency (src/server/db/versioned.ts): 'read' answers the row's version as an `ETag`;
   * 'write' also needs the version the client read as `If-Match` (428 without it, 409 when stale).
   * The response carries `rowVersion`.
   */
  versioned?: 'read' | 'write';
  /**
   * A request that moves money (a refund, a credit): it carries an `Idempotency-Key` header, one per
   * intent, and a retry with the same key answers the first result without moving anything again
   * (400 without a well-formed key; the handler gets it as `idempotencyKey`).
   */
  idempotent?: true;
}

/** An idempotency key: 8 to 100 letters, digits, _ or - (the web app sends a UUID per intent). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

// biome-ignore lint/suspicious/noExplicitAny: a table of endpoints holds endpoints of every shape
export type AnyEndpoint = Endpoint<any, any, any, any>;

export function defineEndpoint<
  const P extends z.ZodType | undefined = undefined,
  const Q extends z.ZodType | undefined = undefined,
  const B extends z.ZodType | undefined = undefined,
  const R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a handler receives, after validation. */
export type EndpointParams<E> =
  E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? Out<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? Out<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType> ? Out<B> : never;
/** The success answer. */
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never;

/** What a caller sends (before defaults and coercion): the web client's input. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? (P extends z.ZodType ? { params: In<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: In<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: In<B> } : { body?: undefined })
    : never;

/** The concrete path of an endpoint: `:name` segments replaced by the params, URI-encoded. */
export function pathOf(endpoint: Pick<AnyEndpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: '${key}' is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The success answer of an endpoint that answers nothing (204). */
export const noContent = z.null().describe('No content');
