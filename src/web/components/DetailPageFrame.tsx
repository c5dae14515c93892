import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NOT_FOUND_TITLE } from '../../shared/domain/ui-texts';
import { ApiError } from '../api/errors';
import { Loading } from './Loading';
import NotFound from './NotFound';
import { detailTitle, HeadingNamesPage, usePageTitle } from './PageTitle';
import { ReadErrorState, useReadErrorNotice } from './ReadErrorState';

/**
 * What a detail page shows around its read: Not Found for an address that names nothing (no valid id,
 * or a 404), a spinner while loading, else the page's own content. A failed read shows the generic error
 * notification and, when there is nothing to show, the error state with Retry in place of the content
 * (CUS-DET-08, ERR-12); a failed reload keeps what was read. It names the browser tab: the record's
 * name and the kind of page ('CP-000042 · Content product').
 */
export function DetailPageFrame<T>({
  found,
  query,
  loadingLabel,
  kind,
  name,
  notFoundDetail = false,
  children,
}: {
  /** false: the address names nothing (a bad id or source). */
  found: boolean;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'isLoading' | 'refetch'>;
  loadingLabel: string;
  /** What the page shows, as the menu names it ('Customer', 'Content product'). */
  kind: string;
  /** The record's name in the browser tab. */
  name: (data: T) => string | null;
  /** A 404 shows the server's message in place of the general line. */
  notFoundDetail?: boolean;
  children: (data: T, refetch: () => void) => ReactNode;
}) {
  const notFound = !found || (query.error instanceof ApiError && query.error.status === 404);
  useReadErrorNotice(notFound ? null : query.error);
  usePageTitle(notFound ? NOT_FOUND_TITLE : detailTitle(query.data === undefined ? null : name(query.data), kind));
  if (notFound) {
    return <NotFound detail={notFoundDetail && query.error instanceof Error ? query.error.message : undefined} />;
  }
  if (query.isLoading) return <Loading label={loadingLabel} />;
  if (query.data === undefined) {
    return <ReadErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <HeadingNamesPage.Provider value={false}>
      <section aria-labelledby="page-title">{children(query.data, () => void query.refetch())}</section>
    </HeadingNamesPage.Provider>
  );
}
