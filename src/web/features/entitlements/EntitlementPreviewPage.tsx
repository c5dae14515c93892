import { Input, Select } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { PREVIEW_DEBOUNCE_MS } from '../../../shared/domain/entitlement';
import { removableTags } from '../../components/FilterTags';
import { ListToolbar } from '../../components/ListToolbar';
import { languageChoices } from '../../components/language-choices';
import { listQueryProps, portalPage } from '../../components/list-query';
import type { ListTableState } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import { useUrlState } from '../../components/useUrlState';
import { EntitlementTable } from './EntitlementTable';
import {
  CLEARED_FILTERS,
  ENTITLEMENT_PREVIEW_URL,
  type EntitlementFilters,
  type EntitlementSortKey,
  filterTags,
  PURCHASE_TYPE_OPTIONS,
  previewTableState,
  previewUrlPatch,
  toPreviewParams,
} from './list-url';
import { usePreviewPage } from './preview-pages';
import { useEntitlementLanguages } from './queries';
import { SourceStatusFilters } from './SourceStatusFilters';

const CreatedRangePicker = lazy(() => import('./CreatedRangePicker'));

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
 * /entitlements/preview (checklist 5.2). ENT-PREV-04 (decided): the same rows, columns and permission
 * (view:entitlement_menu) as /entitlements, opened from it with its filters, sort and page size; its
 * filters apply as they change (text 500 ms after the last key); the server pages it as the list (one
 * pager, 'Total N items'), its reads one after another (ENT-PREV-03); sort in the URL as `sort`/`order`.
 */
export default function EntitlementPreviewPage() {
  const [state, setState] = useUrlState(ENTITLEMENT_PREVIEW_URL);
  const languages = languageChoices(useEntitlementLanguages());

  const wanted = useMemo(() => toPreviewParams(state), [state]);
  const { list, behind } = usePreviewPage(wanted);
  const table = listQueryProps(list, portalPage);

  const tableState = previewTableState(state);
  const setTableState = (patch: Partial<ListTableState<EntitlementSortKey>>, options?: { replace?: boolean }) =>
    setState(previewUrlPatch(patch), options);
  // A filter changed: back to the first page.
  const filter = useCallback(
    (patch: Partial<EntitlementFilters>, options?: { replace?: boolean }) => setState({ ...patch, page: 1 }, options),
    [setState],
  );

  const tags = filterTags(state, languages.nameOf);
  const setEmail = useCallback((email: string) => filter({ email }, { replace: true }), [filter]);
  const setIsbn = useCallback((isbn: string) => filter({ isbn }, { replace: true }), [filter]);

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
              onChange={(patch) => filter(patch)}
              widths={[200, 180]}
            />
            <Suspense fallback={<Input disabled placeholder="Created from – to" style={{ width: 260 }} />}>
              <CreatedRangePicker value={state} onChange={filter} />
            </Suspense>
            <Select<'true' | 'false'>
              aria-label="Purchase type"
              allowClear
              placeholder="Any purchase type"
              options={PURCHASE_TYPE_OPTIONS}
              value={state.isSubscription === undefined ? undefined : state.isSubscription ? 'true' : 'false'}
              onChange={(value) => filter({ isSubscription: value === undefined ? undefined : value === 'true' })}
              style={{ width: 180 }}
            />
            <Select<number>
              aria-label="Language"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={languages.loading}
              placeholder="All languages"
              options={languages.languages.map((l) => ({ value: l.id, label: l.name }))}
              value={state.languageId}
              onChange={(languageId) => filter({ languageId })}
              style={{ width: 180 }}
            />
          </>
        }
        onRefresh={() => void list.refetch()}
        tags={removableTags(tags, setState, CLEARED_FILTERS)}
      />
      <EntitlementTable
        {...table}
        loading={table.loading || behind}
        settled={table.settled && !behind}
        state={tableState}
        setState={setTableState}
      />
    </section>
  );
}
