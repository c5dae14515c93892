import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '../../shared/contracts/endpoint';
import { type CallOptions, callEndpoint } from './call';
import type { ApiClients } from './http';

// No React here: a prefetch that runs before the page's code (and its hooks) has loaded uses these.

/**
 * The read of `endpoint` with `input` under `queryKey` (a key of the area's `queryKeys` factory): what
 * `useEndpointQuery` runs, and what a prefetch runs before the page that reads it has rendered.
 */
export function endpointQuery<E extends AnyEndpoint>(
  clients: ApiClients,
  endpoint: E,
  queryKey: QueryKey,
  input: EndpointInput<E>,
) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(clients, endpoint, { ...input, signal } as CallOptions<E>),
  };
}

/** What a prefetch needs: the cache it fills, the session's clients and permissions. */
export interface PrefetchContext {
  queryClient: QueryClient;
  clients: ApiClients;
  permissions: readonly string[];
}
