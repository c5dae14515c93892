import { Button, Table, type TableColumnType, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, pagedRows } from '../../shared/contracts/common';
import { changeActionLabel } from '../../shared/domain/change-log';
import { EMPTY, formatDateTime, orEmpty } from './date-format';
import { useDateFormats } from './date-formats';
import { usePager } from './pager';
import type { SortOrder } from './url-state';

/**
 * The change-log table every log shares (the content product's 'Product log', the mini course's
 * 'View Log', next the eCom product's log): actions by their labels, dates as 'YYYY-MM-DD HH:mm:ss',
 * a change's values as 'Label: value' lines, paged on the server. It fits its container (fixed
 * layout, no sideways scroll): long values wrap, one-line cells (ids, who) end in an ellipsis with
 * the whole text in a tooltip.
 */

/** One field of a change as a line: 'Price: USD 9.99'. */
export interface LogLine {
  label: string;
  value: string;
}

interface ColumnBase {
  key: string;
  title: string;
  /** Fixed width in px; columns without one share what is left. */
  width?: number;
}
/**
 * - text: one line, ellipsis and tooltip when too long (ids, who); `wrap` lets it wrap instead (comments);
 * - action: the action's label (`changeActionLabel`);
 * - lines: the 'Label: value' lines of a change (the first few, with a 'Show all' toggle);
 * - dateTime: 'YYYY-MM-DD HH:mm:ss', optionally the sorted column.
 */
export type LogColumn<T> = ColumnBase &
  (
    | { kind: 'text'; value: (row: T) => string | number | null | undefined; wrap?: boolean }
    | { kind: 'action'; value: (row: T) => string }
    | { kind: 'lines'; value: (row: T) => readonly LogLine[] | null }
    | { kind: 'dateTime'; value: (row: T) => string | number | null; sortable?: boolean }
  );

/** How many lines of a value show before 'Show all'. */
export const LOG_LINES_SHOWN = 4;

const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A value; '--' and dates never break at their hyphens (a date may wrap before its time). */
function LineValue({ value }: { value: string }) {
  if (value === EMPTY) return <span style={{ whiteSpace: 'nowrap' }}>{EMPTY}</span>;
  if (DATE_OR_DATE_TIME.test(value)) return <WrappingDateTime text={value} />;
  return <>{value}</>;
}

/** The 'Label: value' lines of one side of a change; '--' when there are none. */
export function LogLines({ lines }: { lines: readonly LogLine[] | null }) {
  const [open, setOpen] = useState(false);
  if (!lines || lines.length === 0) return <span>{EMPTY}</span>;
  const shown = open ? lines : lines.slice(0, LOG_LINES_SHOWN);
  const more = lines.length - LOG_LINES_SHOWN;
  return (
    <div data-log-lines="">
      {shown.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a logged value never reorder
        <div key={i} data-log-line="" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          <Typography.Text type="secondary">{line.label}:</Typography.Text> <LineValue value={line.value} />
        </div>
      ))}
      {more > 0 ? (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen((o) => !o)}>
          {open ? 'Show less' : `Show all ${lines.length}`}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * 'YYYY-MM-DD HH:mm:ss' that may wrap between the date and the time (never inside either), so the
 * column can be narrow.
 */
function WrappingDateTime({ text }: { text: string }) {
  const [date, time] = text.split(' ');
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
      {time ? (
        <>
          {' '}
          <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
        </>
      ) : null}
    </span>
  );
}

/** A date-time cell in the formats of where the table is (a page's, or a modal's: CONST-07). */
function LogDateTime({ value }: { value: string | number | null }) {
  return <WrappingDateTime text={formatDateTime(value, useDateFormats().dateTime)} />;
}

/** A one-line cell: ellipsis, and the whole text in a tooltip when it is cut. */
function OneLine({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: '100%' }}>
      {text}
    </Typography.Text>
  );
}

function toColumn<T>(column: LogColumn<T>, sortOrder: SortOrder | undefined): TableColumnType<T> {
  const base: TableColumnType<T> = { key: column.key, title: column.title, width: column.width };
  switch (column.kind) {
    case 'text':
      return {
        ...base,
        render: (_: unknown, row: T) => {
          const text = orEmpty(column.value(row));
          return column.wrap ? (
            <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{text}</span>
          ) : (
            <OneLine text={text} />
          );
        },
      };
    case 'action':
      return { ...base, render: (_: unknown, row: T) => changeActionLabel(column.value(row)) };
    case 'lines':
      return { ...base, render: (_: unknown, row: T) => <LogLines lines={column.value(row)} /> };
    case 'dateTime':
      return {
        ...base,
        render: (_: unknown, row: T) => <LogDateTime value={column.value(row)} />,
        ...(column.sortable
          ? { sorter: true, sortOrder: sortOrder ?? 'descend', sortDirections: ['descend', 'ascend', 'descend'] }
          : {}),
      };
  }
}

/**
 * The page and size of a log kept in component state (a log in a dialog or a section, not in the URL):
 * spread into LogTable (`{...paging}`); `reset` goes back to the first page of the default size.
 */
export function useLogPaging() {
  const [view, setView] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  return {
    page: view.page,
    size: view.size,
    onChange: (next: { page: number; size: number }) => setView({ page: next.page, size: next.size }),
    reset: () => setView({ page: 1, size: DEFAULT_PAGE_SIZE }),
  };
}

export interface LogTableProps<T> {
  /** The table's accessible name ('Product log'). */
  label: string;
  rows: readonly T[];
  total: number;
  loading: boolean;
  /** 1-based page and its size (CONST-01: 10 by default, changeable). */
  page: number;
  size: number;
  columns: readonly LogColumn<T>[];
  /** The order of the sortable date column, when there is one. */
  sortOrder?: SortOrder;
  /** A page, size or sort change; a size or sort change goes back to page 1. */
  onChange: (view: { page: number; size: number; sortOrder: SortOrder }) => void;
}

export function LogTable<T extends { id: number }>({
  label,
  rows,
  total,
  loading,
  page,
  size,
  columns,
  sortOrder,
  onChange,
}: LogTableProps<T>) {
  const itemRender = usePager(page);
  return (
    <Table<T>
      aria-label={label}
      rowKey="id"
      size="small"
      tableLayout="fixed"
      loading={loading}
      dataSource={rows as T[]}
      columns={columns.map((c) => toColumn(c, sortOrder))}
      pagination={{
        current: page,
        pageSize: size,
        // No page past the lists' depth (LIST_DEPTH); the total shown stays the log's.
        total: pagedRows(total, size),
        showSizeChanger: true,
        showTotal: () => `Total ${total} items`,
        itemRender,
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const nextOrder: SortOrder =
          sortOrder === undefined ? 'descend' : one?.order === 'ascend' ? 'ascend' : 'descend';
        const nextSize = pagination.pageSize ?? size;
        const reset = nextSize !== size || (sortOrder !== undefined && nextOrder !== sortOrder);
        onChange({ page: reset ? 1 : (pagination.current ?? 1), size: nextSize, sortOrder: nextOrder });
      }}
    />
  );
}
