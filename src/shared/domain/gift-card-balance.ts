import { currencyDigits, fitsCurrency, toDecimalString, toMinor } from './money';

/**
 * The gift card balance (spec 1 §3 Gift card balance, §5 Gift card balance edit, §8, §9; checklist 8.2):
 * an amount per currency code, the sum of a credit ledger. The limits, messages and rules once, for the
 * edit dialog and the server (API-S-07/08). Amounts are integer minor units here, decimals on the wire.
 */

/** PERM-GIFT-01: who may edit the balance. */
export const GIFT_CARD_BALANCE_PERMISSION = 'update:gift_card_balance' as const;

/** GCB-05 (spec 1 §9): the most a currency's balance may hold, in whole units of the currency. */
export const GIFT_CARD_BALANCE_MAX = 1_000_000;
const MAX_TEXT = GIFT_CARD_BALANCE_MAX.toLocaleString('en-US');

/** Why the ledger moved: a staff edit (API-S-08), a gift card redeemed, a checkout that spent credit. */
export const CREDIT_REASONS = {
  staff: 'Staff adjustment',
  giftCard: 'Gift card',
  checkout: 'Checkout',
} as const;

export const GIFT_CARD_BALANCE_MESSAGES = {
  /** GCB-08 (spec 1 §8), word for word. */
  success: 'Gift card balance updated successfully.',
  /** GCB-04 (spec 1 §5), word for word: `current` as the currency writes it ('37.50', '1500'). */
  moreThan: (current: string) => `Must be more than ${current}`,
  /** GCB-09 (decided): above the maximum, in ERR-10's pattern of a number range. */
  aboveMax: (currency: string) => `'${currency}' cannot be more than ${MAX_TEXT}`,
  /** GCB-06: what a value with anything but digits reads (the dialog lets only digits be typed). */
  digitsOnly: 'Only digits can be typed',
  /** GCB-09 (decided): several currencies are saved one after another; the first refusal stops the rest. */
  partlySaved: (saved: readonly string[], failed: string, reason: string) =>
    `${saved.length ? `Saved: ${saved.join(', ')}. ` : ''}Not saved: ${failed}: ${reason}`,
  b2cOnly: 'Only a B2C customer has a gift card balance.',
  unknownCurrency: (code: string) => `'${code}' is not a currency code of the currency list`,
  keyReused: 'This idempotency key was already used for another gift card balance change.',
} as const;

/** Field messages of API-S-08's body (400 naming the field). */
export const CREDIT_FIELD_MESSAGES = {
  currency: 'must be a 3-letter ISO 4217 currency code (USD)',
  positive: 'must be more than 0: the amount is what the balance rises by',
  atMost: `must be at most ${MAX_TEXT}`,
  decimals: (currency: string) => {
    const digits = currencyDigits(currency);
    return digits === 0
      ? `must be a whole number of ${currency}`
      : `must have at most ${digits} decimals in ${currency}`;
  },
} as const;

/** A currency code as the list names it: three capital letters. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The maximum in minor units of the currency. */
export const maxMinorOf = (currency: string): number => toMinor(GIFT_CARD_BALANCE_MAX, currency);

/** A balance as the rule's messages and the dialog write it: '37.50', '1500' (JPY), no grouping. */
export const balanceText = (minor: number, currency: string): string => toDecimalString(minor, currency);

/**
 * API-S-08's `amount`, a delta (GCB-07), on its own: more than 0, at most the maximum, no more decimals
 * than the currency has. The message (without the field), or null. The balance it moves is checked by
 * `creditChangeError`.
 */
export function creditAmountProblem(amount: number, currency: string): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return CREDIT_FIELD_MESSAGES.positive;
  if (amount > GIFT_CARD_BALANCE_MAX) return CREDIT_FIELD_MESSAGES.atMost;
  if (!fitsCurrency(amount, currency)) return CREDIT_FIELD_MESSAGES.decimals(currency);
  return null;
}

/**
 * GCB-04/05 of one change (minor units): the new balance must be more than the current one ('Must be
 * more than {current}') and at most 1,000,000 (GCB-09's message). The server applies it under the
 * customer's and currency's lock, the dialog to what was typed. The message, or null.
 */
export function creditChangeError(currentMinor: number, deltaMinor: number, currency: string): string | null {
  if (deltaMinor <= 0) return GIFT_CARD_BALANCE_MESSAGES.moreThan(balanceText(currentMinor, currency));
  if (currentMinor + deltaMinor > maxMinorOf(currency)) return GIFT_CARD_BALANCE_MESSAGES.aboveMax(currency);
  return null;
}

/** GCB-06: what the dialog keeps of a typed value: its digits only. */
export const digitsOnly = (typed: string): string => typed.replace(/\D+/g, '');

/**
 * The dialog's rule for a currency's new value (GCB-04..06): empty means unchanged (null); else digits
 * only, then `creditChangeError` against the current balance. The message, or null.
 */
export function newBalanceError(typed: string, currentMinor: number, currency: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return GIFT_CARD_BALANCE_MESSAGES.digitsOnly;
  // Far above the maximum: refused before it becomes a number too large to hold exactly.
  if (text.replace(/^0+/, '').length > String(GIFT_CARD_BALANCE_MAX).length)
    return GIFT_CARD_BALANCE_MESSAGES.aboveMax(currency);
  return creditChangeError(currentMinor, toMinor(text, currency) - currentMinor, currency);
}

/** GCB-07: what API-S-08 sends for a new value: the delta (new − current), in minor units. */
export const creditDeltaMinor = (typed: string, currentMinor: number, currency: string): number =>
  toMinor(typed.trim(), currency) - currentMinor;
