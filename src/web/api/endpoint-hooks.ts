import {
  type InvalidateQueryFilters,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '../../shared/contracts/endpoint';
import { useApi } from './ApiProvider';
import { type CallExtras, type CallOptions, callEndpoint, callVersionedRead } from './call';
import { endpointQuery } from './endpoint-query';

/**
 * The two hooks every feature's queries.ts builds its hooks from: a read of one endpoint under a key of
 * the feature's key factory, and a change through one endpoint that invalidates the feature's area.
 */

export type QueryExtras<E extends AnyEndpoint> = Omit<
  UseQueryOptions<EndpointResponse<E>, Error>,
  'queryKey' | 'queryFn'
>;

/** Reads `endpoint` with `input` under `queryKey` (a key of the area's `queryKeys` factory). */
export function useEndpointQuery<E extends AnyEndpoint>(
  endpoint: E,
  queryKey: QueryKey,
  input: EndpointInput<E>,
  extras: QueryExtras<E> = {},
) {
  const clients = useApi();
  return useQuery({ ...extras, ...endpointQuery(clients, endpoint, queryKey, input) });
}

/**
 * Reads `endpoint` with the version its ETag names (`{answer, rowVersion}`): for a versioned read whose
 * answer has no room for `rowVersion` (an array). Its key must be its own (the data's shape differs).
 */
export function useVersionedEndpointQuery<E extends AnyEndpoint>(
  endpoint: E,
  queryKey: QueryKey,
  input: EndpointInput<E>,
  extras: { enabled?: boolean } = {},
) {
  const clients = useApi();
  return useQuery({
    ...extras,
    queryKey,
    queryFn: ({ signal }) => callVersionedRead(clients, endpoint, { ...input, signal } as CallOptions<E>),
  });
}

/** What a caller may add to a change: callbacks that run after the invalidation, never instead of it. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

export interface EndpointMutation<E extends AnyEndpoint, V> {
  /** The call's params and body (and, for a versioned write, the version read) from the mutation's variables. */
  input: (variables: V) => EndpointInput<E> & Omit<CallExtras, 'signal'>;
  /** What the change makes stale: the area root (`{ queryKey: keys.all }`), at most narrowed by a predicate. */
  invalidate: InvalidateQueryFilters;
  /** 'success' (default): invalidate after a successful call; 'settled': after a failed one too. */
  on?: 'success' | 'settled';
}

/**
 * Calls `endpoint` and invalidates the area, before the caller's own callbacks run. A caller can add
 * callbacks but cannot replace the invalidation (as a caller's onSuccess would in a plain useMutation).
 * `R`, the answer's type, is the endpoint's response unless the hook names it from the contract's schema.
 */
export function useEndpointMutation<E extends AnyEndpoint, V = void, R = EndpointResponse<E>>(
  endpoint: E,
  { input, invalidate, on = 'success' }: EndpointMutation<E, V>,
  callbacks: MutationCallbacks<R, V> = {},
) {
  const clients = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(invalidate);
  return useMutation<R, Error, V>({
    mutationFn: (variables) => callEndpoint(clients, endpoint, input(variables) as CallOptions<E>) as Promise<R>,
    onSuccess: async (...args) => {
      if (on === 'success') await refresh();
      await callbacks.onSuccess?.(...args);
    },
    onError: callbacks.onError,
    onSettled: async (...args) => {
      if (on === 'settled') await refresh();
      await callbacks.onSettled?.(...args);
    },
  });
}
