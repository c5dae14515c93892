import { Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PromotionListItem } from '../../../shared/contracts/promotion-lookups';
import { createProviderPromotion } from '../../../shared/contracts/promotions';
import {
  CODE_USAGE_LABELS,
  CODE_USAGES,
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  PROMOTION_STATUS_LABELS,
  PROMOTION_STATUSES,
} from '../../../shared/domain/promotion';
import { usePermissions } from '../../auth/session';
import { type ColumnFilter, type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import type { SetListTableState } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { useUrlState } from '../../components/useUrlState';
import {
  listDiscountText,
  PROMOTION_LIST_URL,
  PROMOTION_SEARCH_MAX,
  type PromotionListState,
  type PromotionSortKey,
  searchPatch,
  tableStateOf,
  timeRangeParts,
  toPromotionListQuery,
  urlPatchOf,
} from './list-url';
import { PromotionStatusTag } from './PromotionStatusTag';
import './promotion-list.css';
import { promotionRowsOf, usePromotions } from './queries';
import { PROMOTION_ADD_PATH, promotionPath, PROMOTION_TEXTS as TEXTS } from './texts';

const STATUS_OPTIONS = PROMOTION_STATUSES.map((value) => ({ value, label: PROMOTION_STATUS_LABELS[value] }));
const USAGE_OPTIONS = CODE_USAGES.map((value) => ({ value, label: CODE_USAGE_LABELS[value] }));
/** PROMO-LIST-09: in the spec's order (amount off, buy one gift one, percentage off). */
const TYPE_OPTIONS = [...DISCOUNT_TYPES]
  .sort((a, b) => DISCOUNT_TYPE_LABELS[a].localeCompare(DISCOUNT_TYPE_LABELS[b]))
  .map((value) => ({ value, label: DISCOUNT_TYPE_LABELS[value] }));

/** PROMO-LIST-11: start, then 'to' the end (the placeholder for an open end), on two lines to fit 1280 px. */
function TimeRange({ row }: { row: PromotionListItem }) {
  const [start, end] = timeRangeParts(row.startAt, row.endAt);
  return (
    <span style={{ display: 'block', whiteSpace: 'nowrap', lineHeight: 1.4 }}>
      {start}
      <br />
      <span style={{ color: 'rgba(0, 0, 0, 0.55)' }}>to</span> {end}
    </span>
  );
}

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: TEXTS.searchPlaceholder,
  placeholder: TEXTS.searchPlaceholder,
  maxLength: PROMOTION_SEARCH_MAX,
  width: 380,
  blur: 'trim',
  button: true,
};

/** /marketing/promotion: the promotion list (PROMO-LIST-01..18, PERM-PROMO-01/02). */
export default function PromotionListPage() {
  const [state, setState] = useUrlState(PROMOTION_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();

  const query = useMemo(() => toPromotionListQuery(state), [state]);
  const list = usePromotions(query);
  // PROMO-LIST-16: a failed load shows no notification (the error state with Retry in place of the table).
  const answer = promotionRowsOf(list.data);

  const setTableState = useCallback<SetListTableState<PromotionSortKey>>(
    (patch, options) => setState(urlPatchOf(patch), options),
    [setState],
  );
  const setFilter = (patch: Partial<PromotionListState>) => setState({ ...patch, page: 1 });
  /** A column's header filter: the values offered, those the URL holds; a change goes back to page 1. */
  const headerFilter = (key: 'promotionType' | 'discountType', options: ColumnFilter['options']): ColumnFilter => ({
    options,
    value: state[key],
    onChange: (values) => setFilter({ [key]: values }),
  });

  // PROMO-LIST-03: trimmed (on blur too), applied on Enter.
  const applySearch = (text: string) => {
    const patch = searchPatch(state, text);
    if (patch) setState(patch);
  };

  const columns: ListColumn<PromotionListItem, PromotionSortKey>[] = [
    { key: 'name', title: 'Promotion name', kind: 'text', text: (row) => row.name, link: true },
    {
      key: 'basePrices',
      title: 'Applied base price',
      kind: 'text',
      // PROMO-LIST-05: buy one gift one applies to no base price (the placeholder).
      text: (row) => row.basePrices.map((p) => p.name).join(', '),
    },
    {
      key: 'status',
      title: 'Status',
      kind: 'status',
      width: 108,
      render: (row) => <PromotionStatusTag status={row.status} />,
    },
    {
      key: 'codeUsage',
      title: 'Code usage',
      kind: 'enum',
      width: 104,
      sort: 'promotionType',
      text: (row) => CODE_USAGE_LABELS[row.promotionType],
      filter: headerFilter('promotionType', USAGE_OPTIONS),
    },
    { key: 'code', title: 'Promotion code', kind: 'code', width: 132, text: (row) => row.code },
    {
      key: 'discountType',
      title: 'Promotion Type',
      kind: 'enum',
      width: 136,
      sort: 'discountType',
      text: (row) => DISCOUNT_TYPE_LABELS[row.discountType],
      filter: headerFilter('discountType', TYPE_OPTIONS),
    },
    { key: 'discount', title: 'Discount', kind: 'number', width: 100, sort: 'discount', text: listDiscountText },
    { key: 'timeRange', title: 'Time range', kind: 'date', width: 146, render: (row) => <TimeRange row={row} /> },
  ];

  return (
    <section aria-labelledby="page-title" className="promotion-list">
      <PageTitle
        extra={
          can(createProviderPromotion.permission) ? (
            <Button type="primary" onClick={() => navigate(PROMOTION_ADD_PATH)}>
              {TEXTS.addButton}
            </Button>
          ) : null
        }
      >
        <span id="page-title">{TEXTS.listTitle}</span>
      </PageTitle>
      <ListToolbar
        status={
          <StatusFilter
            multiple
            placeholder={TEXTS.statusPlaceholder}
            options={STATUS_OPTIONS}
            value={state.status}
            onChange={(status) => setFilter({ status })}
            width={280}
          />
        }
        search={{ ...SEARCH, value: state.searchText, onSearch: applySearch }}
        onRefresh={() => void list.refetch()}
      />
      <ListTable<PromotionListItem, PromotionSortKey>
        columns={columns}
        rows={answer?.list}
        rowKey={(row) => row.id}
        loading={list.isFetching}
        total={answer?.total}
        settled={list.isSuccess && !list.isPlaceholderData}
        state={tableStateOf(state)}
        setState={setTableState}
        rowHref={(row) => promotionPath(row.id, row.source)}
        error={list.error}
        onRetry={() => void list.refetch()}
        silentError
      />
    </section>
  );
}
