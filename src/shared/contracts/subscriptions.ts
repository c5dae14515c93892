import { z } from 'zod';
import { AUTH0_ID_MAX, BILLING_ID_MAX, EMAIL_MAX } from '../domain/customer';
import { CODE_USAGES, DURATION_UNITS } from '../domain/promotion';
import {
  DISPLAYED_STATUSES,
  EXTEND_DAYS_REQUIRED,
  extendDaysError,
  PAUSED_DAYS,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_SOURCES,
} from '../domain/subscription';
import { defineEndpoint } from './endpoint';
import { text } from './fields';

/**
 * Subscriptions (spec 1 §3, §4, §7; checklist 6, API-S-17..22): the store admin API of the
 * Subscriptions tab, in the spec's snake_case, and the preview every action dialog shows before it is
 * confirmed (issue 22: computed by the same function that performs the action).
 */

const AREA = 'billing';

export const subscriptionActionSchema = z.enum(SUBSCRIPTION_ACTIONS);
export const subscriptionSourceSchema = z.enum(SUBSCRIPTION_SOURCES);

/** A billing provider's subscription id ('sub_…'). */
const subscriptionIdParam = () =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a subscription id (letters, digits, _ and -)')
    .max(BILLING_ID_MAX, `must be at most ${BILLING_ID_MAX} characters`);

const idParams = z.object({ id: subscriptionIdParam() });

/** SUB-DISP-03: the payment method; the account is masked to its last 4 digits. */
export const subscriptionPaymentMethodSchema = z.object({
  card_type: z.string().nullable(),
  account: z.string(),
  billing_address: z.object({ country: z.string() }),
});

/** SUB-DISP-02: next billing: the date and the amount in the currency's decimals. */
export const nextBillingSchema = z.object({
  date: z.string(),
  amount: z.number(),
  currency_symbol: z.string(),
  currency_code: z.string(),
});

/** API-S-17: one subscription, as the billing engine answers it (snake_case, the spec's fields and ours). */
export const subscriptionSchema = z.object({
  subscription_id: z.string(),
  title: z.string(),
  /** The raw status (SUB-DISP-07 derives what staff see). */
  status: z.string(),
  /** What staff see, derived by the shared rule (the tab derives the same from the fields). */
  displayed_status: z.enum(DISPLAYED_STATUSES),
  source: z.string(),
  pid: z.string().nullable(),
  /** The plan's id: the `{id}` of GET /variants/{id}/upsells and /downgrades (SUB-PLN-08 decided). */
  plan_id: z.number().int().nullable(),
  plan_title: z.string().nullable(),
  billing_plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  payment_method: subscriptionPaymentMethodSchema.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  next_billing: nextBillingSchema.nullable(),
  paused_start_date: z.string().nullable(),
  /** Decided: when a pause ends (the pause start plus its days). */
  pause_end_date: z.string().nullable(),
  grace_period_end_date: z.string().nullable(),
  free_trial_end_date: z.string().nullable(),
  /** SUB-ACT-11: the actions the subscription allows, from the shared action table. */
  actions: z.array(subscriptionActionSchema),
  /** The version an action names as If-Match. */
  rowVersion: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** API-S-17: `?auth0Id=`. */
export const subscriptionListQuery = z.object({ auth0Id: text(AUTH0_ID_MAX) });

/** API-S-18..21: the customer and the source, in the query. */
export const subscriptionActionQuery = z.object({
  auth0Id: text(AUTH0_ID_MAX),
  source: text(32),
});

/** SUB-PRO-02: a country's ISO2 code. */
function applyCountryParam() {
  return z.string({ error: "'Country' is required" }).regex(/^[A-Za-z]{2}$/, 'must be a country code (ISO2)');
}

const pausedDays = z
  .number({ error: `must be ${PAUSED_DAYS.join(' or ')}` })
  .refine((n) => PAUSED_DAYS.includes(n), `must be ${PAUSED_DAYS.join(' or ')}`);

/** SUB-EXT-01/02/06: the days, checked by the dialog's own rule (its texts word for word). */
const extendDays = z
  .number({ error: (issue) => (issue.input === undefined ? EXTEND_DAYS_REQUIRED : 'must be a number') })
  .superRefine((n, ctx) => {
    const problem = extendDaysError(n);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const pauseBody = z.object({ paused_days: pausedDays });
export const extendBody = z.object({ extend_days: extendDays, source: text(32) });
/** API-S-22 names the customer in the body's neighbourhood: the query carries it (decided). */
export const extendQuery = z.object({ auth0Id: text(AUTH0_ID_MAX) });

/** The actions with a preview and an effect of their own today. */
export const PREVIEWED_ACTIONS = [
  'cancel',
  'pause',
  'resume',
  'revokeEntitlement',
  'extendBillingDate',
  'applyPromoCode',
] as const;
export type PreviewedAction = (typeof PREVIEWED_ACTIONS)[number];

export const previewQuery = z.object({
  auth0Id: text(AUTH0_ID_MAX),
  source: text(32),
  /** pause: 30 or 60 (the preview of a pause needs it). */
  paused_days: z.coerce.number().pipe(pausedDays).optional(),
  /** extendBillingDate: 1 to 28 (the preview of an extension needs it). */
  extend_days: z.coerce.number().pipe(extendDays).optional(),
  /** applyPromoCode: the code and the country. */
  code: text(100).optional(),
  applyCountry: applyCountryParam().optional(),
});

/** What an action will do, before it is confirmed (the same computation as the action). */
export const subscriptionPreviewSchema = z.object({
  action: subscriptionActionSchema,
  /** When it takes effect. */
  effective_date: z.string(),
  /** When the customer loses access because of it; null: access continues. */
  access_ends_date: z.string().nullable(),
  /** What is billed now; null: nothing. */
  billed_today: z.object({ amount: z.number(), currency_symbol: z.string(), currency_code: z.string() }).nullable(),
  /** The subscription as it will be. */
  after: subscriptionSchema,
});
export type SubscriptionPreview = z.infer<typeof subscriptionPreviewSchema>;

const actionEndpoint = (name: string, action: string, summary: string) =>
  defineEndpoint({
    name,
    area: AREA,
    family: 'store',
    method: 'POST',
    path: `/subscriptions/:id/actions/${action}`,
    summary,
    permission: 'update:subscription',
    params: idParams,
    query: subscriptionActionQuery,
    response: subscriptionSchema,
    errors: [404, 409, 428],
    versioned: 'write',
  });

export const listSubscriptions = defineEndpoint({
  name: 'listSubscriptions',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/subscriptions',
  summary: "A customer's subscriptions with their displayed status and allowed actions (API-S-17)",
  permission: 'read:customers',
  query: subscriptionListQuery,
  response: z.array(subscriptionSchema),
  errors: [404],
});

export const cancelSubscription = actionEndpoint(
  'cancelSubscription',
  'cancel',
  'Cancel: at the next billing date (Active) or the pause start (Pending Pause), else at once (API-S-18)',
);
/** SUB-ACT-13: the service also refuses (403) someone without refund:transaction. */
export const revokeSubscription = actionEndpoint(
  'revokeSubscription',
  'revoke',
  "Stop the subscription at once and revoke the customer's access (API-S-19; needs refund:transaction too)",
);
export const resumeSubscription = actionEndpoint(
  'resumeSubscription',
  'resume',
  'End a pause: access at once, billed today (API-S-20)',
);
export const pauseSubscription = defineEndpoint({
  ...actionEndpoint('pauseSubscription', 'pause', 'Pause for 30 or 60 days from the next billing date (API-S-21)'),
  body: pauseBody,
});
export const extendSubscription = defineEndpoint({
  ...actionEndpoint('extendSubscription', 'extend', 'Move the next billing date by 1 to 28 days (API-S-22)'),
  query: extendQuery,
  body: extendBody,
});

export const previewSubscriptionAction = defineEndpoint({
  name: 'previewSubscriptionAction',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/subscriptions/:id/actions/:action/preview',
  summary: 'What an action will do (dates, billed today, access end), computed as the action computes it',
  permission: 'update:subscription',
  params: z.object({ id: subscriptionIdParam(), action: z.enum(PREVIEWED_ACTIONS) }),
  query: previewQuery,
  response: subscriptionPreviewSchema,
  errors: [404, 409],
});

/** One event of a subscription's history (issue 22 ★ Timeline), from the audit log. */
export const subscriptionEventSchema = z.object({
  /** The audit action ('subscription.cancel'), or 'subscription.created' for the start. */
  action: z.string(),
  label: z.string(),
  at: z.string(),
  /** The staff member's email, the customer (the start) or the billing clock. */
  actor: z.string(),
  by: z.enum(['staff', 'clock', 'customer']),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

export const subscriptionTimeline = defineEndpoint({
  name: 'subscriptionTimeline',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/subscriptions/:id/timeline',
  summary: "A subscription's history, oldest first: created, then each change with who (staff or the clock) and when",
  permission: 'read:customers',
  params: idParams,
  query: subscriptionListQuery,
  response: z.array(subscriptionEventSchema),
  errors: [404],
});

// ---- Apply promo code (API-S-26, API-S-27) ---------------------------------------------------------

/** SUB-PRO: a promotion a subscription may take (spec 1 §3 "Promotion applicable to a subscription"). */
export const subscriptionCouponSchema = z.object({
  /** The code; a bulk promotion's prefix (shown with six asterisks, SUB-PRO-04). */
  code: z.string(),
  codeUsage: z.enum(CODE_USAGES),
  discountType: z.enum(['percentage_off', 'amount_off']),
  percent: z.number().nullable(),
  /** Amount off per currency, in the currency's decimals. */
  currencies: z.array(z.object({ currency: z.string(), amount: z.number() })),
  duration: z.object({
    type: z.enum(['SINGLE_USE', 'FOREVER', 'TEMPORAL']),
    limitTime: z.object({ amount: z.number().int(), unit: z.enum(DURATION_UNITS) }).nullable(),
  }),
  /** ISO2 codes; none: every country. */
  appliedCountries: z.array(z.object({ code: z.string() })),
});
export type SubscriptionCoupon = z.infer<typeof subscriptionCouponSchema>;

export const listSubscriptionCoupons = defineEndpoint({
  name: 'listSubscriptionCoupons',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/subscriptions/:id/coupons',
  summary: "The promotions redeemable now that apply to the subscription's plan (API-S-26)",
  permission: 'update:subscription',
  params: idParams,
  response: z.array(subscriptionCouponSchema),
  errors: [404],
});

export const applyCouponBody = z.object({ auth0Id: text(AUTH0_ID_MAX), applyCountry: applyCountryParam() });

export const applySubscriptionCoupon = defineEndpoint({
  name: 'applySubscriptionCoupon',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/subscriptions/:id/actions/apply-coupon/:code',
  summary:
    'Apply a code for a country to the subscription: redeemed through promotions in the same transaction (API-S-27)',
  permission: 'update:subscription',
  params: idParams.extend({ code: text(100) }),
  body: applyCouponBody,
  response: subscriptionSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

// ---- Upsell, downgrade, switch plan (API-S-25) -----------------------------------------------------

/** SUB-PLN-01/02/05: the customer's email, the subscription's current plan and the target plan. */
export const switchPlanLinkBody = z.object({
  auth0Id: text(AUTH0_ID_MAX),
  email: text(EMAIL_MAX + 100),
  original_pid: text(100),
  pid: text(100),
});
export const switchPlanLinkAnswer = z.object({ email: z.string(), pid: z.string(), link: z.string() });

export const sendSwitchPlanLink = defineEndpoint({
  name: 'sendSwitchPlanLink',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/subscriptions/:id/send-switch-plan-link',
  summary:
    'Email the customer the link that changes the plan (upsell, downgrade, switch plan); nothing changes until it is followed (API-S-25)',
  permission: 'update:subscription',
  params: idParams,
  body: switchPlanLinkBody,
  response: switchPlanLinkAnswer,
  errors: [404, 409],
});

// ---- Restart (API-S-28, API-S-29) ---------------------------------------------------------------------

/** SUB-RST-02: the order a restart makes, as the customer would be charged today. */
export const restartSummarySchema = z.object({
  product_plan: z.object({ title: z.string(), pid: z.string() }),
  order_summary: z.object({
    billing_plan: z.object({ name: z.string() }),
    currency: z.object({ symbol: z.string(), code: z.string() }),
    original_price: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  payment_method: z
    .object({
      card_type: z.string().nullable(),
      account: z.string(),
      expiration_date: z.string().nullable(),
      billing_address: z.object({ postal_code: z.string(), country: z.string() }),
    })
    .nullable(),
  /** The version the restart names as If-Match (the subscription restarted). */
  rowVersion: z.number().int(),
});
export type RestartSummary = z.infer<typeof restartSummarySchema>;

const restartQuery = z.object({ auth0Id: text(AUTH0_ID_MAX) });

export const getRestartSummary = defineEndpoint({
  name: 'getRestartSummary',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/subscriptions/:id/actions/restart',
  summary: "The order summary of restarting a Canceled or Expired subscription at today's price (API-S-28)",
  permission: 'update:subscription',
  params: idParams,
  query: restartQuery,
  response: restartSummarySchema,
  errors: [404, 409],
});

export const restartSubscription = defineEndpoint({
  name: 'restartSubscription',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/subscriptions/:id/actions/restart',
  summary: 'Restart: a new subscription of the same plan from today, billed today (API-S-29)',
  permission: 'update:subscription',
  params: idParams,
  query: restartQuery,
  response: subscriptionSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});
