import { and, asc, eq, sql } from 'drizzle-orm';
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

/** The same with only the columns the wire reads (lists and previews: less to parse); callers add the where. */
const selectWire = (db: Db) =>
  db
    .select({ ...wireColumns, ...viewColumns })
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

/** The columns of a subscription its wire shape reads (the list selects only these: less to parse). */
const wireColumns = {
  subscriptionId: billingSubscription.subscriptionId,
  title: billingSubscription.title,
  status: billingSubscription.status,
  source: billingSubscription.source,
  planId: billingSubscription.planId,
  currencyCode: billingSubscription.currencyCode,
  priceMinor: billingSubscription.priceMinor,
  periodCycle: billingSubscription.periodCycle,
  periodQuantity: billingSubscription.periodQuantity,
  startAt: billingSubscription.startAt,
  endAt: billingSubscription.endAt,
  nextBillingAt: billingSubscription.nextBillingAt,
  billingDay: billingSubscription.billingDay,
  trialEndAt: billingSubscription.trialEndAt,
  graceEndAt: billingSubscription.graceEndAt,
  pausedStartAt: billingSubscription.pausedStartAt,
  pausedDays: billingSubscription.pausedDays,
  discount: billingSubscription.discount,
  rowVersion: billingSubscription.rowVersion,
};
type WireRow = Pick<SubscriptionRow, keyof typeof wireColumns>;
/** What the wire shape reads: the row's wire columns and the view columns. */
export type WireView = WireRow & Omit<SubscriptionView, keyof SubscriptionRow>;

/** The engine's own fields of a row (the audit snapshot of a change). */
export const fieldsOf = (row: WireRow): SubscriptionFields => {
  const fields = pickFields(row, SUBSCRIPTION_FIELDS);
  return { ...fields, status: fields.status as SubscriptionFields['status'], discount: fields.discount ?? null };
};

/** What the shared engine functions read of a row. */
export const engineOf = (row: WireRow): EngineSubscription => ({
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
export function toSubscription(view: WireView): Subscription {
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

/**
 * A customer's subscriptions with only the columns the wire reads, named: planned once per connection
 * (db/prepared.ts). A customer without subscriptions is one row without a subscription id.
 */
const subscriptionsOfCustomer = preparedPer((db) =>
  selectWire(db)
    .rightJoin(customer, eq(customer.id, billingSubscription.customerId))
    .where(eq(customer.auth0Id, sql.placeholder('auth0Id')))
    .orderBy(asc(billingSubscription.id))
    .prepare('subscriptions_of_customer'),
);

/** The subscription `subscriptionId` of the customer `auth0Id` (placeholders of a named statement). */
export const oneOfCustomer = and(
  eq(billingSubscription.subscriptionId, sql.placeholder('subscriptionId')),
  eq(customer.auth0Id, sql.placeholder('auth0Id')),
);

/** One subscription of a customer with only the columns the wire reads (a preview), named. */
const wireOfCustomer = preparedPer((db) =>
  selectWire(db)
    .innerJoin(customer, eq(customer.id, billingSubscription.customerId))
    .where(oneOfCustomer)
    .prepare('subscription_wire_of_customer'),
);

/** What the wire reads of one subscription of a customer; 404 when it is not theirs. */
export async function wireViewOf(db: Db, target: { subscriptionId: string; auth0Id: string }): Promise<WireView> {
  const [row] = await wireOfCustomer(db).execute(target);
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound(target.subscriptionId));
  return row as WireView;
}

/** GET /subscriptions?auth0Id= (API-S-17), one statement: 404 for an unknown customer; oldest first. */
export async function listSubscriptions(db: Db, auth0Id: string): Promise<Subscription[]> {
  const rows = await subscriptionsOfCustomer(db).execute({ auth0Id });
  if (rows.length === 0) throw notFound(SUBSCRIPTION_MESSAGES.customerNotFound(auth0Id));
  return rows.flatMap((row) => (row.subscriptionId === null ? [] : [toSubscription(row as WireView)]));
}
