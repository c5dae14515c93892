import { type listSaveOffers, SAVE_OFFER_ORDER_FIELDS } from '../../../shared/contracts/save-offers';
import {
  SAVE_OFFER_MAX_BASE_PRICES,
  SAVE_OFFER_STAGE_LABELS,
  SAVE_OFFER_STAGES,
  SAVE_OFFER_TYPE_LABELS,
  SAVE_OFFER_TYPES,
  type SaveOfferStage,
  type SaveOfferType,
} from '../../../shared/domain/save-offer';
import type { EndpointQueryInput } from '../../api/call';
import {
  idListField,
  listField,
  listPageFields,
  storeListQuery,
  textField,
  type UrlStateOf,
} from '../../components/url-state';

/** GET /v2/save-offers query (API-M-28), as the list sends it. */
export type SaveOfferListQuery = EndpointQueryInput<typeof listSaveOffers>;

/** SO-LIST-02..09 (SO-LIST-09 decided): the list's URL keys. */
export const SAVE_OFFER_LIST_URL = {
  ...listPageFields(SAVE_OFFER_ORDER_FIELDS, 'updated_at'),
  cancelReason: textField('', { max: 100 }),
  stages: listField(SAVE_OFFER_STAGES),
  basePriceIds: idListField(SAVE_OFFER_MAX_BASE_PRICES),
  types: listField(SAVE_OFFER_TYPES),
};
export type SaveOfferListState = UrlStateOf<typeof SAVE_OFFER_LIST_URL>;

/** URL state → GET /v2/save-offers query: the 1-based page as an offset, the search trimmed. */
export const toSaveOfferListParams = (state: SaveOfferListState) =>
  storeListQuery<SaveOfferListQuery>(state, {
    cancel_reason: state.cancelReason,
    applied_stages: state.stages,
    types: state.types,
    applied_base_price_ids: state.basePriceIds,
  });

/** The Advanced Search form's values (SO-LIST-03). */
export interface SaveOfferAdvancedValues {
  stages: SaveOfferStage[];
  basePriceIds: number[];
  types: SaveOfferType[];
}

export const advancedValues = (state: SaveOfferListState): SaveOfferAdvancedValues => ({
  stages: state.stages,
  basePriceIds: state.basePriceIds,
  types: state.types,
});

export interface FilterTag {
  key: string;
  label: string;
  remove: Partial<SaveOfferListState>;
}

/** SO-LIST-04: a removable tag per filter value; removing one goes back to page 1. */
export function filterTags(state: SaveOfferListState, basePriceName: (id: number) => string | undefined): FilterTag[] {
  const tags: FilterTag[] = [];
  if (state.cancelReason.trim()) {
    tags.push({
      key: 'cancelReason',
      label: `Cancel reason: ${state.cancelReason.trim()}`,
      remove: { cancelReason: '', page: 1 },
    });
  }
  for (const stage of state.stages) {
    tags.push({
      key: `stage-${stage}`,
      label: `Applied stage: ${SAVE_OFFER_STAGE_LABELS[stage]}`,
      remove: { stages: state.stages.filter((s) => s !== stage), page: 1 },
    });
  }
  for (const id of state.basePriceIds) {
    tags.push({
      key: `basePrice-${id}`,
      label: `Base price: ${basePriceName(id) ?? `#${id}`}`,
      remove: { basePriceIds: state.basePriceIds.filter((b) => b !== id), page: 1 },
    });
  }
  for (const type of state.types) {
    tags.push({
      key: `type-${type}`,
      label: `Save offer type: ${SAVE_OFFER_TYPE_LABELS[type]}`,
      remove: { types: state.types.filter((t) => t !== type), page: 1 },
    });
  }
  return tags;
}

export const CLEARED_FILTERS: Partial<SaveOfferListState> = {
  cancelReason: '',
  stages: [],
  basePriceIds: [],
  types: [],
  page: 1,
};
