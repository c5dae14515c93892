import { useCallback } from 'react';
import { type AnyEndpoint, type EndpointInput, type EndpointResponse, pathOf } from '../../shared/contracts/endpoint';
import { satisfies } from '../../shared/permissions';
import { useApi } from './ApiProvider';
import type { ApiClients, QueryParams, Versioned } from './http';

export interface CallExtras {
  signal?: AbortSignal;
  /**
   * A versioned write (`versioned: 'write'`): the `rowVersion` of the read the change builds on, sent
   * as `If-Match` (the server answers 428 without it and 409 when someone saved in between).
   */
  ifMatch?: number;
  /**
   * An idempotent request (`idempotent: true`: a refund, a credit): the key of its intent, sent as
   * `Idempotency-Key`; a retry with the same key answers the first result and moves nothing again.
   */
  idempotencyKey?: string;
}
export type CallOptions<E extends AnyEndpoint> = EndpointInput<E> & CallExtras;
/** The query an endpoint takes, as a caller sends it (the contract schema's input). */
export type EndpointQueryInput<E extends AnyEndpoint> = NonNullable<EndpointInput<E>['query']>;

/**
 * Calls an endpoint of src/shared/contracts through the client of its family: path params filled in,
 * query and body as the endpoint's schemas take them, the answer typed as the endpoint's response.
 */
export function callEndpoint<E extends AnyEndpoint>(
  clients: ApiClients,
  endpoint: E,
  options: CallOptions<E>,
): Promise<EndpointResponse<E>> {
  const client = endpoint.family === 'portal' ? clients.portalApi : clients.storeApi;
  const { params, query, body, signal, ifMatch, idempotencyKey } = options as CallExtras & {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  };
  // The ETag form of a row version: "7".
  const headers =
    ifMatch === undefined && idempotencyKey === undefined
      ? undefined
      : {
          ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }),
          ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
        };
  return client.request<EndpointResponse<E>>(endpoint.method, pathOf(endpoint, params), {
    query,
    body,
    signal,
    headers,
  });
}

/**
 * A versioned read (`versioned: 'read'`) whose answer has no room for `rowVersion` (an array the spec
 * fixes): the answer and the version its ETag names, for the edit to send back as `ifMatch`.
 */
export function callVersionedRead<E extends AnyEndpoint>(
  clients: ApiClients,
  endpoint: E,
  options: CallOptions<E>,
): Promise<Versioned<EndpointResponse<E>>> {
  const client = endpoint.family === 'portal' ? clients.portalApi : clients.storeApi;
  const { params, query, signal } = options as CallExtras & { params?: Record<string, unknown>; query?: QueryParams };
  return client.requestVersioned<EndpointResponse<E>>('GET', pathOf(endpoint, params), { query, signal });
}

/** `call(endpoint, {params, query, body})`, bound to the session's API clients. */
export function useCall() {
  const clients = useApi();
  return useCallback(
    <E extends AnyEndpoint>(
      endpoint: E,
      ...[options]: Partial<CallOptions<E>> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
    ) => callEndpoint(clients, endpoint, (options ?? {}) as CallOptions<E>),
    [clients],
  );
}

/** Whether a token holding `permissions` may call the endpoint: buttons ask this of the endpoint they trigger. */
export function mayCall(permissions: readonly string[], endpoint: Pick<AnyEndpoint, 'permission'>): boolean {
  return satisfies(permissions, endpoint.permission);
}
