/**
 * Promotions (spec 3 §2.4, §3, §4, §5; checklist 10.5–10.10): sources, code usage, the status derived
 * from the time range and the redemptions, the delete rule, limits and messages. The server and the
 * screens both call these.
 */

import { EMPTY } from './ui-texts';

// ---- Status (PROMO-LIST-17): derived, never stored ------------------------------------------------

export const PROMOTION_STATUSES = ['redeemable', 'not_started', 'expired', 'maxed_out'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  redeemable: 'Redeemable',
  not_started: 'Not started',
  expired: 'Expired',
  maxed_out: 'Maxed out',
};
/** The tag colour of each status (antd preset colours). */
export const PROMOTION_STATUS_COLORS: Record<PromotionStatus, string> = {
  redeemable: 'green',
  not_started: 'blue',
  expired: 'default',
  maxed_out: 'orange',
};

export interface PromotionClockFacts {
  startedAt: Date;
  /** null: open end. */
  endedAt: Date | null;
  redeemedCount: number;
  /** null: no cap. */
  maxRedemptions: number | null;
}

/**
 * Not started before its start; Expired from its end on; Maxed out once its redemptions reach the cap;
 * else Redeemable. (An expired promotion stays Expired even when it was also maxed out.)
 */
export function promotionStatus(p: PromotionClockFacts, now: Date): PromotionStatus {
  if (now.getTime() < p.startedAt.getTime()) return 'not_started';
  if (p.endedAt !== null && now.getTime() >= p.endedAt.getTime()) return 'expired';
  if (p.maxRedemptions !== null && p.redeemedCount >= p.maxRedemptions) return 'maxed_out';
  return 'redeemable';
}

// ---- Source, code usage, discount, duration --------------------------------------------------------

/** Where a promotion comes from; also the detail page's `?source=` (MKT-04). */
export const PROMOTION_SOURCES = ['billing-provider', 'buy-one-gift-one'] as const;
export type PromotionSource = (typeof PROMOTION_SOURCES)[number];
export const PROMOTION_SOURCE_LABELS: Record<PromotionSource, string> = {
  'billing-provider': 'Billing provider',
  'buy-one-gift-one': 'Buy one gift one',
};

/** Code usage (PROMO-BP-01): one code for everyone, or bulk single-use codes. */
export const CODE_USAGES = ['regular', 'bulk'] as const;
export type CodeUsage = (typeof CODE_USAGES)[number];
export const CODE_USAGE_LABELS: Record<CodeUsage, string> = { regular: 'Regular', bulk: 'Bulk' };

/** Discount type: amount off, percentage off, buy one gift one (the list's 'Promotion Type'). */
export const DISCOUNT_TYPES = ['amount_off', 'percentage_off', 'buy_one_gift_one'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  amount_off: 'Amount off',
  percentage_off: 'Percentage off',
  buy_one_gift_one: 'Buy one gift one',
};

/** Promotion duration (CONST-18): single use, forever, or temporal for a limit time (amount and unit). */
export const DURATION_TYPES = ['single_use', 'forever', 'temporal'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
export const DURATION_UNITS = ['year', 'month', 'week', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface PromotionDuration {
  type: DurationType;
  limit_time: { amount: number; unit: DurationUnit } | null;
}

/** 'Single use', 'Forever', '3 months' (SUB-PRO-06: the unit pluralised unless the amount is 1). */
export function durationText(duration: PromotionDuration): string {
  if (duration.type === 'single_use') return 'Single use';
  if (duration.type === 'forever' || !duration.limit_time) return 'Forever';
  const { amount, unit } = duration.limit_time;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export interface PromotionDiscount {
  discount_type: DiscountType;
  percent: number | null;
  currencies: { currency_code: string; discount_amount: string }[];
}

/** '25%', 'USD 5.00, GBP 4.00', or the empty mark '--' (buy one gift one; PROMO-LIST-10, CONST-05). */
export function discountText(promotion: PromotionDiscount): string {
  if (promotion.discount_type === 'percentage_off') return promotion.percent === null ? EMPTY : `${promotion.percent}%`;
  if (promotion.discount_type === 'amount_off' && promotion.currencies.length) {
    return promotion.currencies.map((c) => `${c.currency_code} ${c.discount_amount}`).join(', ');
  }
  return EMPTY;
}

/**
 * The one amount a list shows for an amount-off promotion (PROMO-LIST-10, decided): USD when it has
 * one, else its first currency by code.
 */
export function shownCurrency<T extends { currency_code: string }>(currencies: readonly T[]): T | null {
  return (
    currencies.find((c) => c.currency_code === 'USD') ??
    [...currencies].sort((a, b) => a.currency_code.localeCompare(b.currency_code))[0] ??
    null
  );
}

// ---- Limits and messages (spec 3 §5, §9) ------------------------------------------------------------

/** Buy-one-gift-one code (PROMO-BOGO-01). */
export const PROMOTION_CODE_MAX = 25;
/** Letters, digits, '-' and '_' (decided): a code is typed at checkout and put in links. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PROMOTION_NAME_MAX = 100;
/** Code text per locale (PROMO-ADD-04). */
export const CODE_TEXT_MAX = 100;
/** Maximum redemptions cap (PROMO-BP-08), and the global bulk-quantity cap (PROMO-BP-10, decided equal). */
export const MAX_REDEMPTIONS_CAP = 10000;
export const BULK_QUANTITY_CAP = 10000;
/** Most applied base prices / countries / description entries one promotion names. */
export const PROMOTION_MAX_BASE_PRICES = 200;
export const PROMOTION_MAX_COUNTRIES = 300;
export const PROMOTION_MAX_ENTRIES = 50;

/** The most a bulk promotion may generate: min(max redemptions, global cap) (PROMO-BP-06). */
export function bulkQuantityMax(maxRedemptions: number | null): number {
  return maxRedemptions === null ? BULK_QUANTITY_CAP : Math.min(maxRedemptions, BULK_QUANTITY_CAP);
}

export const PROMOTION_MESSAGES = {
  added: 'Promotion added successfully.',
  updated: 'Promotion updated successfully.',
  deleted: 'Promotion deleted successfully.',
  quantityRequired: 'Quantity is required',
  quantityTooLarge: (max: number) => `Quantity cannot be longer than ${max}`,
  quantityInteger: 'Quantity must be a whole number',
  quantityTooSmall: 'Quantity must be at least 1',
  couponRequired: "'Coupon' is required",
  codeUsageRequired: "'Code usage' is required",
  basePricesRequired: "'Applied base price' is required",
  codeRequired: "'Promotion code' is required",
  codeTooLong: `'Promotion code' cannot be longer than ${PROMOTION_CODE_MAX} characters`,
  codePattern: "'Promotion code' may hold letters, digits, '-' and '_' only",
  codeTaken: 'The promotion code already exists.',
  nameRequired: "'Promotion name' is required",
  nameTooLong: `'Promotion name' cannot be longer than ${PROMOTION_NAME_MAX} characters`,
  codeTextTooLong: (locale: string) => `'Code text (${locale})' cannot be longer than ${CODE_TEXT_MAX} characters`,
  startRequired: "'Start time' is required",
  endBeforeStart: "'End time' must be after the start time",
  basePlanRequired: "'Base plan' is required",
  giftPlanRequired: "'Gift plan' is required",
  billingPlanRequired: "'Billing plan' is required",
  billingPlanTwice: 'Each billing plan has one description and disclosure entry.',
  deleteSingleUseActive: 'The single use promotion can’t be deleted in active status.',
  deleteBogoActive: 'Once active, the promotion can’t be deleted.',
  couponTaken: 'Another promotion already uses this coupon.',
  usedBySaveOffer: 'The promotion is used by a save offer and cannot be deleted.',
} as const;

export interface DeletableFacts {
  source: PromotionSource;
  codeUsage: CodeUsage;
  startedAt: Date;
  status: PromotionStatus;
  /** A save offer offers it (decided: refused too, the save offer would lose its promotion). */
  usedBySaveOffer?: boolean;
}

/**
 * Why a promotion cannot be deleted, or null (PROMO-DET-10..12): a bulk (single-use) billing-provider
 * promotion while it is Redeemable; a buy-one-gift-one promotion once it has started (active once, so
 * expired or maxed out ones too). A regular billing-provider promotion can always be deleted.
 */
export function deleteRefusal(p: DeletableFacts, now: Date): string | null {
  if (p.usedBySaveOffer) return PROMOTION_MESSAGES.usedBySaveOffer;
  if (p.source === 'buy-one-gift-one') {
    return now.getTime() >= p.startedAt.getTime() ? PROMOTION_MESSAGES.deleteBogoActive : null;
  }
  if (p.codeUsage === 'bulk' && p.status === 'redeemable') return PROMOTION_MESSAGES.deleteSingleUseActive;
  return null;
}

// ---- Single-use codes (PROMO-BULK) ------------------------------------------------------------------

export const CODE_STATUSES = ['redeemed', 'unredeemed', 'expired'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
export const CODE_STATUS_LABELS: Record<CodeStatus, string> = {
  redeemed: 'Redeemed',
  unredeemed: 'Unredeemed',
  expired: 'Expired',
};

/** A single-use code: Redeemed once used; else Expired when its promotion expired; else Unredeemed. */
export function codeStatus(redeemed: boolean, promotion: PromotionStatus): CodeStatus {
  if (redeemed) return 'redeemed';
  return promotion === 'expired' ? 'expired' : 'unredeemed';
}

/**
 * The random part of a single-use code: 12 characters of Crockford's base32 (no I, L, O, U), 60 bits
 * from a cryptographic generator; the code is `{prefix}-{random}`.
 */
export const SINGLE_USE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SINGLE_USE_RANDOM_LENGTH = 12;

/** 'There are X/N promotion codes redeemed already.' (PROMO-BULK-02). */
export const redeemedText = (redeemed: number, total: number) =>
  `There are ${redeemed}/${total} promotion codes redeemed already.`;

/** How a bulk code shows where the code itself must stay hidden (SUB-PRO-04): the prefix and six asterisks. */
export const maskedBulkCode = (prefix: string) => `${prefix}******`;
