import { Alert, Table, type TableProps } from 'antd';
import { type TablePage, useTablePagination } from './pager';

/** What a table shows of the query that reads its rows (a TanStack query result). */
export interface TableQuery {
  error: Error | null;
  isFetching: boolean;
}

/** A query's failure, said above what it reads (nothing while it has not failed). */
export function QueryError({ error }: { error: Error | null }) {
  return error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} /> : null;
}

/** A table of one query's rows: the query's failure above it, loading while it reads, columns of fixed width. */
export function QueryTable<T extends object>({ query, ...table }: TableProps<T> & { query: TableQuery }) {
  return (
    <>
      <QueryError error={query.error} />
      <Table<T> tableLayout="fixed" loading={query.isFetching} {...table} />
    </>
  );
}

/**
 * A table of a portal page answer (`{content, totalElements}`) whose page the screen keeps (a tab of a
 * detail page): the page's rows and the pager (useTablePagination), as QueryTable draws them.
 */
export function PortalPageTable<T extends object>({
  query,
  page,
  onPage,
  ...table
}: Omit<TableProps<T>, 'dataSource' | 'pagination'> & {
  query: TableQuery & { data?: { content: T[]; totalElements: number } };
  page: TablePage;
  onPage: (next: TablePage) => void;
}) {
  const pagination = useTablePagination(page, onPage, query.data?.totalElements ?? 0);
  return <QueryTable<T> query={query} dataSource={query.data?.content} pagination={pagination} {...table} />;
}
