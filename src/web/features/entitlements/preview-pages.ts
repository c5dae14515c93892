import { useEffect, useState } from 'react';
import { sameJson } from '../../components/same-json';
import type { EntitlementListQuery } from './list-url';
import { useEntitlements } from './queries';

/**
 * ENT-PREV-03 (decided): the preview is paged by the server, one page per read, as the list; its
 * reads go one after another: a page (or search) asked while a read is under way is read once that
 * read has answered, and only the latest one asked (what the user skipped past is never read).
 */
export function nextPreviewRead(
  reading: EntitlementListQuery,
  wanted: EntitlementListQuery,
  busy: boolean,
): EntitlementListQuery {
  return busy || sameJson(reading, wanted) ? reading : wanted;
}

/**
 * The preview's page: `wanted` (memoised by the caller), read one read at a time; `behind` while the
 * page shown is not yet the one asked.
 */
export function usePreviewPage(wanted: EntitlementListQuery) {
  const [reading, setReading] = useState(wanted);
  const list = useEntitlements(reading);
  const next = nextPreviewRead(reading, wanted, list.isFetching);
  useEffect(() => {
    if (next !== reading) setReading(next);
  }, [next, reading]);
  return { list, behind: !sameJson(reading, wanted) };
}
