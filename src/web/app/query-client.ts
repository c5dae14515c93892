import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/errors';

const MAX_RETRIES = 2;

/** CONST-09: cache 5 s, refetch on reconnect; a 4xx answer is not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnReconnect: true,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
