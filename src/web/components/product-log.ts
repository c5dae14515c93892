import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../shared/contracts/common';
import type { LogColumn, LogLine } from './LogTable';
import type { SortOrder } from './url-state';

/** What both product logs share (the content product's CP-LOG-03, the eCom product's EP-LOG-01). */

/** A change with its values as 'Label: value' lines. */
export type LinedChange<T> = T & { prevLines: LogLine[] | null; currentLines: LogLine[] | null };

/** Previous value, New value: they take the rest of the width and wrap. */
export function valueColumns<T>(): LogColumn<LinedChange<T>>[] {
  return [
    { key: 'prev', title: 'Previous value', kind: 'lines', value: (r) => r.prevLines },
    { key: 'current', title: 'New value', kind: 'lines', value: (r) => r.currentLines },
  ];
}

/** Modified by, Modified at (the sortable column). */
export function modifiedColumns<T extends { updatedBy: string | null; updatedAt: string }>(): LogColumn<T>[] {
  return [
    { key: 'updatedBy', title: 'Modified by', kind: 'text', width: 130, value: (r) => r.updatedBy },
    { key: 'updatedAt', title: 'Modified at', kind: 'dateTime', sortable: true, width: 120, value: (r) => r.updatedAt },
  ];
}

/** A product log's page, size and order: page 1 of 10, newest first. */
export function useLogView() {
  return useState<{ page: number; size: number; sortOrder: SortOrder }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    sortOrder: 'descend',
  });
}
