import { Button, Space } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createSaveOffer, type SaveOfferListItem, updateCancelReasons } from '../../../shared/contracts/save-offers';
import { SAVE_OFFER_STAGE_LABELS, SAVE_OFFER_TYPE_LABELS } from '../../../shared/domain/save-offer';
import { usePermissions } from '../../auth/session';
import { modifiedAtColumn } from '../../components/DateTime';
import { removableTags } from '../../components/FilterTags';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, storePage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { AdvancedSearch } from './AdvancedSearch';
import {
  advancedValues,
  CLEARED_FILTERS,
  filterTags,
  SAVE_OFFER_LIST_URL,
  type SaveOfferListState,
  toSaveOfferListParams,
} from './list-url';
import { useAllBasePriceNames, useSaveOffers } from './queries';
import { SAVE_OFFER_ADD_PATH, saveOfferPath } from './texts';

const loadModal = () => import('./CancelReasonModal');
const CancelReasonModal = lazy(loadModal);

type SortKey = SaveOfferListState['sortKey'];

/** SO-LIST-06: the list's columns; 'Modified at' sorts, newest first by default. */
const COLUMNS: ListColumn<SaveOfferListItem, SortKey>[] = [
  {
    key: 'cancelReason',
    title: 'Applied cancel reason',
    kind: 'text',
    text: (row) => row.cancel_reason.description.en,
    link: true,
  },
  {
    key: 'stages',
    title: 'Applied stage',
    kind: 'text',
    text: (row) => row.applied_stages.map((s) => SAVE_OFFER_STAGE_LABELS[s]).join(', '),
  },
  {
    key: 'basePrices',
    title: 'Applied base price',
    kind: 'text',
    text: (row) => row.applied_base_prices.map((p) => p.name).join(', '),
  },
  { key: 'type', title: 'Save offer type', kind: 'text', text: (row) => SAVE_OFFER_TYPE_LABELS[row.type] },
  modifiedAtColumn(),
];

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: 'Search applied cancel reason',
  placeholder: 'Search applied cancel reason',
  maxLength: 100,
  width: 320,
  blur: 'apply',
  button: true,
};

/** /marketing/save-offer: the save offer list (SO-LIST-01..09, PERM-SO-01/02/05). */
export default function SaveOfferListPage() {
  const [state, setState] = useUrlState(SAVE_OFFER_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [configuring, setConfiguring] = useState(false);

  const params = useMemo(() => toSaveOfferListParams(state), [state]);
  const list = useSaveOffers(params);
  // Base price names for the tags: the rows name theirs; the full list only when a filter names one.
  const allPrices = useAllBasePriceNames(state.basePriceIds.length > 0);
  const basePriceName = (id: number) =>
    allPrices.data?.data.find((p) => p.id === id)?.name ??
    list.data?.data.flatMap((r) => r.applied_base_prices).find((p) => p.id === id)?.name;
  const tags = filterTags(state, basePriceName);

  // SO-LIST-02: trimmed, applied on Enter or blur (when it changed).
  const applySearch = (text: string) => {
    if (text !== state.cancelReason) setState({ cancelReason: text, page: 1 });
  };

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            {can(updateCancelReasons.permission) ? (
              <Button
                onMouseEnter={() => void loadModal()}
                onFocus={() => void loadModal()}
                onClick={() => setConfiguring(true)}
              >
                Configure cancel reason
              </Button>
            ) : null}
            {can(createSaveOffer.permission) ? (
              <Button type="primary" onClick={() => navigate(SAVE_OFFER_ADD_PATH)}>
                + Add new save offer
              </Button>
            ) : null}
          </Space>
        }
      >
        <span id="page-title">Save Offer list</span>
      </PageTitle>
      <ListToolbar
        search={{ ...SEARCH, value: state.cancelReason, onSearch: applySearch }}
        advanced={
          <AdvancedSearch initial={advancedValues(state)} onSearch={(values) => setState({ ...values, page: 1 })} />
        }
        onRefresh={() => void list.refetch()}
        tags={removableTags(tags, setState, CLEARED_FILTERS)}
      />
      <ListTable<SaveOfferListItem, SortKey>
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listQueryProps(list, storePage)}
        state={state}
        setState={setState}
        rowHref={(row) => saveOfferPath(row.id)}
      />
      {configuring ? (
        <Suspense fallback={null}>
          <CancelReasonModal open onClose={() => setConfiguring(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
