import { SEARCH_EXACT_COUNT } from '../../../shared/contracts/common';
import { ENTITLEMENT_PAGE_DEPTH } from '../../../shared/contracts/entitlements';

/**
 * ENT-PREV-03/04 (decided): the preview reads pages of PREVIEW_PAGE_SIZE one after another, the next
 * asked only once the previous has answered, PREVIEW_BATCH_PAGES pages per batch (the first batch on
 * every search, another on 'Load more'), until every match is read or the API's paging depth is reached.
 */
export const PREVIEW_PAGE_SIZE = 100;
export const PREVIEW_BATCH_PAGES = 5;

export interface PreviewProgress {
  /** Pages answered so far. */
  pages: number;
  /** Rows read so far. */
  rows: number;
  /** All matches (undefined before the first page answers). */
  total: number | undefined;
}

/**
 * Whether a further page may exist past what was read (and the API would page to it): a page short of
 * `size` is the last; after full pages, until the total is read, or on past it when the total is beyond
 * exact counting (an estimate, which may fall short of the matches).
 */
export function hasMorePages({ pages, rows, total }: PreviewProgress, size = PREVIEW_PAGE_SIZE): boolean {
  if (total === undefined) return pages === 0;
  const lastWasFull = rows === pages * size;
  const maybeMore = rows < total || total > SEARCH_EXACT_COUNT;
  return lastWasFull && maybeMore && (pages + 1) * size <= ENTITLEMENT_PAGE_DEPTH;
}

/**
 * The 0-based page to ask next, or null: none while a page is under way (one after another), none
 * past the batch's `target` pages, none when everything is read.
 */
export function nextPreviewPage(
  progress: PreviewProgress,
  target: number,
  fetching: boolean,
  size = PREVIEW_PAGE_SIZE,
): number | null {
  if (fetching || progress.pages >= target || !hasMorePages(progress, size)) return null;
  return progress.pages;
}

/** 'Loaded 300 of 1,234 entitlements' (the progress line). */
export function progressText({ rows, total }: PreviewProgress): string {
  if (total === undefined) return 'Loading…';
  const n = (v: number) => v.toLocaleString('en-US');
  return `Loaded ${n(rows)} of ${n(total)} ${total === 1 ? 'entitlement' : 'entitlements'}`;
}
