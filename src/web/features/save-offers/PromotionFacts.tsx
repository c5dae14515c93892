import type { SaveOfferPromotion } from '../../../shared/contracts/promotion-lookups';
import { DISCOUNT_TYPE_LABELS, discountText, durationText } from '../../../shared/domain/promotion';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';

/** SO-FORM-11, SO-DET-05: a promotion's facts: duration, countries, promotion type, discount. */
export function promotionFactFields(promotion: SaveOfferPromotion, withCode: boolean): ReadOnlyField[] {
  return [
    ...(withCode ? [{ key: 'code', label: 'Promotion code', value: promotion.code }] : []),
    { key: 'duration', label: 'Duration', value: durationText(promotion.duration) },
    {
      key: 'countries',
      label: 'Country/Region',
      value: promotion.applied_countries.length
        ? promotion.applied_countries.map((c) => c.name).join(', ')
        : 'All countries and regions',
    },
    { key: 'promotionType', label: 'Promotion type', value: DISCOUNT_TYPE_LABELS[promotion.discount_type] },
    { key: 'discount', label: 'Discount', value: discountText(promotion) },
  ];
}

export function PromotionFacts({ promotion }: { promotion: SaveOfferPromotion }) {
  return <ReadOnlyFields label="Promotion facts" fields={promotionFactFields(promotion, false)} />;
}
