import { asc, eq, sql } from 'drizzle-orm';
import type { Subscription } from '../../../shared/contracts/subscriptions';
import { fromMinor } from '../../../shared/domain/money';
import { pickFields } from '../../../shared/domain/pick';
import {
  allowedSubscriptionActions,
  SUBSCRIPTION_MESSAGES,
  subscriptionStateOf,
} from '../../../shared/domain/subscription';
import {
  addDays,
  chargeMinor,
  displayedOf,
  type EngineSubscription,
  SUBSCRIPTION_FIELDS,
  type SubscriptionFields,
} from '../../../shared/domain/subscription-effect';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { notFound } from '../../errors';
import { customer, paymentMethod } from '../customers';
import { ecomPlan } from '../ecom-products';
import { billingPlan, currency } from '../reference';
import { billingSubscription } from './tables';

/**
 * A customer's subscriptions as the billing engine answers them (API-S-17), in one statement: the
 * customer by Auth0 id, its subscriptions with their plan, billing plan, currency symbol and payment
 * method. The wire's displayed status and actions come from the shared rules.
 */

export type SubscriptionRow = typeof billingSubscription.$inferSelect;

/** A subscription row with what its wire shape shows of other tables. */
export interface SubscriptionView extends SubscriptionRow {
  pid: string | null;
  planTitle: string | null;
  billingPlanId: number | null;
  billingPlanName: string | null;
  currencySymbol: string | null;
  cardType: string | null;
  accountLast4: string | null;
  country: string | null;
}

const viewColumns = {
  pid: ecomPlan.pid,
  planTitle: ecomPlan.name,
  billingPlanId: billingPlan.id,
  billingPlanName: billingPlan.name,
  currencySymbol: currency.symbol,
  cardType: paymentMethod.cardType,
  accountLast4: paymentMethod.accountLast4,
  country: paymentMethod.country,
};

/** The select of subscriptions with their view columns (callers add the where). */
export const selectViews = (db: Db) =>
  db
    .select({ subscription: billingSubscription, ...viewColumns })
    .from(billingSubscription)
    .leftJoin(ecomPlan, eq(ecomPlan.id, billingSubscription.planId))
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .leftJoin(currency, eq(currency.code, billingSubscription.currencyCode))
    .leftJoin(paymentMethod, eq(paymentMethod.id, billingSubscription.paymentMethodId));

type ViewSelect = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
export const toView = (r: ViewSelect): SubscriptionView => {
  const { subscription, ...rest } = r;
  return { ...subscription, ...rest };
};

/** The engine's own fields of a row (the audit snapshot of a change). */
export const fieldsOf = (row: SubscriptionRow): SubscriptionFields => {
  const fields = pickFields(row, SUBSCRIPTION_FIELDS);
  return { ...fields, status: fields.status as SubscriptionFields['status'], discount: fields.discount ?? null };
};

/** What the shared engine functions read of a row. */
export const engineOf = (row: SubscriptionRow): EngineSubscription => ({
  ...fieldsOf(row),
  source: row.source,
  startAt: row.startAt,
  priceMinor: row.priceMinor,
  currencyCode: row.currencyCode,
  period: { cycle: row.periodCycle === 'year' ? 'year' : 'month', quantity: row.periodQuantity },
});

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** SUB-DISP-03: the account masked to its last 4 digits. */
const masked = (last4: string) => `************${last4}`;

/** The wire's subscription (snake_case, API-S-17). */
export function toSubscription(view: SubscriptionView): Subscription {
  const engine = engineOf(view);
  const state = subscriptionStateOf({
    status: view.status,
    source: view.source,
    gracePeriodEndDate: view.graceEndAt,
    freeTrialEndDate: view.trialEndAt,
  });
  const symbol = view.currencySymbol ?? view.currencyCode;
  return {
    subscription_id: view.subscriptionId,
    title: view.title,
    status: view.status,
    displayed_status: displayedOf(engine),
    source: view.source,
    pid: view.pid,
    plan_id: view.planId,
    plan_title: view.planTitle,
    billing_plan:
      view.billingPlanId !== null && view.billingPlanName !== null
        ? { id: view.billingPlanId, name: view.billingPlanName }
        : null,
    payment_method:
      view.accountLast4 !== null
        ? {
            card_type: view.cardType,
            account: masked(view.accountLast4),
            billing_address: { country: view.country ?? '' },
          }
        : null,
    start_date: view.startAt.toISOString(),
    end_date: iso(view.endAt),
    next_billing: view.nextBillingAt
      ? {
          date: view.nextBillingAt.toISOString(),
          amount: fromMinor(chargeMinor(engine), view.currencyCode),
          currency_symbol: symbol,
          currency_code: view.currencyCode,
        }
      : null,
    paused_start_date: iso(view.pausedStartAt),
    pause_end_date:
      view.pausedStartAt && view.pausedDays !== null
        ? addDays(view.pausedStartAt, view.pausedDays).toISOString()
        : null,
    grace_period_end_date: iso(view.graceEndAt),
    free_trial_end_date: iso(view.trialEndAt),
    actions: allowedSubscriptionActions(state),
    rowVersion: view.rowVersion,
  };
}

/** A customer's subscriptions, named: planned once per connection (db/prepared.ts). */
const subscriptionsOfCustomer = preparedPer((db) =>
  selectViews(db)
    .rightJoin(customer, eq(customer.id, billingSubscription.customerId))
    .where(eq(customer.auth0Id, sql.placeholder('auth0Id')))
    .orderBy(asc(billingSubscription.id))
    .prepare('subscriptions_of_customer'),
);

/** GET /subscriptions?auth0Id= (API-S-17), one statement: 404 for an unknown customer; oldest first. */
export async function listSubscriptions(db: Db, auth0Id: string): Promise<Subscription[]> {
  const rows = await subscriptionsOfCustomer(db).execute({ auth0Id });
  if (rows.length === 0) throw notFound(SUBSCRIPTION_MESSAGES.customerNotFound(auth0Id));
  return rows.flatMap(({ subscription, ...rest }) =>
    subscription ? [toSubscription({ ...subscription, ...rest })] : [],
  );
}
