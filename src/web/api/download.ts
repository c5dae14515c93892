import { useCallback } from 'react';
import { type AnyEndpoint, pathOf } from '../../shared/contracts/endpoint';
import { useApi } from './ApiProvider';
import type { CallExtras, CallOptions } from './call';
import type { ApiClients, QueryParams } from './http';

/**
 * A file an endpoint answers (a CSV export; a GET): path params filled in, the query as the endpoint
 * takes it, sent with the session's bearer token through the family's client; the bytes as a Blob, no
 * JSON parsed. A failure throws the family's ApiError, as `callEndpoint` does. (A module of its own:
 * only the screens that download load it.)
 */
export function downloadEndpoint<E extends AnyEndpoint>(
  clients: ApiClients,
  endpoint: E,
  options: CallOptions<E>,
): Promise<Blob> {
  if (endpoint.method !== 'GET') throw new Error(`${endpoint.name}: only a GET answers a file`);
  const client = endpoint.family === 'portal' ? clients.portalApi : clients.storeApi;
  const { params, query, signal } = options as CallExtras & { params?: Record<string, unknown>; query?: QueryParams };
  return client.download(pathOf(endpoint, params), { query, signal });
}

/** `download(endpoint, {params, query})`, bound to the session's API clients: the file as a Blob. */
export function useDownload() {
  const clients = useApi();
  return useCallback(
    <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>) => downloadEndpoint(clients, endpoint, options),
    [clients],
  );
}
