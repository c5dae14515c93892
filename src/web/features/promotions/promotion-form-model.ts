import dayjs, { type Dayjs } from 'dayjs';
import {
  type BogoPromotionBody,
  bogoPromotionBody,
  type Promotion,
  type ProviderCoupon,
  type ProviderPromotionBody,
  promotionTargets,
  providerPromotionBody,
} from '../../../shared/contracts/promotions';
import {
  BULK_QUANTITY_CAP,
  bulkQuantityMax,
  type CodeUsage,
  PROMOTION_MESSAGES as MESSAGES,
  PROMOTION_CODE_PATTERN,
  type PromotionDiscount,
  type PromotionDuration,
  type PromotionSource,
} from '../../../shared/domain/promotion';
import type { RichTextLocale } from '../../../shared/domain/rich-text';

/**
 * The add/edit form of a promotion: its values named as the bodies name them (a refusal's field —
 * `quantity`, `timeRange.endedAt`, `descriptionDisclosures.0.description.en` — names a form field),
 * the bodies a save sends, and the checks of the fields (the contract's rules and messages).
 */

export interface LocaleTexts {
  en?: string;
  es?: string;
}

/** One description and disclosure entry of a billing-provider promotion (PROMO-BP-05). */
export interface EntryValues {
  billingPlanId?: number | null;
  description?: LocaleTexts;
  disclosure?: LocaleTexts;
}

export interface PromotionFormValues {
  /** PROMO-ADD-02: chosen first; fixed once made. */
  source: PromotionSource;
  codeText?: LocaleTexts;
  // Billing provider (PROMO-BP).
  codeUsage?: CodeUsage;
  recurlyCouponId?: string | null;
  quantity?: number | null;
  appliedBasePriceIds?: number[];
  appliedCountryIds?: number[];
  descriptionDisclosures?: EntryValues[];
  // Buy one gift one (PROMO-BOGO).
  code?: string;
  name?: string;
  timeRange?: { startedAt?: Dayjs | null; endedAt?: Dayjs | null };
  basePlanPid?: string | null;
  giftPlanPid?: string | null;
  description?: LocaleTexts;
  disclosure?: LocaleTexts;
}

const emptyTexts = (): LocaleTexts => ({ en: '', es: '' });

export const emptyEntry = (): EntryValues => ({
  billingPlanId: null,
  description: emptyTexts(),
  disclosure: emptyTexts(),
});

/** A new promotion: billing provider, regular, nothing chosen yet. */
export const emptyPromotionForm = (): PromotionFormValues => ({
  source: 'billing-provider',
  codeText: emptyTexts(),
  codeUsage: 'regular',
  recurlyCouponId: null,
  quantity: null,
  appliedBasePriceIds: [],
  appliedCountryIds: [],
  descriptionDisclosures: [],
  code: '',
  name: '',
  timeRange: { startedAt: null, endedAt: null },
  basePlanPid: null,
  giftPlanPid: null,
  description: emptyTexts(),
  disclosure: emptyTexts(),
});

/** The stored promotion as the edit form's values. */
export function promotionToForm(p: Promotion): PromotionFormValues {
  const codeText = { en: p.codeText.en, es: p.codeText.es };
  if (p.source === 'buy-one-gift-one') {
    const entry = p.descriptionDisclosures[0];
    return {
      source: p.source,
      codeText,
      code: p.code,
      name: p.name,
      timeRange: {
        startedAt: dayjs(p.timeRange.startedAt),
        endedAt: p.timeRange.endedAt ? dayjs(p.timeRange.endedAt) : null,
      },
      basePlanPid: p.basePlanPid,
      giftPlanPid: p.giftPlanPid,
      description: { ...(entry?.description ?? emptyTexts()) },
      disclosure: { ...(entry?.disclosure ?? emptyTexts()) },
    };
  }
  return {
    source: p.source,
    codeText,
    codeUsage: p.codeUsage,
    recurlyCouponId: p.recurlyCouponId,
    quantity: p.quantity,
    ...promotionTargets(p),
  };
}

/** Code texts trimmed (MKT-06); Spanish '' when empty. */
const codeTextBody = (texts: LocaleTexts | undefined) => ({
  en: (texts?.en ?? '').trim(),
  es: (texts?.es ?? '').trim(),
});

/** A locale pair of rich text as sent: English as typed, Spanish '' when it has no text. */
const contentBody = (texts: LocaleTexts | undefined) => ({ en: texts?.en ?? '', es: texts?.es ?? '' });

/** PROMO-BP-09 / API-M-18, API-M-24: the billing-provider body; the quantity only for bulk. */
export function providerFormToBody(values: PromotionFormValues): ProviderPromotionBody {
  const usage = values.codeUsage ?? 'regular';
  return {
    codeText: codeTextBody(values.codeText),
    recurlyCouponId: values.recurlyCouponId ?? '',
    codeUsage: usage,
    quantity: usage === 'bulk' ? (values.quantity ?? null) : null,
    appliedBasePriceIds: values.appliedBasePriceIds ?? [],
    appliedCountryIds: values.appliedCountryIds ?? [],
    descriptionDisclosures: (values.descriptionDisclosures ?? []).map((e) => ({
      billingPlanId: e.billingPlanId ?? 0,
      description: contentBody(e.description),
      disclosure: contentBody(e.disclosure),
    })),
  };
}

/** PROMO-BOGO-05 / API-M-19, API-M-22: the buy-one-gift-one body; code and name trimmed, times as ISO instants. */
export function bogoFormToBody(values: PromotionFormValues): BogoPromotionBody {
  return {
    codeText: codeTextBody(values.codeText),
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    timeRange: {
      startedAt: values.timeRange?.startedAt?.toISOString() ?? '',
      endedAt: values.timeRange?.endedAt?.toISOString() ?? null,
    },
    basePlanPid: values.basePlanPid ?? '',
    giftPlanPid: values.giftPlanPid ?? '',
    description: contentBody(values.description),
    disclosure: contentBody(values.disclosure),
  };
}

export type PromotionBody =
  | { source: 'billing-provider'; body: ProviderPromotionBody }
  | { source: 'buy-one-gift-one'; body: BogoPromotionBody };

/** The body of the form's source. */
export function promotionFormToBody(values: PromotionFormValues): PromotionBody {
  return values.source === 'buy-one-gift-one'
    ? { source: values.source, body: bogoFormToBody(values) }
    : { source: 'billing-provider', body: providerFormToBody(values) };
}

// ---- Checks: the contract's rules, with its messages ---------------------------------------------

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * PROMO-BP-06: bulk quantity required, a whole number from 1, at most min(coupon's max redemptions,
 * cap): 'Quantity cannot be longer than N'. `maxRedemptions` undefined: no coupon chosen yet (the cap).
 */
export function quantityProblem(
  value: number | null | undefined,
  maxRedemptions: number | null | undefined,
): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return MESSAGES.quantityRequired;
  if (!Number.isInteger(value)) return MESSAGES.quantityInteger;
  if (value < 1) return MESSAGES.quantityTooSmall;
  const max = maxRedemptions === undefined ? BULK_QUANTITY_CAP : bulkQuantityMax(maxRedemptions);
  return value > max ? MESSAGES.quantityTooLarge(max) : null;
}

/** PROMO-BOGO-01, PROMO-ADD-03: the code trimmed, required, at most 25, letters, digits, '-' and '_'. */
export function codeProblem(code: string | undefined): string | null {
  const problem = firstMessage(bogoPromotionBody.shape.code.safeParse(code ?? ''));
  if (problem) return problem;
  return PROMOTION_CODE_PATTERN.test((code ?? '').trim()) ? null : MESSAGES.codePattern;
}

/** PROMO-BOGO-01: the name trimmed, required, at most 100. */
export const nameProblem = (name: string | undefined) =>
  firstMessage(bogoPromotionBody.shape.name.safeParse(name ?? ''));

/** PROMO-ADD-04: a code text at most 100 characters once trimmed (both optional). */
export const codeTextProblem = (locale: RichTextLocale, text: string | undefined) =>
  firstMessage(providerPromotionBody.shape.codeText.shape[locale].safeParse(text ?? ''));

/** The start is required; an end, when given, after the start. */
export function startProblem(start: Dayjs | null | undefined): string | null {
  return start ? null : MESSAGES.startRequired;
}
export function endProblem(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  if (!end || !start) return null;
  return end.valueOf() > start.valueOf() ? null : MESSAGES.endBeforeStart;
}

/** PROMO-BP-05: each billing plan has one entry. */
export function billingPlanProblem(entries: readonly EntryValues[] | undefined, index: number): string | null {
  const id = entries?.[index]?.billingPlanId;
  if (id === null || id === undefined) return MESSAGES.billingPlanRequired;
  const first = (entries ?? []).findIndex((e) => e.billingPlanId === id);
  return first !== index ? MESSAGES.billingPlanTwice : null;
}

// ---- The coupon's facts (PROMO-BP-03) -------------------------------------------------------------

/** A coupon's or promotion's discount in the shape the shared `discountText` reads. */
export function discountOf(p: Pick<ProviderCoupon, 'discountType' | 'percent' | 'currencies'>): PromotionDiscount {
  return {
    discount_type: p.discountType,
    percent: p.percent,
    currencies: p.currencies.map((c) => ({ currency_code: c.currency, discount_amount: c.amount })),
  };
}

/** A duration in the shape the shared `durationText` reads. */
export const durationOf = (d: ProviderCoupon['duration']): PromotionDuration => ({
  type: d.type,
  limit_time: d.limitTime,
});
