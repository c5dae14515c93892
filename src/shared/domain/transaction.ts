import { defineLifecycle, type LifecycleState, transitionRefusal } from './lifecycle';
import { fitsCurrency, toDecimalString, toMinor } from './money';

/**
 * Transactions and refunds (spec 1 §3 Transaction, §4 Transaction refund, §5 Refund amount; checklist 7):
 * the values, their labels, the refund's availability and the refund amount rule, once for the
 * Transactions tab and the server.
 */

export const TRANSACTION_STATUSES = ['COMPLETED', 'REFUNDED', 'PROCESSING', 'OTHERS'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** TXN-10 (decided): the status in words. */
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  COMPLETED: 'Completed',
  REFUNDED: 'Refunded',
  PROCESSING: 'Processing',
  OTHERS: 'Others',
};

/** TXN-08: sources; Recurly is shown as 'eCom' (CONF-05). */
export const TRANSACTION_SOURCES = ['Recurly', 'eCom', 'Naviga', 'Demandware', 'Others'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];
export const TRANSACTION_SOURCE_LABELS: Record<TransactionSource, string> = {
  Recurly: 'eCom',
  eCom: 'eCom',
  Naviga: 'Naviga',
  Demandware: 'Demandware',
  Others: 'Others',
};
export const transactionSourceLabel = (source: string): string =>
  TRANSACTION_SOURCE_LABELS[source as TransactionSource] ?? source;

/** TXN-09: billing plan types, and (TXN-10, decided) their labels. */
export const BILLING_PLAN_TYPES = [
  'subscription_no_trial',
  'subscription_free_trial',
  'life_time',
  'gift_subscription',
  'gift_credit',
  'others',
] as const;
export type BillingPlanType = (typeof BILLING_PLAN_TYPES)[number];
export const BILLING_PLAN_TYPE_LABELS: Record<BillingPlanType, string> = {
  subscription_no_trial: 'Subscription',
  subscription_free_trial: 'Subscription (free trial)',
  life_time: 'Lifetime',
  gift_subscription: 'Gift subscription',
  gift_credit: 'Gift credit',
  others: 'Others',
};
export const billingPlanTypeLabel = (type: string): string => BILLING_PLAN_TYPE_LABELS[type as BillingPlanType] ?? type;

/** TXN-05: payment types. */
export const PAYMENT_TYPES = ['CreditCard', 'PayPal', 'GiftCertificate'] as const;

/** PERM-TXN-01: who may refund. */
export const REFUND_PERMISSION = 'refund:transaction' as const;

export const REFUND_MESSAGES = {
  required: 'Please input refund amount',
  invalid: 'Please input a valid number',
  exceeds: 'Refund amount exceeds total payment',
  /** RFD-11 (decided): a refund of nothing moves nothing and is refused. */
  zero: 'Refund amount must be more than 0',
  success: 'Transaction Refunded Successfully.',
  /** RFD-10 (decided): the failure toast names the server's reason. */
  failed: (reason: string) => `Refund failed: ${reason}`,
  notFound: (id: string) => `Transaction ${id} was not found for this customer.`,
  sourceMismatch: (id: string, source: string) =>
    `Transaction ${id} is a ${transactionSourceLabel(source)} transaction, not the source named.`,
  keyReused: 'This idempotency key was already used for another refund request.',
} as const;

/** What a refund's availability reads of a transaction (RFD-01). */
export interface TransactionState extends LifecycleState<TransactionStatus> {
  source: string;
  /** The paid total less the refunds, in minor units. */
  refundableMinor: number;
}

const refundGuard = (state: TransactionState): string | null => {
  if (state.source !== 'Recurly') return 'Only eCom (Recurly) transactions can be refunded here.';
  if (state.refundableMinor <= 0) return 'Nothing is left to refund on this transaction.';
  return null;
};

const refundTransition = (to: TransactionStatus | null, label: string) => ({
  from: ['COMPLETED'] as TransactionStatus[],
  to,
  label,
  permission: REFUND_PERMISSION,
  audit: 'transaction.refunded',
  by: 'staff' as const,
  wrongStatus: (state: TransactionState) =>
    `Only a Completed transaction can be refunded; this one is ${TRANSACTION_STATUS_LABELS[state.status]}.`,
  guard: refundGuard,
});

/**
 * The transaction lifecycle in the kernel's shape: a refund of part leaves it COMPLETED (its refundable
 * amount falls); the refund of what is left makes it REFUNDED. Both are refused unless the transaction
 * is COMPLETED, from Recurly and has something left to refund (RFD-01).
 */
export const TRANSACTION_LIFECYCLE = defineLifecycle({
  name: 'transaction',
  statuses: TRANSACTION_STATUSES,
  labels: TRANSACTION_STATUS_LABELS,
  transitions: {
    refund: refundTransition(null, 'Refund'),
    refundInFull: refundTransition('REFUNDED', 'Refund'),
  },
});

/** RFD-01: whether staff may refund the transaction (its state and the permission). */
export const refundAvailable = (state: TransactionState, permissions: readonly string[]): boolean =>
  permissions.includes(REFUND_PERMISSION) && transitionRefusal(TRANSACTION_LIFECYCLE, 'refund', state, null) === null;

/**
 * RFD-03..05 and RFD-11: the refund amount as typed (or sent) against what may be refunded (minor units):
 * the message, or null when it is a refund of `toMinor(amount)`. One rule for the dialog and the server.
 */
export function refundAmountError(amount: unknown, maxMinor: number, currency: string): string | null {
  if (amount === undefined || amount === null || (typeof amount === 'string' && amount.trim() === ''))
    return REFUND_MESSAGES.required;
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text) || !fitsCurrency(Number(text), currency)) return REFUND_MESSAGES.invalid;
  const minor = toMinor(text, currency);
  if (minor === 0) return REFUND_MESSAGES.zero;
  if (minor > maxMinor) return REFUND_MESSAGES.exceeds;
  return null;
}

/** RFD-06: the amount with the currency's two decimals, as shown on blur ('12.5' → '12.50'). */
export function refundAmountText(amount: string, currency: string): string {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || !fitsCurrency(Number(text), currency)) return amount;
  return toDecimalString(toMinor(text, currency), currency);
}
