import {
  DISCOUNT_TYPE_LABELS,
  discountText,
  PROMOTION_STATUS_LABELS,
  type PromotionDiscount,
  type PromotionStatus,
} from './promotion';
import { EMPTY } from './ui-texts';

/**
 * Choosing a promotion (issue 21 item 12): a plan's code, a save offer's. Apart from promotion.ts, so the
 * list pages, which read the statuses only, do not carry the pickers' rules.
 */

/**
 * Issue 21 item 12 (decided): a promotion can be chosen for a plan or a save offer only while it is
 * Redeemable (started, not ended, not maxed out): the one rule of the pickers and of the saves.
 */
export const isUsablePromotion = (status: PromotionStatus) => status === 'redeemable';

/** Why a promotion cannot be chosen now, or null. */
export function promotionNotUsable(code: string, status: PromotionStatus): string | null {
  return isUsablePromotion(status)
    ? null
    : `Promotion code ${code} is ${PROMOTION_STATUS_LABELS[status]}: choose a Redeemable one.`;
}

/** What a picker shows of a promotion: its code, status and discount. */
export interface PromotionChoice extends PromotionDiscount {
  code: string;
  status: PromotionStatus;
}

/**
 * A picker's label of a promotion: its code and its discount ('FLASH5 — 5% off', 'SAVE5 — USD 5.00 off',
 * 'BOGOFR — Buy one gift one'); one that can no longer be chosen says so ('FLASH5 — 5% off (Maxed out)').
 */
export function promotionChoiceLabel(p: PromotionChoice): string {
  const discount =
    p.discount_type === 'buy_one_gift_one' ? DISCOUNT_TYPE_LABELS.buy_one_gift_one : `${discountText(p)} off`;
  const label =
    discountText(p) === EMPTY && p.discount_type !== 'buy_one_gift_one' ? p.code : `${p.code} — ${discount}`;
  return isUsablePromotion(p.status) ? label : `${label} (${PROMOTION_STATUS_LABELS[p.status]})`;
}

/**
 * A promotion picker's options: the usable promotions of `list`, labelled; the chosen code stays when it
 * is no longer usable (or not listed), first, labelled from its facts (in `list`, else `known`), else
 * by its code alone.
 */
export function promotionChoices(
  list: readonly PromotionChoice[],
  chosen: string | null | undefined,
  known?: PromotionChoice | null,
): { value: string; label: string }[] {
  const options = list
    .filter((p) => isUsablePromotion(p.status))
    .map((p) => ({ value: p.code, label: promotionChoiceLabel(p) }));
  if (chosen && !options.some((o) => o.value === chosen)) {
    const facts = list.find((p) => p.code === chosen) ?? (known?.code === chosen ? known : null);
    options.unshift({ value: chosen, label: facts ? promotionChoiceLabel(facts) : chosen });
  }
  return options;
}
