import { useMemo } from 'react';
import { PRODUCT_CHANGE_LOG_SORT_FIELDS } from '../../../shared/contracts/content-products';
import { type LogColumn, LogTable } from '../../components/LogTable';
import { type LinedChange, modifiedColumns, useLogView, valueColumns } from '../../components/product-log';
import { toSortParam } from '../../components/url-state';
import { changeLines } from './change-lines';
import { type ProductChangeLog, useContentProductChangeLogs } from './queries';

type Row = LinedChange<ProductChangeLog>;

/**
 * CP-LOG-03 (the eCom log's columns, EP-LOG-01): PID, Action, Previous value, New value, Comments,
 * Modified by, Modified at (sortable). Widths fit the detail page at 1280 px; the value columns take
 * the rest and wrap.
 */
const COLUMNS: readonly LogColumn<Row>[] = [
  { key: 'pid', title: 'PID', kind: 'text', width: 100, value: (r) => r.pid },
  { key: 'action', title: 'Action', kind: 'action', width: 120, value: (r) => r.action },
  ...valueColumns<Row>(),
  { key: 'comments', title: 'Comments', kind: 'text', wrap: true, width: 130, value: (r) => r.comments },
  ...modifiedColumns<Row>(),
];

/**
 * The 'Product log' tab (CP-LOG-01..03): sorted by createdDate, newest first by default; 10 per page;
 * each change's values as 'Label: value' lines.
 */
export function ProductLogTab({ productId }: { productId: number }) {
  const [view, setView] = useLogView();
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
      {...view}
      columns={COLUMNS}
      onChange={setView}
    />
  );
}
