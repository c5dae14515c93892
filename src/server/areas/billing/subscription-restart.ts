import { and, eq } from 'drizzle-orm';
import type { RestartSummary, Subscription } from '../../../shared/contracts/subscriptions';
import { fromMinor } from '../../../shared/domain/money';
import {
  SUBSCRIPTION_MESSAGES,
  subscriptionActionRefusal,
  subscriptionStateOf,
} from '../../../shared/domain/subscription';
import { cardUsable } from '../../../shared/domain/subscription-clock';
import { restartedFields } from '../../../shared/domain/subscription-effect';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { notFound, refused } from '../../errors';
import { basePriceAmount } from '../base-prices';
import { paymentMethod } from '../customers';
import { ecomPlan } from '../ecom-products';
import { billingPlan, currency } from '../reference';
import { type ActionHooks, applyAction, viewOf } from './subscription-actions';
import type { SubscriptionView } from './subscription-read';
import { afterChange, newBillingId } from './subscription-write';
import { billingSubscription } from './tables';

/**
 * Restart (SUB-RST, API-S-28/29): a Canceled or Expired subscription is bought again as a new
 * subscription of the same plan, from today, at the plan's base price today in the subscription's
 * currency, billed today to the card on file. The order summary is what the restart will charge; it is
 * 'Product not found. Please make a new order.' (404) when the plan is no longer on sale or has no price
 * in that currency. Decided: no tax is computed here (tax 0, total = price).
 */

/** The plan and price a restart buys, or the spec's 404. */
async function restartOffer(db: Db, view: SubscriptionView) {
  const [offer] =
    view.planId === null
      ? []
      : await db
          .select({
            pid: ecomPlan.pid,
            name: ecomPlan.name,
            status: ecomPlan.status,
            billingPlanName: billingPlan.name,
            cycle: billingPlan.cycle,
            quantity: billingPlan.quantity,
            priceMinor: basePriceAmount.amountMinor,
            symbol: currency.symbol,
          })
          .from(ecomPlan)
          .innerJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
          .innerJoin(
            basePriceAmount,
            and(
              eq(basePriceAmount.basePriceId, ecomPlan.basePriceId),
              eq(basePriceAmount.currencyCode, view.currencyCode),
            ),
          )
          .innerJoin(currency, eq(currency.code, view.currencyCode))
          .where(eq(ecomPlan.id, view.planId));
  if (offer?.status !== 'active' || offer.cycle === null) throw notFound(SUBSCRIPTION_MESSAGES.productNotFound);
  return {
    ...offer,
    period: { cycle: offer.cycle === 'year' ? ('year' as const) : ('month' as const), quantity: offer.quantity ?? 1 },
  };
}

async function cardOf(db: Db, view: SubscriptionView) {
  if (view.paymentMethodId === null) return undefined;
  const [card] = await db.select().from(paymentMethod).where(eq(paymentMethod.id, view.paymentMethodId));
  return card;
}

function checkRestartable(view: SubscriptionView) {
  const reason = subscriptionActionRefusal(
    'restart',
    subscriptionStateOf({
      status: view.status,
      source: view.source,
      gracePeriodEndDate: view.graceEndAt,
      freeTrialEndDate: view.trialEndAt,
    }),
  );
  if (reason) throw refused(reason);
}

/** GET /v2/subscriptions/{id}/actions/restart (API-S-28): the order summary. */
export async function restartSummary(db: Db, subscriptionId: string, auth0Id: string): Promise<RestartSummary> {
  const view = await viewOf(db, { subscriptionId, auth0Id });
  checkRestartable(view);
  const offer = await restartOffer(db, view);
  const card = await cardOf(db, view);
  const price = fromMinor(offer.priceMinor, view.currencyCode);
  return {
    product_plan: { title: offer.name, pid: offer.pid },
    order_summary: {
      billing_plan: { name: offer.billingPlanName },
      currency: { symbol: offer.symbol, code: view.currencyCode },
      original_price: price,
      tax: 0,
      total: price,
    },
    payment_method: card
      ? {
          card_type: card.cardType,
          account: `************${card.accountLast4}`,
          expiration_date: card.expirationDate,
          billing_address: { postal_code: card.postalCode, country: card.country },
        }
      : null,
    rowVersion: view.rowVersion,
  };
}

/** POST /v2/subscriptions/{id}/actions/restart (API-S-29): the new subscription, billed today. */
export function restart(
  db: Db,
  subscriptionId: string,
  auth0Id: string,
  ifMatch: number,
  actor: Principal,
  clock: Clock,
): Promise<Subscription> {
  const hooks: ActionHooks = {
    async prepare(tx, view, now) {
      const offer = await restartOffer(tx, view);
      const card = await cardOf(tx, view);
      if (!card || !cardUsable(card.expirationDate, now)) throw refused(SUBSCRIPTION_MESSAGES.cardExpired);
      return {
        after: async (written, old) => {
          const [made] = await written
            .insert(billingSubscription)
            .values({
              subscriptionId: newBillingId('sub'),
              customerId: old.customerId,
              source: old.source,
              title: old.title,
              planId: old.planId,
              currencyCode: old.currencyCode,
              priceMinor: offer.priceMinor,
              periodCycle: offer.period.cycle,
              periodQuantity: offer.period.quantity,
              startAt: now,
              ...restartedFields(offer.period, now),
              paymentMethodId: old.paymentMethodId,
              entitlementId: old.entitlementId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!made) throw new Error('restarted subscription not written');
          await afterChange(written, made, { billed: { amountMinor: offer.priceMinor, kind: 'restart' } }, now);
          return made.subscriptionId;
        },
      };
    },
  };
  return applyAction(db, { subscriptionId, auth0Id }, 'restart', {}, ifMatch, actor, clock, hooks);
}
