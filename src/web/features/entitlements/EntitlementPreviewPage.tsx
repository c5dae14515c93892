import { Button, ConfigProvider, Flex, Input, Select, Typography } from 'antd';
import { type CSSProperties, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { Entitlement } from '../../../shared/contracts/entitlements';
import { PREVIEW_DEBOUNCE_MS } from '../../../shared/domain/entitlement';
import { usePermissions } from '../../auth/session';
import { ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import type { ListTableState } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import { toSortParam } from '../../components/url-state';
import { useUrlState } from '../../components/useUrlState';
import { ENTITLEMENT_TABLE_THEME, entitlementColumns } from './columns';
import { customerRouteNeeds } from './customer-link';
import {
  CLEARED_FILTERS,
  ENTITLEMENT_PREVIEW_URL,
  type EntitlementSortKey,
  filterParams,
  filterTags,
  PURCHASE_TYPE_OPTIONS,
} from './list-url';
import {
  hasMorePages,
  nextPreviewPage,
  PREVIEW_BATCH_PAGES,
  PREVIEW_PAGE_SIZE,
  type PreviewProgress,
  progressText,
} from './preview-pages';
import { useEntitlementLanguages, useEntitlementPreview } from './queries';
import { SourceStatusFilters } from './SourceStatusFilters';

const CreatedRangePicker = lazy(() => import('./CreatedRangePicker'));

/** A thin progress bar (antd's Progress would add its weight to the page for one line). */
const PROGRESS_TRACK: CSSProperties = { width: 160, height: 6, borderRadius: 3, background: 'rgba(0, 0, 0, 0.06)' };
const PROGRESS_BAR: CSSProperties = { height: '100%', borderRadius: 3, background: '#0958d9' };

/** A text filter written to the URL PREVIEW_DEBOUNCE_MS after the last key (ENT-PREV-02), trimmed. */
function DebouncedInput({
  label,
  placeholder,
  value,
  onChange,
  width,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text.trim()), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width }}
    />
  );
}

/**
 * /entitlements/preview (checklist 5.2). ENT-PREV-04 (decided): the same rows, filters and permission
 * (view:entitlement_menu) as /entitlements, for looking through a whole search at once: its filters
 * apply as they change (text 500 ms after the last key), it reads pages of 100 one after another (the
 * next only once the previous answered), 5 pages per batch with a progress line, then 'Load more' reads
 * the next 5; the rows read are paged and sorted in the table, the sort in the URL as `sort`/`order`.
 */
export default function EntitlementPreviewPage() {
  const [state, setState] = useUrlState(ENTITLEMENT_PREVIEW_URL);
  const { canAll } = usePermissions();
  const languages = useEntitlementLanguages();
  const languageList = languages.data?.content ?? [];
  const columns = useMemo(() => entitlementColumns((isB2b) => canAll(customerRouteNeeds(isB2b))), [canAll]);

  const filters = useMemo(() => ({ sort: toSortParam(state.sort, state.order), ...filterParams(state) }), [state]);
  const filtersKey = JSON.stringify(filters);
  const preview = useEntitlementPreview(filters);
  const [target, setTarget] = useState(PREVIEW_BATCH_PAGES);
  const [view, setView] = useState({ page: 1, size: 10 });
  // A new search starts a new batch, on its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => {
    setTarget(PREVIEW_BATCH_PAGES);
    setView((v) => ({ ...v, page: 1 }));
  }, [filtersKey]);

  const pages = preview.data?.pages ?? [];
  const rows = useMemo(() => pages.flatMap((p) => p.content), [pages]);
  const progress: PreviewProgress = { pages: pages.length, rows: rows.length, total: pages[0]?.totalElements };
  const next = nextPreviewPage(progress, target, preview.isFetching || preview.isError);
  const { fetchNextPage } = preview;
  useEffect(() => {
    if (next !== null && next > 0) void fetchNextPage();
  }, [next, fetchNextPage]);
  const more = hasMorePages(progress);
  const reading = preview.isFetching || next !== null;

  const tableState: ListTableState<EntitlementSortKey> = { ...view, sortKey: state.sort, sortOrder: state.order };
  const setTableState = (patch: Partial<ListTableState<EntitlementSortKey>>) => {
    if (patch.sortKey !== undefined || patch.sortOrder !== undefined)
      setState({ sort: patch.sortKey ?? state.sort, order: patch.sortOrder ?? state.order });
    setView((v) => ({ page: patch.page ?? v.page, size: patch.size ?? v.size }));
  };

  const tags = filterTags(state, (id) => languageList.find((l) => l.id === id)?.name);
  const setEmail = useCallback((email: string) => setState({ email }, { replace: true }), [setState]);
  const setIsbn = useCallback((isbn: string) => setState({ isbn }, { replace: true }), [setState]);
  const percent = progress.total ? Math.round((progress.rows / progress.total) * 100) : 0;

  return (
    <section>
      <PageTitle>Entitlement preview</PageTitle>
      <ListToolbar
        filters={
          <>
            <DebouncedInput
              label="Customer email"
              placeholder="Customer email"
              value={state.email}
              onChange={setEmail}
              width={240}
            />
            <DebouncedInput label="ISBN" placeholder="ISBN" value={state.isbn} onChange={setIsbn} width={160} />
            <SourceStatusFilters
              sources={state.sources}
              statuses={state.statuses}
              onChange={(patch) => setState(patch)}
              widths={[200, 180]}
            />
            <Suspense fallback={<Input disabled placeholder="Created from – to" style={{ width: 260 }} />}>
              <CreatedRangePicker value={state} onChange={setState} />
            </Suspense>
            <Select<'true' | 'false'>
              aria-label="Purchase type"
              allowClear
              placeholder="Any purchase type"
              options={PURCHASE_TYPE_OPTIONS}
              value={state.isSubscription === undefined ? undefined : state.isSubscription ? 'true' : 'false'}
              onChange={(value) => setState({ isSubscription: value === undefined ? undefined : value === 'true' })}
              style={{ width: 180 }}
            />
            <Select<number>
              aria-label="Language"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={languages.isLoading}
              placeholder="All languages"
              options={languageList.map((l) => ({ value: l.id, label: l.name }))}
              value={state.languageId}
              onChange={(languageId) => setState({ languageId })}
              style={{ width: 180 }}
            />
          </>
        }
        onRefresh={() => void preview.refetch()}
        tags={{ tags, onRemove: (tag) => setState(tag.remove), onClear: () => setState(CLEARED_FILTERS) }}
      />
      <Flex align="center" gap={12} style={{ marginBottom: 12, minHeight: 32 }} data-preview-progress="">
        <Typography.Text aria-live="polite">
          {progressText(progress)}
          {progress.pages > 0
            ? ` (${progress.pages} ${progress.pages === 1 ? 'page' : 'pages'} of ${PREVIEW_PAGE_SIZE})`
            : ''}
        </Typography.Text>
        {progress.total ? (
          <div
            role="progressbar"
            aria-label="Pages read"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            style={PROGRESS_TRACK}
          >
            <div style={{ ...PROGRESS_BAR, width: `${percent}%` }} />
          </div>
        ) : null}
        {more && !reading ? (
          <Button onClick={() => setTarget(pages.length + PREVIEW_BATCH_PAGES)}>Load more</Button>
        ) : null}
        {reading ? <Typography.Text type="secondary">Reading page {pages.length + 1}…</Typography.Text> : null}
      </Flex>
      <ConfigProvider theme={ENTITLEMENT_TABLE_THEME}>
        <ListTable<Entitlement, EntitlementSortKey>
          columns={columns}
          rows={rows}
          rowKey={(row) => row.entitlementId}
          loading={preview.isLoading}
          total={preview.data ? rows.length : undefined}
          settled={preview.isSuccess && !reading}
          state={tableState}
          setState={setTableState}
          error={preview.error}
          onRetry={() => void (pages.length > 0 ? fetchNextPage() : preview.refetch())}
        />
      </ConfigProvider>
    </section>
  );
}
