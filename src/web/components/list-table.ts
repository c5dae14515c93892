import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { LIST_DEPTH, pagedRows } from '../../shared/contracts/common';
import { PAGE_SIZES, type SortOrder } from './url-state';

export type { SortOrder } from './url-state';

/** The URL-kept part of a list screen that its table drives (page is 1-based in the UI). */
export interface ListTableState<K extends string> {
  page: number;
  size: number;
  sortKey: K;
  sortOrder: SortOrder;
}

/** Writes a change of the table's state to the URL (`replace`: in place, no new history entry). */
export type SetListTableState<K extends string> = (
  patch: Partial<ListTableState<K>>,
  options?: { replace?: boolean },
) => void;

/**
 * What a column holds, which sets its width: codes (ISBN, PID), statuses, dates, short enumerations
 * (a type, a yes/no) and numbers have fixed widths, so columns do not move from page to page; text
 * columns share what is left (at least TEXT_MIN_WIDTH each) and cut long values with an ellipsis;
 * an actions column gives its own width. Identifiers (IDENTIFIER_KINDS: a code, an email) are never
 * cut: a code has its fixed width, an email shares the rest as text does, and a value longer than its
 * column wraps (at its hyphens, dots and '@', else anywhere) so it can be read and copied whole.
 */
export type ColumnKind = 'text' | 'code' | 'email' | 'enum' | 'status' | 'date' | 'number' | 'actions';

/** The kinds that hold identifiers: shown whole, wrapped when longer than the column, never cut. */
export const IDENTIFIER_KINDS: ReadonlySet<ColumnKind> = new Set(['code', 'email']);

/** The fixed widths in px (a cell's padding included): they fit their longest value and their header with its sort arrows. */
export const COLUMN_WIDTHS: Readonly<Record<Exclude<ColumnKind, 'text' | 'email' | 'actions'>, number>> = {
  code: 140,
  enum: 144,
  status: 132,
  date: 176,
  number: 112,
};
/** The least a text (or email) column gets before the table scrolls sideways (CONST-10) instead of squeezing it. */
export const TEXT_MIN_WIDTH = 120;

/** A column's width: its own, else its kind's; undefined for a text or email column (it takes a share of the rest). */
export function columnWidth(kind: ColumnKind, own?: number): number | undefined {
  if (own !== undefined) return own;
  if (kind === 'text' || kind === 'email' || kind === 'actions') return undefined;
  return COLUMN_WIDTHS[kind];
}

/** Below this width the table scrolls sideways: the fixed widths plus TEXT_MIN_WIDTH per text or email column. */
export function tableMinWidth(columns: readonly { kind: ColumnKind; width?: number }[]): number {
  return columns.reduce((sum, c) => sum + (columnWidth(c.kind, c.width) ?? TEXT_MIN_WIDTH), 0);
}

/** The last page of `total` rows at `size` per page (1 when there are none). */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The last page the pager offers of `total` rows (of any list, when not known yet): none past LIST_DEPTH. */
export const lastPagedPage = (total: number | undefined, size: number) =>
  lastPage(pagedRows(total ?? LIST_DEPTH, size), size);

/**
 * The pager's total: 'Total 1 item', 'Total N items'; or, where the spec asks for the range
 * (CUS-LIST-20), 'a~b of N items' ('1~1 of 1 item').
 */
export function totalText(total: number, range: readonly [number, number], style: 'total' | 'range' = 'total'): string {
  const items = `${total} ${total === 1 ? 'item' : 'items'}`;
  return style === 'range' ? `${range[0]}~${range[1]} of ${items}` : `Total ${items}`;
}

// Clicking a sorted column flips between the two orders (never unsorted).
const SORT_DIRECTIONS: SortOrder[] = ['ascend', 'descend', 'ascend'];

/**
 * The table props every list screen shares: sortable columns, sort changes and paging (with a size
 * changer, CONST-01) written to the URL state. A sort or size change goes back to page 1.
 */
export function listTableProps<K extends string, Row>(
  state: ListTableState<K>,
  setState: SetListTableState<K>,
  total: number,
  totalStyle: 'total' | 'range' = 'total',
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
      // Deep pages: the pager offers no page past the server's LIST_DEPTH; the total shown stays the list's.
      total: pagedRows(total, state.size),
      showSizeChanger: true,
      pageSizeOptions: [...PAGE_SIZES],
      showTotal: (_paged: number, range: [number, number]) => totalText(total, range, totalStyle),
      onChange: (page: number, size: number) => setState({ page: size !== state.size ? 1 : page, size }),
    } satisfies TablePaginationConfig,
  };
}

/**
 * An identifier's pieces, between which it may wrap: after '@', '-', '_' and '/' (before a letter or
 * digit) and before '.' ('stephanie.kelly@example.org' → 'stephanie', '.kelly@', 'example', '.org'),
 * so a wrapped email or PID breaks where a reader expects; a piece still too long wraps anywhere.
 */
export function identifierPieces(text: string): string[] {
  return text.split(/(?<=[@\-_/])(?=[\p{L}\p{N}])|(?=\.)/u).filter((piece) => piece !== '');
}
