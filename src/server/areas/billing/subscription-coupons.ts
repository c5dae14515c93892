import { eq } from 'drizzle-orm';
import type { SubscriptionCoupon } from '../../../shared/contracts/subscriptions';
import { fromMinor } from '../../../shared/domain/money';
import type { DurationUnit } from '../../../shared/domain/promotion';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/domain/subscription';
import { type AppliedDiscount, type CouponFacts, discountOfCoupon } from '../../../shared/domain/subscription-effect';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../errors';
import { ecomPlan } from '../ecom-products';
import { couponForPlan, couponsForPlan, type SubscriptionCouponRow } from '../promotions';
import { engineOf, type WireView } from './subscription-read';
import { billingSubscription } from './tables';

/**
 * Apply promo code (SUB-PRO, API-S-26/27): the codes a subscription may take, and what one does to it.
 * The promotions area says which promotions apply to the plan and redeems the code; billing turns the
 * promotion into the subscription's discount (discountOfCoupon) for the country staff chose.
 */

const DURATION_TYPES = { single_use: 'SINGLE_USE', forever: 'FOREVER', temporal: 'TEMPORAL' } as const;

function toCoupon(row: SubscriptionCouponRow): SubscriptionCoupon {
  return {
    code: row.code,
    codeUsage: row.codeUsage === 'bulk' ? 'bulk' : 'regular',
    discountType: row.discountType === 'amount_off' ? 'amount_off' : 'percentage_off',
    percent: row.percent,
    currencies: row.currencies.map((c) => ({
      currency: c.currency_code,
      amount: fromMinor(c.amount_minor, c.currency_code),
    })),
    duration: {
      type: DURATION_TYPES[row.durationType as keyof typeof DURATION_TYPES] ?? 'SINGLE_USE',
      limitTime:
        row.durationType === 'temporal' && row.durationAmount !== null && row.durationUnit !== null
          ? { amount: row.durationAmount, unit: row.durationUnit as DurationUnit }
          : null,
    },
    appliedCountries: row.countries.map((code) => ({ code })),
  };
}

/** GET /v2/subscriptions/{id}/coupons (API-S-26): 404 for an unknown subscription; none without a plan. */
export async function listSubscriptionCoupons(
  db: Db,
  subscriptionId: string,
  now: Date,
): Promise<SubscriptionCoupon[]> {
  const [found] = await db
    .select({ pid: ecomPlan.pid })
    .from(billingSubscription)
    .leftJoin(ecomPlan, eq(ecomPlan.id, billingSubscription.planId))
    .where(eq(billingSubscription.subscriptionId, subscriptionId));
  if (!found) throw notFound(SUBSCRIPTION_MESSAGES.notFound(subscriptionId));
  if (!found.pid) return [];
  return (await couponsForPlan(db, found.pid, now)).map(toCoupon);
}

/** What staff ask: a code for a country (ISO2). */
export interface CouponAsk {
  code: string;
  country: string;
}

/**
 * The promotion a code names for this subscription and the discount it gives, or the refusal (409): not a
 * code the plan may take now, not for the country chosen (SUB-PRO-03), or no amount in its currency.
 */
export async function codeDiscount(
  db: Db,
  view: WireView,
  ask: CouponAsk,
  now: Date,
): Promise<{ promotion: SubscriptionCouponRow; discount: AppliedDiscount }> {
  const promotion = view.pid ? await couponForPlan(db, ask.code, view.pid, now) : undefined;
  if (!promotion) throw refused(SUBSCRIPTION_MESSAGES.codeNotApplicable(ask.code));
  const country = ask.country.toUpperCase();
  if (promotion.countries.length > 0 && !promotion.countries.includes(country))
    throw refused(SUBSCRIPTION_MESSAGES.codeNotInCountry(promotion.code, country));
  const amount = promotion.currencies.find((c) => c.currency_code === view.currencyCode)?.amount_minor ?? null;
  if (promotion.percent === null && amount === null)
    throw refused(SUBSCRIPTION_MESSAGES.codeNoAmount(promotion.code, view.currencyCode));
  const facts: CouponFacts = {
    code: promotion.code,
    percent: promotion.percent,
    amountMinor: amount,
    durationType: promotion.durationType as CouponFacts['durationType'],
    durationAmount: promotion.durationAmount,
    durationUnit: promotion.durationUnit as CouponFacts['durationUnit'],
  };
  return { promotion, discount: discountOfCoupon(facts, engineOf(view).period) };
}
