/** What ListTable needs of a list's query (a TanStack query result). */
export interface ListQuery<D> {
  data: D | undefined;
  isFetching: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A page of a list answer: its rows and the total of all matching rows. */
export interface ListPage<Row> {
  rows: readonly Row[];
  total: number;
}

/** A store list answer (`{data, count}`). */
export const storePage = <Row>(answer: { data: readonly Row[]; count: number }): ListPage<Row> => ({
  rows: answer.data,
  total: answer.count,
});

/** A portal list answer (`{content, totalElements}`). */
export const portalPage = <Row>(answer: { content: readonly Row[]; totalElements: number }): ListPage<Row> => ({
  rows: answer.content,
  total: answer.totalElements,
});

/**
 * The ListTable props a list's query gives: its rows and total, loading while it reads, settled when the
 * total answers the current state, and its failure with Retry (CUS-LIST-30).
 */
export function listQueryProps<D, Row>(list: ListQuery<D>, page: (answer: D) => ListPage<Row>) {
  const answer = list.data === undefined ? undefined : page(list.data);
  return {
    rows: answer?.rows,
    total: answer?.total,
    loading: list.isFetching,
    settled: list.isSuccess && !list.isPlaceholderData,
    error: list.error,
    onRetry: () => void list.refetch(),
  };
}
