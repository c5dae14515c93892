import { eq } from 'drizzle-orm';
import type { PreviewedAction, Subscription, SubscriptionPreview } from '../../../shared/contracts/subscriptions';
import { fromMinor } from '../../../shared/domain/money';
import {
  EXTEND_DAYS_REQUIRED,
  REVOKE_EXTRA_PERMISSION,
  SUBSCRIPTION_LIFECYCLE,
  SUBSCRIPTION_MESSAGES,
  subscriptionActionRefusal,
  subscriptionStateOf,
} from '../../../shared/domain/subscription';
import {
  type ActionInput,
  type SubscriptionEffect,
  type SubscriptionFields,
  subscriptionEffect,
} from '../../../shared/domain/subscription-effect';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import type { Clock } from '../../deps';
import { forbidden, invalid, notFound, refused, stale } from '../../errors';
import { customer } from '../customers';
import { applyTransition } from '../lifecycle';
import { redeemForSubscription } from '../promotions';
import { type CouponAsk, codeDiscount } from './subscription-coupons';
import { SUBSCRIPTION_ENTITY } from './subscription-entity';
import {
  engineOf,
  fieldsOf,
  oneOfCustomer,
  type SubscriptionRow,
  type SubscriptionView,
  selectViews,
  toSubscription,
  toView,
  type WireView,
  wireViewOf,
} from './subscription-read';
import { afterChange } from './subscription-write';
import { billingSubscription } from './tables';

/**
 * The staff actions on a subscription (API-S-18..22) and their preview. Both compute what happens with
 * the one `subscriptionEffect` (src/shared/domain/subscription-effect.ts); the action applies it through
 * the kernel's `applyTransition` (row lock, the action table's refusal, status and version, audit entry),
 * with what it bills written as a transaction and the entitlement following, in one transaction.
 */

export interface SubscriptionTarget {
  /** The provider's id ('sub_…'). */
  subscriptionId: string;
  auth0Id: string;
  /** The source the caller believes the subscription has (the spec's `source` query; apply-coupon has none). */
  source?: string;
}

/** One subscription of a customer with its view columns, named: planned once per connection. */
const subscriptionOfCustomer = preparedPer((db) =>
  selectViews(db)
    .innerJoin(customer, eq(customer.id, billingSubscription.customerId))
    .where(oneOfCustomer)
    .prepare('subscription_of_customer'),
);

export async function viewOf(db: Db, target: SubscriptionTarget) {
  const [row] = await subscriptionOfCustomer(db).execute({
    subscriptionId: target.subscriptionId,
    auth0Id: target.auth0Id,
  });
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound(target.subscriptionId));
  return toView(row);
}

const stateOf = (row: Pick<SubscriptionRow, 'status' | 'source' | 'graceEndAt' | 'trialEndAt'>) =>
  subscriptionStateOf({
    status: row.status,
    source: row.source,
    gracePeriodEndDate: row.graceEndAt,
    freeTrialEndDate: row.trialEndAt,
  });

/** The source named must be the subscription's own (a stale screen must not act on another's rules). */
function checkSource(row: Pick<SubscriptionRow, 'source'>, target: SubscriptionTarget) {
  if (target.source !== undefined && row.source.toLowerCase() !== target.source.toLowerCase())
    throw refused(SUBSCRIPTION_MESSAGES.sourceMismatch(target.subscriptionId, row.source));
}

/**
 * What an action does beyond the subscription's own fields, in its transaction: `prepare` (after the
 * version is read, before the row is written) may add to the action's input and refuse; `after` runs
 * once the row is written and may name the subscription the answer shows (restart: the new one).
 */
export interface ActionHooks {
  prepare?: (
    tx: Db,
    view: SubscriptionView,
    now: Date,
  ) => Promise<{ input?: Partial<ActionInput>; after?: (tx: Db, row: SubscriptionRow) => Promise<string | undefined> }>;
}

/** Apply promo code: the code's discount (refused before anything is written), redeemed once written. */
export const couponHooks = (ask: CouponAsk): ActionHooks => ({
  async prepare(tx, view, now) {
    const code = await codeDiscount(tx, view, ask, now);
    return {
      input: { discount: code.discount },
      after: async (written, row) => {
        await redeemForSubscription(written, code.promotion, row.customerId, now);
        return undefined;
      },
    };
  },
});

/** SUB-PRO-02: a preview of apply promo code names the code and the country. */
function couponAsk(coupon: Partial<CouponAsk> | undefined): CouponAsk {
  if (!coupon?.code) throw invalid('code', "'Promo code' is required");
  if (!coupon.country) throw invalid('applyCountry', "'Country' is required");
  return { code: coupon.code, country: coupon.country };
}

/** SUB-ACT-13: revoking (and its preview) also needs the refund permission. */
function checkRevokePermission(action: PreviewedAction | 'restart', actor: Principal) {
  if (action === 'revokeEntitlement' && !actor.permissions.includes(REVOKE_EXTRA_PERMISSION))
    throw forbidden(SUBSCRIPTION_MESSAGES.revokeNeedsRefund);
}

/** The columns an effect writes. */
const columnsOf = (set: Partial<SubscriptionFields>): Partial<WireView> => set as Partial<WireView>;

/** The preview of an action: what the action would do now, by the same computation (409 when refused). */
export async function previewAction(
  db: Db,
  target: SubscriptionTarget,
  action: PreviewedAction,
  input: ActionInput,
  actor: Principal,
  clock: Clock,
  coupon?: Partial<CouponAsk>,
): Promise<SubscriptionPreview> {
  checkRevokePermission(action, actor);
  const ask = action === 'applyPromoCode' ? couponAsk(coupon) : null;
  if (action === 'pause' && input.pausedDays === undefined) throw invalid('paused_days', 'is required');
  if (action === 'extendBillingDate' && input.extendDays === undefined)
    throw invalid('extend_days', EXTEND_DAYS_REQUIRED);
  const view = await wireViewOf(db, target);
  checkSource(view, target);
  const reason = subscriptionActionRefusal(action, stateOf(view));
  if (reason) throw refused(reason);
  const now = clock.now();
  const discount = ask ? (await codeDiscount(db, view, ask, now)).discount : undefined;
  const effect = subscriptionEffect(action, engineOf(view), discount ? { ...input, discount } : input, now);
  return previewOf(action, effect, toSubscription({ ...view, ...columnsOf(effect.set) }), view.currencyCode);
}

function previewOf(
  action: PreviewedAction,
  effect: SubscriptionEffect,
  after: Subscription,
  currencyCode: string,
): SubscriptionPreview {
  return {
    action,
    effective_date: effect.effectiveAt.toISOString(),
    access_ends_date: effect.accessEndsAt ? effect.accessEndsAt.toISOString() : null,
    billed_today:
      effect.billedTodayMinor === null
        ? null
        : {
            amount: fromMinor(effect.billedTodayMinor, currencyCode),
            currency_symbol: after.next_billing?.currency_symbol ?? currencyCode,
            currency_code: currencyCode,
          },
    after,
  };
}

/**
 * One staff action: the row locked, the version checked (If-Match), the source and the action table
 * checked, the effect written with its audit entry, a billing written as a transaction, the entitlement
 * moved with it. Answers the subscription as written.
 */
export async function applyAction(
  db: Db,
  target: SubscriptionTarget,
  action: PreviewedAction | 'restart',
  input: ActionInput,
  ifMatch: number,
  actor: Principal,
  clock: Clock,
  hooks: ActionHooks = {},
): Promise<Subscription> {
  checkRevokePermission(action, actor);
  const found = await viewOf(db, target);
  const now = clock.now();
  const effects = new Map<number, SubscriptionEffect>();
  let answered = target.subscriptionId;
  await db.transaction(async (tx) => {
    const prepared = (await hooks.prepare?.(tx, found, now)) ?? {};
    const asked = { ...input, ...prepared.input };
    const [row] = await applyTransition(tx, {
      lifecycle: SUBSCRIPTION_LIFECYCLE,
      action,
      ctx: null,
      table: billingSubscription,
      ids: [found.id],
      notFound: () => SUBSCRIPTION_MESSAGES.notFound(target.subscriptionId),
      beforeCheck: async (_locked, rows: SubscriptionRow[]) => {
        const [current] = rows;
        if (!current) return;
        if (current.rowVersion !== ifMatch)
          throw stale(SUBSCRIPTION_MESSAGES.stale(target.subscriptionId), toSubscription({ ...found, ...current }));
        checkSource(current, target);
      },
      stateOf,
      set: (before: SubscriptionRow) => {
        const effect = subscriptionEffect(action, engineOf(before), asked, now);
        effects.set(before.id, effect);
        return { ...effect.set, updatedAt: now };
      },
      audit: (before, after) => ({
        entityType: SUBSCRIPTION_ENTITY,
        entityId: before.subscriptionId,
        before: fieldsOf(before),
        after: fieldsOf(after),
      }),
      actor,
      now,
    });
    if (!row) throw new Error('subscription not written');
    const billedMinor = effects.get(row.id)?.billedTodayMinor ?? null;
    await afterChange(
      tx,
      row,
      {
        billed: billedMinor === null ? null : { amountMinor: billedMinor, kind: 'resume' },
        revoked: action === 'revokeEntitlement',
      },
      now,
    );
    // After the row's own consequences: a restart's new subscription takes the entitlement over.
    answered = (await prepared.after?.(tx, row)) ?? target.subscriptionId;
  });
  return toSubscription(await viewOf(db, { ...target, subscriptionId: answered }));
}
