import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';

export type SortOrder = 'ascend' | 'descend';

/** The URL-kept part of a list screen that its table drives (page is 1-based in the UI). */
export interface ListTableState<K extends string> {
  page: number;
  size: number;
  sortKey: K;
  sortOrder: SortOrder;
}

// Clicking a sorted column flips between the two orders (never unsorted).
const SORT_DIRECTIONS: SortOrder[] = ['ascend', 'descend', 'ascend'];

/**
 * The table props every list screen shares: sortable columns, sort changes and paging (with a size
 * changer, CONST-01) written to the URL state. A sort or size change goes back to page 1.
 */
export function listTableProps<K extends string, Row>(
  state: ListTableState<K>,
  setState: (patch: Partial<ListTableState<K>>) => void,
  total: number,
) {
  return {
    sortable: (key: K) => ({
      key,
      sorter: true,
      sortDirections: SORT_DIRECTIONS,
      sortOrder: state.sortKey === key ? state.sortOrder : null,
    }),
    onChange: (_pagination: unknown, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      if (!s?.columnKey || !s.order) return;
      const key = String(s.columnKey) as K;
      if (key !== state.sortKey || s.order !== state.sortOrder) setState({ sortKey: key, sortOrder: s.order, page: 1 });
    },
    pagination: {
      current: state.page,
      pageSize: state.size,
      total,
      showSizeChanger: true,
      showTotal: (all: number) => `Total ${all} items`,
      onChange: (page: number, size: number) => setState({ page: size !== state.size ? 1 : page, size }),
    } satisfies TablePaginationConfig,
  };
}
