import { ConfigProvider, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type CSSProperties, type Key, type MouseEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CutText } from './CutText';
import { orEmpty } from './date-format';
import { IdentifierText } from './IdentifierText';
import { rememberListUrl } from './list-return';
import {
  type ColumnKind,
  columnWidth,
  IDENTIFIER_KINDS,
  type ListTableState,
  lastPagedPage,
  listTableProps,
  type SetListTableState,
  tableMinWidth,
} from './list-table';
import { pageAddress, usePager } from './pager';
import { ReadErrorState, useReadErrorNotice } from './ReadErrorState';
import { ResizableHeaderCell, type ResizeProps } from './ResizableHeaderCell';

/** One column of a list screen. */
export interface ListColumn<Row, K extends string = string> {
  key: string;
  /** The header, as the spec writes it. */
  title: string;
  /** What it holds, which sets its width (list-table.ts COLUMN_WIDTHS). */
  kind: ColumnKind;
  /** Overrides the kind's width (an actions column gives its own). */
  width?: number;
  /** Sortable, under this sort key of the list. */
  sort?: K;
  /**
   * The cell as text: cut with an ellipsis when it does not fit, whole in a tooltip; an identifier's
   * (IDENTIFIER_KINDS) never cut, wrapped instead; '--' when empty.
   */
  text?: (row: Row) => string | number | null | undefined;
  /** Shown after the text, never cut (a mark such as the scheduled-publish clock). */
  suffix?: (row: Row) => ReactNode;
  /** The cell as anything else (a status tag, a date, actions), when there is no `text`. */
  render?: (row: Row) => ReactNode;
  /** The row's key cell: its text is a link to the row's page (`rowHref`). */
  link?: boolean;
  /** A filter in the column's header (several values), its values kept by the list (its URL state). */
  filter?: ColumnFilter;
  /**
   * A row-actions column ('Action'): whether the user has any of its actions (their permissions, or a
   * row action that needs none). False leaves the column out, so no one sees an empty Action column.
   */
  offered?: boolean;
}

/** A header filter: the values offered, the values chosen, and what to do when the choice changes. */
export interface ColumnFilter {
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (values: string[]) => void;
}

export interface ListTableProps<Row, K extends string> {
  columns: readonly ListColumn<Row, K>[];
  /** The page's rows (undefined before the first answer). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** A request is under way (the previous rows stay meanwhile). */
  loading: boolean;
  /** All rows matching the filters (undefined before the first answer). */
  total: number | undefined;
  /**
   * `total` answers the current URL state (not a previous state's rows kept while loading): only
   * then does a page past the end move to the last page.
   */
  settled: boolean;
  state: ListTableState<K>;
  setState: SetListTableState<K>;
  /** The row's page: the key cell links to it and a click on the row opens it. No rowHref: rows open nothing. */
  rowHref?: (row: Row) => string;
  /** Navigation state the row's link carries (a row opening its product with the plan's pid). */
  rowState?: (row: Row) => unknown;
  /** The pager's total: 'Total N items' (default), or 'a~b of N items' where the spec asks for it. */
  totalStyle?: 'total' | 'range';
  /** Columns are made wider or narrower by dragging their header's right edge (DISC-04); kept while the page is open. */
  resizable?: boolean;
  /** The list's page is in its address (the default): the pager's pages are links to it; false: buttons. */
  pageLinks?: boolean;
  /**
   * The list's read failed (CUS-LIST-30): the error state with Retry in place of the table, and the
   * generic notification unless `silentError` (PROMO-LIST-16).
   */
  error?: unknown;
  /** Reads the list again (the error state's Retry). */
  onRetry?: () => void;
  silentError?: boolean;
}

const RESIZABLE_HEADER = { header: { cell: ResizableHeaderCell } };
/**
 * Compact rows for every list (antd's small size, 6 px above and below a cell's text, lines of 20 px):
 * a page of 10 and its pager fit a 1440×900 screen, two-line cells (a wrapped PID, a status with its
 * date) included.
 */
const COMPACT_ROWS = { components: { Table: { cellPaddingBlockSM: 6, lineHeight: 20 / 14 } } };

const WITH_SUFFIX: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 };
/** Clicks on these inside a row do their own thing, not open the row. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

/**
 * The table of every list screen: columns with fixed widths by kind (codes, statuses, dates…) in a
 * fixed layout, so the table fits its page (1280 px wide and up; narrower, it scrolls sideways) and
 * columns keep their widths from page to page; compact rows (antd's small size), so a page of 10 and
 * its pager fit a 1440×900 screen; text cut with an ellipsis and whole on hover, identifiers (codes,
 * emails) never cut but wrapped; the key
 * cell a real link to the row's page (Tab and Enter, Ctrl- or middle-click for a new tab), a click on
 * the row opens it too; sorting and paging in the URL state, a page past the end moved to the last
 * page in place; the pager's total. It remembers the list's URL for the way back (list-return.ts).
 */
export function ListTable<Row extends object, K extends string>({
  columns,
  rows,
  rowKey,
  loading,
  total,
  settled,
  state,
  setState,
  rowHref,
  rowState,
  totalStyle,
  resizable = false,
  error,
  onRetry,
  silentError = false,
  pageLinks = true,
}: ListTableProps<Row, K>) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const table = listTableProps<K, Row>(state, setState, total ?? 0, totalStyle);
  const pageHref = useCallback((page: number) => pageAddress(pathname, search, page), [pathname, search]);
  const itemRender = usePager(state.page, pageLinks ? pageHref : undefined);
  // Widths the user dragged columns to, by column key (resizable tables only).
  const [resized, setResized] = useState<Readonly<Record<string, number>>>({});
  const widthOf = (column: ListColumn<Row, K>) => resized[column.key] ?? columnWidth(column.kind, column.width);

  useEffect(() => rememberListUrl(pathname, search), [pathname, search]);
  useReadErrorNotice(silentError ? null : error);

  // A page past the end (an old link, rows removed meanwhile) or past the lists' depth: the last page, in place.
  useEffect(() => {
    const last = lastPagedPage(settled ? total : undefined, state.size);
    if (state.page > last) setState({ page: last }, { replace: true });
  }, [settled, total, state.page, state.size, setState]);

  const shown = columns.filter((column) => column.offered !== false);
  const antColumns: ColumnsType<Row> = shown.map((column) => ({
    key: column.sort ?? column.key,
    title: column.title,
    width: widthOf(column),
    ellipsis: column.kind === 'actions' || IDENTIFIER_KINDS.has(column.kind) ? undefined : { showTitle: false },
    ...(column.sort ? table.sortable(column.sort) : {}),
    ...(column.filter
      ? {
          filters: column.filter.options.map((o) => ({ text: o.label, value: o.value })),
          filteredValue: [...column.filter.value],
          filterMultiple: true,
        }
      : {}),
    ...(resizable
      ? {
          onHeaderCell: () =>
            ({
              resizeLabel: column.title,
              resizeWidth: widthOf(column),
              onResize: (width: number) => setResized((current) => ({ ...current, [column.key]: width })),
            }) satisfies ResizeProps as object,
        }
      : {}),
    render: (_: unknown, row: Row) => {
      if (!column.text) return column.render?.(row);
      const link = column.link && rowHref;
      const Text = IDENTIFIER_KINDS.has(column.kind) ? IdentifierText : CutText;
      const cut = (
        <Text
          text={orEmpty(column.text(row))}
          to={link ? rowHref(row) : undefined}
          state={link ? rowState?.(row) : undefined}
        />
      );
      const suffix = column.suffix?.(row);
      return suffix ? (
        <span style={WITH_SUFFIX}>
          {cut}
          {suffix}
        </span>
      ) : (
        cut
      );
    },
  }));

  const openRow = (event: MouseEvent<HTMLElement>, href: string, state?: unknown) => {
    const target = event.target as Element;
    // Not for clicks on the row's links and buttons, in dialogs opened from it, or ending a text selection.
    if (event.defaultPrevented || event.button !== 0 || !event.currentTarget.contains(target)) return;
    if (target.closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(href, '_blank', 'noopener');
    else navigate(href, { state });
  };

  if (error) return <ReadErrorState onRetry={onRetry ?? (() => undefined)} retrying={loading} />;
  return (
    <ConfigProvider theme={COMPACT_ROWS}>
      <Table<Row>
        rowKey={rowKey}
        size="small"
        tableLayout="fixed"
        scroll={{ x: tableMinWidth(shown.map((c) => ({ kind: c.kind, width: widthOf(c) }))) }}
        components={resizable ? RESIZABLE_HEADER : undefined}
        loading={loading}
        dataSource={rows as Row[] | undefined}
        columns={antColumns}
        onChange={(pagination, filters, sorter, extra) => {
          if (extra.action !== 'filter') return table.onChange(pagination, filters, sorter);
          // A header filter changed: the column's own handler writes it (and goes back to page 1).
          for (const column of columns) {
            if (!column.filter) continue;
            const chosen = (filters[column.sort ?? column.key] ?? []).map(String);
            if (chosen.join(',') !== column.filter.value.join(',')) column.filter.onChange(chosen);
          }
        }}
        pagination={{ ...table.pagination, itemRender }}
        onRow={
          rowHref
            ? (row) => ({
                onClick: (event) => openRow(event, rowHref(row), rowState?.(row)),
                style: { cursor: 'pointer' },
              })
            : undefined
        }
      />
    </ConfigProvider>
  );
}
