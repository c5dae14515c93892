import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contracts/common';
import { PRODUCT_CHANGE_LOG_SORT_FIELDS } from '../../../shared/contracts/content-products';
import { type LogColumn, type LogLine, LogTable } from '../../components/LogTable';
import { type SortOrder, toSortParam } from '../../components/url-state';
import { changeLines } from './change-lines';
import { type ProductChangeLog, useContentProductChangeLogs } from './queries';

type Row = ProductChangeLog & { prevLines: LogLine[] | null; currentLines: LogLine[] | null };

/**
 * CP-LOG-03 (the eCom log's columns, EP-LOG-01): PID, Action, Previous value, New value, Comments,
 * Modified by, Modified at (sortable). Widths fit the detail page at 1280 px; the value columns take
 * the rest and wrap.
 */
const COLUMNS: readonly LogColumn<Row>[] = [
  { key: 'pid', title: 'PID', kind: 'text', width: 100, value: (r) => r.pid },
  { key: 'action', title: 'Action', kind: 'action', width: 120, value: (r) => r.action },
  { key: 'prev', title: 'Previous value', kind: 'lines', value: (r) => r.prevLines },
  { key: 'current', title: 'New value', kind: 'lines', value: (r) => r.currentLines },
  { key: 'comments', title: 'Comments', kind: 'text', wrap: true, width: 130, value: (r) => r.comments },
  { key: 'updatedBy', title: 'Modified by', kind: 'text', width: 130, value: (r) => r.updatedBy },
  { key: 'updatedAt', title: 'Modified at', kind: 'dateTime', sortable: true, width: 120, value: (r) => r.updatedAt },
];

/**
 * The 'Product log' tab (CP-LOG-01..03): sorted by createdDate, newest first by default; 10 per page;
 * each change's values as 'Label: value' lines.
 */
export function ProductLogTab({ productId }: { productId: number }) {
  const [view, setView] = useState<{ page: number; size: number; sortOrder: SortOrder }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    sortOrder: 'descend',
  });
  const { page, size, sortOrder } = view;
  const [sortField] = PRODUCT_CHANGE_LOG_SORT_FIELDS;
  const logs = useContentProductChangeLogs(productId, {
    page: page - 1,
    size,
    sort: toSortParam(sortField, sortOrder),
  });
  const rows = useMemo(
    () =>
      (logs.data?.content ?? []).map((entry): Row => {
        const { prev, current } = changeLines(entry.prevValues, entry.currentValues, entry.products);
        return { ...entry, prevLines: prev, currentLines: current };
      }),
    [logs.data],
  );

  return (
    <LogTable<Row>
      label="Product log"
      rows={rows}
      total={logs.data?.totalElements ?? 0}
      loading={logs.isFetching}
      page={page}
      size={size}
      sortOrder={sortOrder}
      columns={COLUMNS}
      onChange={setView}
    />
  );
}
