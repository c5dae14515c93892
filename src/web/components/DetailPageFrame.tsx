import type { UseQueryResult } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { NOT_FOUND_TITLE } from '../../shared/domain/ui-texts';
import { ApiError } from '../api/errors';
import { Loading } from './Loading';
import NotFound from './NotFound';

/**
 * What a detail page shows around its read: Not Found for an address that names nothing (no valid id,
 * or a 404), a spinner while loading, a warning when the read failed, else the page's own content.
 */
export function DetailPageFrame<T>({
  found,
  query,
  loadingLabel,
  children,
}: {
  /** false: the address names nothing (a bad id or source). */
  found: boolean;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isLoading' | 'refetch'>;
  loadingLabel: string;
  children: (data: T, refetch: () => void) => ReactNode;
}) {
  if (!found || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;
  if (query.isLoading) return <Loading label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <Result status="warning" title={query.error instanceof Error ? query.error.message : NOT_FOUND_TITLE} />;
  }
  return <section aria-labelledby="page-title">{children(query.data, () => void query.refetch())}</section>;
}
