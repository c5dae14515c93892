import type { SaveOffer, SaveOfferBody } from '../../../shared/contracts/save-offers';
import {
  type EffectiveDate,
  EXTEND_DAYS_DEFAULT,
  type SaveOfferStage,
  type SaveOfferType,
  TYPE_FIELDS,
} from '../../../shared/domain/save-offer';

/**
 * The add/edit form's values, named as the body names them (a refusal's field names a form field).
 * `promotion_code` is the Promotion type's base-price promotion or the Switch plan type's plan
 * promotion; changing the type clears it.
 */
export interface SaveOfferFormValues {
  cancel_reason_code?: string;
  applied_stages?: SaveOfferStage[];
  applied_base_price_ids?: number[];
  type?: SaveOfferType;
  promotion_code?: string | null;
  switch_to_plan_pid?: string | null;
  effective_date?: EffectiveDate | null;
  extend_days?: number | null;
  title?: { en?: string; es?: string };
  description?: { en?: string; es?: string };
}

/** SO-FORM-15: extend days starts at 10. */
export const emptySaveOfferForm = (): SaveOfferFormValues => ({
  applied_stages: [],
  applied_base_price_ids: [],
  promotion_code: null,
  switch_to_plan_pid: null,
  effective_date: null,
  extend_days: EXTEND_DAYS_DEFAULT,
  title: { en: '', es: '' },
  description: { en: '', es: '' },
});

export const saveOfferToForm = (offer: SaveOffer): SaveOfferFormValues => ({
  cancel_reason_code: offer.cancel_reason.code,
  applied_stages: offer.applied_stages,
  applied_base_price_ids: offer.applied_base_prices.map((p) => p.id),
  type: offer.type,
  promotion_code: offer.promotion?.code ?? null,
  switch_to_plan_pid: offer.switch_to_plan?.pid ?? null,
  effective_date: offer.effective_date,
  extend_days: offer.extend_days ?? EXTEND_DAYS_DEFAULT,
  title: { ...offer.title },
  description: { ...offer.description },
});

/** SO-FORM-17: the payload; only the type's own fields, texts trimmed (MKT-06). */
export function saveOfferFormToBody(values: SaveOfferFormValues): SaveOfferBody {
  const own = values.type ? TYPE_FIELDS[values.type] : [];
  const body: SaveOfferBody = {
    cancel_reason_code: values.cancel_reason_code ?? '',
    applied_stages: values.applied_stages ?? [],
    applied_base_price_ids: values.applied_base_price_ids ?? [],
    type: values.type ?? null,
    title: { en: (values.title?.en ?? '').trim(), es: (values.title?.es ?? '').trim() },
    description: { en: values.description?.en ?? '', es: values.description?.es ?? '' },
  };
  if (own.includes('promotion_code')) body.promotion_code = values.promotion_code?.trim() || null;
  if (own.includes('switch_to_plan_pid')) body.switch_to_plan_pid = values.switch_to_plan_pid ?? null;
  if (own.includes('effective_date')) body.effective_date = values.effective_date ?? null;
  if (own.includes('extend_days')) body.extend_days = values.extend_days ?? null;
  return body;
}
