/**
 * Content product rules (spec 2 §4 and §5, checklist CP-FORM-*, CP-DET-04/05): the one place the web
 * form and the server take them from. Pure functions, no I/O.
 *
 * - `validateProduct` lists every violation of a (possibly half-filled) product body, with the
 *   spec's messages, fields named by body path ('isbn', 'lessonRange.to', 'productUpsells.0.upsellEcomPid').
 * - `normalizeProduct` applies the values a product type fixes (trimmed ISBN, premium forcing, the All
 *   Access name and description, the Free range and price, single level start 1, USD …). Fixed values
 *   are never violations: the form shows them locked and the server overwrites what a client sends.
 */
import type { CatalogStatus } from './catalog-workflow';
import type { ProductType, UpsellType } from './content-product-types';
import { SINGLE_LEVEL_OPTIONS } from './content-product-types';
import { currencyDigits, fitsCurrency } from './money';

export interface Violation {
  field: string;
  message: string;
}

/** A product body as a form holds it: every field may still be empty. `ProductBody` is one too. */
export interface ProductDraft {
  isbn?: string | null;
  productType?: ProductType | null;
  isPremium?: boolean | null;
  languageId?: number | null;
  name?: string | null;
  upsellName?: string | null;
  learnName?: string | null;
  upsellDescription?: string | null;
  price?: { amount?: number | null; currency?: string | null } | null;
  notes?: string | null;
  version?: string | null;
  course?: {
    courseLevel?: string | null;
    courseId?: string | null;
    courseVersion?: string | null;
    courseName?: string | null;
  } | null;
  lessonRange?: { from?: number | null; to?: number | null } | null;
  bundledProductIds?: number[] | null;
  premiumISBN?: string | null;
  productUpsells?: UpsellCardDraft[] | null;
  upgradeId?: number | null;
  upgradeIsbn?: string | null;
  upgradeName?: string | null;
  upgradeEcomPid?: string | null;
  upgradePromotionCode?: string | null;
  namiGroups?: string[] | null;
  isUpsellSupportedByNami?: boolean | null;
  isDeeplinkSupportedByNami?: boolean | null;
  deepLink?: string | null;
  deepLinkPromotion?: {
    promotionTitle?: string | null;
    promotionContent?: string | null;
    promotionComment?: string | null;
  } | null;
  isEffectiveImmediately?: boolean | null;
}

export interface UpsellCardDraft {
  upsellType?: UpsellType | null;
  upsellInAppId?: number | null;
  upsellInAppIsbn?: string | null;
  upsellInAppName?: string | null;
  upsellEcomPid?: string | null;
  hasEComPromotionCode?: boolean | null;
  upsellPromotionCode?: string | null;
}

/**
 * CP-DET-10 (decided: the tab layout): which tab of the product form holds each field of the body.
 * Typed over every field, so a new field must be placed; the form opens the tab of a refused field.
 */
export type ProductFormTab = 'info' | 'upsell' | 'deeplink';
export const PRODUCT_FIELD_TABS: Record<keyof ProductDraft, ProductFormTab> = {
  isbn: 'info',
  productType: 'info',
  isPremium: 'info',
  languageId: 'info',
  name: 'info',
  upsellName: 'info',
  learnName: 'info',
  upsellDescription: 'info',
  price: 'info',
  notes: 'info',
  version: 'info',
  course: 'info',
  lessonRange: 'info',
  bundledProductIds: 'info',
  premiumISBN: 'info',
  namiGroups: 'info',
  isUpsellSupportedByNami: 'info',
  isEffectiveImmediately: 'info',
  productUpsells: 'upsell',
  upgradeId: 'upsell',
  upgradeIsbn: 'upsell',
  upgradeName: 'upsell',
  upgradeEcomPid: 'upsell',
  upgradePromotionCode: 'upsell',
  deepLink: 'deeplink',
  isDeeplinkSupportedByNami: 'deeplink',
  deepLinkPromotion: 'deeplink',
};

// ---- Constants and messages ---------------------------------------------------------------------

export const ISBN_MIN = 13;
export const ISBN_MAX = 40;
export const ISBN_PREFIX = '978';
export const LESSON_MIN = 1;
export const LESSON_MAX = 30;
export const LESSONS_PER_LEVEL = 30;
export const PRODUCT_CURRENCY = 'USD';
export const DEFAULT_VERSION = 'orig';
export const DEFAULT_UPSELL_TYPE: UpsellType = 'SUBSCRIPTION';
/** Largest price the form accepts (cents fit a 32-bit column). */
export const PRICE_MAX = 999999.99;

/** Our limits of the product texts the spec does not limit (docs/decisions.md, API-P-16). */
export const FIELD_LIMITS = {
  isbn: ISBN_MAX,
  name: 500,
  pid: 100,
  promotionCode: 100,
  currency: 3,
  version: 20,
  courseLevel: 20,
  courseId: 100,
  bundledProducts: 50,
  upsellCards: 20,
  namiGroups: 50,
} as const;
/** The outer length guard of texts `validateProduct` checks with the spec's own limits and messages. */
export const TEXT_GUARD = 10_000;

export const TEXT_LIMITS = {
  upsellName: 500,
  learnName: 500,
  upsellDescription: 2000,
  notes: 2000,
  deepLink: 2000,
  promotionTitle: 30,
  promotionContent: 150,
  promotionComment: 2000,
  namiGroup: 100,
} as const;

/** Labels of the form fields, used in the "'{Label}' is required" messages (ERR-10). */
export const PRODUCT_FIELD_LABELS = {
  isbn: 'ISBN',
  productType: 'Product type',
  languageId: 'Language',
  isPremium: 'Course type',
  courseLevel: 'Course level',
  version: 'Version',
  price: 'Price',
  bundledProductIds: 'Single-level products',
  premiumISBN: 'Premium ISBN',
  upsellName: 'Course name on upsell card and library',
  learnName: 'Course name on learn page',
  upsellDescription: 'Upsell description',
  notes: 'Notes',
  deepLink: 'Deeplink',
  promotionTitle: 'Promotion title',
  promotionContent: 'Promotion content',
  promotionComment: 'Comment',
  upsellType: 'Upsell type',
  upsellInAppIsbn: 'In-app upsell ISBN',
} as const;

export const requiredMessage = (label: string) => `'${label}' is required`;
export const tooLongMessage = (label: string, max: number) => `'${label}' cannot be longer than ${max} characters`;

export const PRODUCT_MESSAGES = {
  isbnRequired: requiredMessage(PRODUCT_FIELD_LABELS.isbn),
  isbnLength: 'The character length needs to be between 13 and 40',
  isbnPrefix: 'ISBN must start with 978',
  lessonRangeRequired: 'Lesson range is required',
  lessonRangeBounds: 'Lesson range must be between 1 and 30',
  lessonRangeWhole: 'Lesson range must be a whole number',
  lessonRangeOrder: 'start lesson must be smaller than end lesson',
  versionFormat: "'Version' must be 4 digits or 'orig'",
  courseLevelOption: "'Course level' must be one of Level 1 to Level 5",
  priceMin: "'Price' must be greater than or equal to 0",
  priceMax: `'Price' must be less than or equal to ${PRICE_MAX}`,
  priceDecimals: `'Price' can have at most ${currencyDigits(PRODUCT_CURRENCY)} decimals`,
  pidFirst: 'Please select a PID first.',
  promotionCodeRequired: 'eCom Promotion Code is required.',
  namiGroup: 'Please enter an alphanumeric value with no special characters.',
  deepLinkScheme: "'Deeplink' must be an http or https link",
} as const;

export const NAMI_GROUP_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const VERSION_PATTERN = /^(\d{4}|orig)$/;

export const ALL_ACCESS_NAME = 'All Access Subscription';
/** CP-FORM-13/14 (GAP: the spec gives only the topics; this is our text). */
export const ALL_ACCESS_DESCRIPTION =
  'Learn all 51 languages with one subscription. Share it with up to 3 household members, and keep learning ' +
  'on your computer with the companion web app.';
export const LESSON_PACK_DESCRIPTION = '5 thirty-minute language lessons';

// ---- Rules by product type ----------------------------------------------------------------------

/** CP-FORM-19: types whose Nami upsell checkbox is locked (and kept unticked). */
export const NAMI_UPSELL_LOCKED_TYPES: readonly ProductType[] = [
  'DVD',
  'MULTI_LEVEL',
  'SUBSCRIPTION',
  'UPGRADE',
  'UPSELL',
  'ALL_ACCESS',
];
export const namiUpsellLocked = (type: ProductType | null | undefined): boolean =>
  !!type && NAMI_UPSELL_LOCKED_TYPES.includes(type);

/** CP-FORM-09/12/13: which course type a product type allows. */
export function premiumRule(type: ProductType | null | undefined): 'premium' | 'standard' | 'either' {
  if (type === 'UPGRADE' || type === 'ALL_ACCESS') return 'premium';
  if (type === 'LESSON_PACK') return 'standard';
  return 'either';
}

/**
 * All Access products live in the 'All Access' language, and only they do (CP-FORM-13, decided):
 * the message for a product whose language breaks that, or null.
 */
export function allAccessLanguageError(
  type: ProductType | null | undefined,
  languageIsAllAccess: boolean,
): string | null {
  if (type === 'ALL_ACCESS' && !languageIsAllAccess) return "'Language' must be All Access for an All Access product";
  if (type && type !== 'ALL_ACCESS' && languageIsAllAccess)
    return "'Language' All Access is only for All Access products";
  return null;
}

/** Types whose course level is required (CP-FORM-05/10; CONST-16 Level 1 to 5). */
export const requiresCourseLevel = (type: ProductType | null | undefined) => type === 'SINGLE_LEVEL' || type === 'FREE';
/** Types whose lesson range is edited or fixed. */
export const hasLessonRange = (type: ProductType | null | undefined) =>
  type === 'SINGLE_LEVEL' || type === 'LESSON_PACK' || type === 'FREE';
/** Types whose price is fixed (Free: 0). */
export const hasFixedPrice = (type: ProductType | null | undefined) => type === 'FREE';

/** Number of levels a multi-level course level stands for: '-1' complete course (5), '1,2' → 2. */
export function levelCount(courseLevel: string | null | undefined): number {
  if (!courseLevel) return 0;
  if (courseLevel.trim() === '-1') return SINGLE_LEVEL_OPTIONS.length;
  return courseLevel.split(',').filter((s) => s.trim() !== '').length;
}

/**
 * CP-FORM-18: the generated description of a product type, or null when the type has none.
 * Multi-level: 30 lessons per level of its course level; subscription: 30 lessons per level of the
 * whole course (`levels`, default 5); lesson pack: '5 thirty-minute language lessons'; All Access: the
 * fixed description.
 */
export function generatedDescription(
  type: ProductType | null | undefined,
  options: { courseLevel?: string | null; levels?: number } = {},
): string | null {
  switch (type) {
    case 'MULTI_LEVEL': {
      const levels = levelCount(options.courseLevel) || 1;
      return `${levels * LESSONS_PER_LEVEL} thirty-minute language lessons (${levels} ${levels === 1 ? 'level' : 'levels'} of ${LESSONS_PER_LEVEL} lessons)`;
    }
    case 'SUBSCRIPTION': {
      const levels = options.levels ?? SINGLE_LEVEL_OPTIONS.length;
      return `${levels * LESSONS_PER_LEVEL} thirty-minute language lessons (${levels} ${levels === 1 ? 'level' : 'levels'} of ${LESSONS_PER_LEVEL} lessons)`;
    }
    case 'LESSON_PACK':
      return LESSON_PACK_DESCRIPTION;
    case 'ALL_ACCESS':
      return ALL_ACCESS_DESCRIPTION;
    default:
      return null;
  }
}

/** CP-DET-05: why Edit is refused (DVD and UPSELL products, ARCHIVED products): the server's 409 detail and the button's tooltip; null when allowed. */
export function editRefusal(p: { productType: ProductType; status: CatalogStatus }): string | null {
  if (p.productType === 'DVD') return 'A DVD product cannot be edited.';
  if (p.productType === 'UPSELL') return 'An Upsell product cannot be edited.';
  return p.status === 'ARCHIVED' ? 'An ARCHIVED product cannot be edited.' : null;
}
export const canEditProduct = (p: { productType: ProductType; status: CatalogStatus }) => editRefusal(p) === null;

/**
 * CP-DET-04: why Delete is refused: ACTIVE and ARCHIVED products, and (decided) a product that has
 * been active and waits for the review of an edit, because customers have it. The server's 409 detail
 * and the button's tooltip; null when allowed.
 */
export function deleteRefusal(p: { status: CatalogStatus; hasHistoricalActiveStatus?: boolean }): string | null {
  if (p.status === 'ACTIVE' || p.status === 'ARCHIVED') return `An ${p.status} product cannot be deleted.`;
  return p.hasHistoricalActiveStatus
    ? 'A product that has been active cannot be deleted: customers have it. Its edit waits for review.'
    : null;
}
export const canDeleteProduct = (p: { status: CatalogStatus; hasHistoricalActiveStatus?: boolean }) =>
  deleteRefusal(p) === null;

// ---- Validation ---------------------------------------------------------------------------------

/** An absolute http(s) URL (a deeplink never runs script: no `javascript:` or `data:` links). */
export function isHttpLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
/** CP-FORM-25: the promotion title keeps no newlines. */
export const stripNewlines = (v: string) => v.replace(/[\r\n]+/g, '');

function checkLength(out: Violation[], field: string, value: string | null | undefined, max: number, label: string) {
  if (value && value.length > max) out.push({ field, message: tooLongMessage(label, max) });
}

const isLesson = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= LESSON_MIN && n <= LESSON_MAX;
/** What is wrong with a given lesson number (a fraction, or outside 1–30), or null. */
const lessonError = (n: number): string | null => {
  if (!Number.isInteger(n)) return PRODUCT_MESSAGES.lessonRangeWhole;
  return isLesson(n) ? null : PRODUCT_MESSAGES.lessonRangeBounds;
};

/**
 * Every rule violation of a product body (spec 2 §5, CP-FORM-01..25), at most one per field, in form
 * order. An empty list means the body may be saved (after `normalizeProduct`).
 */
export function validateProduct(body: ProductDraft): Violation[] {
  const out: Violation[] = [];
  const L = PRODUCT_FIELD_LABELS;
  const type = body.productType ?? null;

  // CP-FORM-01..03: ISBN
  const isbn = body.isbn?.trim() ?? '';
  if (isbn === '') out.push({ field: 'isbn', message: PRODUCT_MESSAGES.isbnRequired });
  else if (isbn.length < ISBN_MIN || isbn.length > ISBN_MAX)
    out.push({ field: 'isbn', message: PRODUCT_MESSAGES.isbnLength });
  else if (!isbn.startsWith(ISBN_PREFIX)) out.push({ field: 'isbn', message: PRODUCT_MESSAGES.isbnPrefix });

  // CP-FORM-04: type, language, course type (fixed by the type for lesson pack, upgrade, All Access)
  if (!type) out.push({ field: 'productType', message: requiredMessage(L.productType) });
  if (body.languageId === null || body.languageId === undefined) {
    out.push({ field: 'languageId', message: requiredMessage(L.languageId) });
  }
  if (premiumRule(type) === 'either' && (body.isPremium === null || body.isPremium === undefined)) {
    out.push({ field: 'isPremium', message: requiredMessage(L.isPremium) });
  }

  // CP-FORM-05/10: course level
  if (requiresCourseLevel(type)) {
    const level = body.course?.courseLevel;
    if (blank(level)) out.push({ field: 'course.courseLevel', message: requiredMessage(L.courseLevel) });
    else if (!SINGLE_LEVEL_OPTIONS.some((o) => o.value === level?.trim())) {
      out.push({ field: 'course.courseLevel', message: PRODUCT_MESSAGES.courseLevelOption });
    }
  }

  // CP-FORM-06/07: single level range (start fixed 1) and version
  if (type === 'SINGLE_LEVEL') {
    const to = body.lessonRange?.to;
    if (to === null || to === undefined)
      out.push({ field: 'lessonRange.to', message: PRODUCT_MESSAGES.lessonRangeRequired });
    else if (!isLesson(to)) out.push({ field: 'lessonRange.to', message: lessonError(to) as string });
    else if (to <= LESSON_MIN) out.push({ field: 'lessonRange.to', message: PRODUCT_MESSAGES.lessonRangeOrder });
    const version = body.version?.trim() ?? '';
    if (version === '') out.push({ field: 'version', message: requiredMessage(L.version) });
    else if (!VERSION_PATTERN.test(version)) out.push({ field: 'version', message: PRODUCT_MESSAGES.versionFormat });
  }

  // CP-FORM-08: lesson pack range
  if (type === 'LESSON_PACK') {
    const from = body.lessonRange?.from;
    const to = body.lessonRange?.to;
    if (from === null || from === undefined)
      out.push({ field: 'lessonRange.from', message: PRODUCT_MESSAGES.lessonRangeRequired });
    else if (!isLesson(from)) out.push({ field: 'lessonRange.from', message: lessonError(from) as string });
    if (to === null || to === undefined)
      out.push({ field: 'lessonRange.to', message: PRODUCT_MESSAGES.lessonRangeRequired });
    else if (!isLesson(to)) out.push({ field: 'lessonRange.to', message: lessonError(to) as string });
    else if (isLesson(from) && from > to)
      out.push({ field: 'lessonRange.to', message: PRODUCT_MESSAGES.lessonRangeOrder });
  }

  // CP-FORM-11: multi-level bundles at least one single-level product
  if (type === 'MULTI_LEVEL' && !(body.bundledProductIds && body.bundledProductIds.length > 0)) {
    out.push({ field: 'bundledProductIds', message: requiredMessage(L.bundledProductIds) });
  }

  // CP-FORM-12: upgrade needs the premium ISBN
  if (type === 'UPGRADE' && blank(body.premiumISBN)) {
    out.push({ field: 'premiumISBN', message: requiredMessage(L.premiumISBN) });
  }

  // CP-FORM-15/16: texts
  checkLength(out, 'upsellName', body.upsellName, TEXT_LIMITS.upsellName, L.upsellName);
  checkLength(out, 'learnName', body.learnName, TEXT_LIMITS.learnName, L.learnName);
  if (type !== 'ALL_ACCESS') {
    checkLength(out, 'upsellDescription', body.upsellDescription, TEXT_LIMITS.upsellDescription, L.upsellDescription);
  }
  checkLength(out, 'notes', body.notes, TEXT_LIMITS.notes, L.notes);

  // CP-FORM-17: price (fixed 0 for Free)
  if (!hasFixedPrice(type)) {
    const amount = body.price?.amount;
    if (amount === null || amount === undefined || Number.isNaN(amount)) {
      out.push({ field: 'price.amount', message: requiredMessage(L.price) });
    } else if (amount < 0) out.push({ field: 'price.amount', message: PRODUCT_MESSAGES.priceMin });
    else if (!Number.isFinite(amount) || amount > PRICE_MAX)
      out.push({ field: 'price.amount', message: PRODUCT_MESSAGES.priceMax });
    // Refused, never rounded: the stored price is exactly what the user typed.
    else if (!fitsCurrency(amount, PRODUCT_CURRENCY))
      out.push({ field: 'price.amount', message: PRODUCT_MESSAGES.priceDecimals });
  }

  // CP-FORM-21..23: upsell cards
  (body.productUpsells ?? []).forEach((card, i) => {
    const at = `productUpsells.${i}`;
    if (!card.upsellType) out.push({ field: `${at}.upsellType`, message: requiredMessage(L.upsellType) });
    if (blank(card.upsellInAppIsbn))
      out.push({ field: `${at}.upsellInAppIsbn`, message: requiredMessage(L.upsellInAppIsbn) });
    if (card.hasEComPromotionCode) {
      if (blank(card.upsellEcomPid)) out.push({ field: `${at}.upsellEcomPid`, message: PRODUCT_MESSAGES.pidFirst });
      if (blank(card.upsellPromotionCode)) {
        out.push({ field: `${at}.upsellPromotionCode`, message: PRODUCT_MESSAGES.promotionCodeRequired });
      }
    }
  });

  // CP-FORM-20: Nami product group ids
  (body.namiGroups ?? []).forEach((group, i) => {
    if (!NAMI_GROUP_PATTERN.test(group)) out.push({ field: `namiGroups.${i}`, message: PRODUCT_MESSAGES.namiGroup });
  });

  // CP-FORM-25: deeplink tab
  checkLength(out, 'deepLink', body.deepLink, TEXT_LIMITS.deepLink, L.deepLink);
  if (!blank(body.deepLink) && !isHttpLink(body.deepLink as string)) {
    out.push({ field: 'deepLink', message: PRODUCT_MESSAGES.deepLinkScheme });
  }
  const promo = body.deepLinkPromotion;
  if (promo) {
    const title = promo.promotionTitle ? stripNewlines(promo.promotionTitle) : promo.promotionTitle;
    checkLength(out, 'deepLinkPromotion.promotionTitle', title, TEXT_LIMITS.promotionTitle, L.promotionTitle);
    checkLength(
      out,
      'deepLinkPromotion.promotionContent',
      promo.promotionContent,
      TEXT_LIMITS.promotionContent,
      L.promotionContent,
    );
    checkLength(
      out,
      'deepLinkPromotion.promotionComment',
      promo.promotionComment,
      TEXT_LIMITS.promotionComment,
      L.promotionComment,
    );
  }
  return out;
}

// ---- Normalization ------------------------------------------------------------------------------

/** A product body after `normalizeProduct`: the fields a valid product always has are set. */
export interface NormalizedProduct extends ProductDraft {
  isbn: string;
  productType: ProductType;
  isPremium: boolean;
  languageId: number;
  name: string;
  price: { amount: number; currency: string };
  lessonRange: { from: number | null; to: number | null };
  bundledProductIds: number[];
  productUpsells: UpsellCardDraft[];
  namiGroups: string[];
  isUpsellSupportedByNami: boolean;
  isDeeplinkSupportedByNami: boolean;
}

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);
const trimmedOrNull = (v: string | null | undefined) => (blank(v) ? null : (v as string).trim());

/**
 * Applies the values a product type fixes (spec 2 §5): ISBN trimmed; course type forced by
 * `premiumRule`; All Access name and description; Free range 1–1 and price 0; single level start 1;
 * lesson range cleared for types without one; bundles only for multi-level, the
 * premium ISBN only for upgrade; promotion title without newlines (an all-empty promotion is null); currency USD; Nami upsell off for
 * locked types; upsell type defaults to SUBSCRIPTION. Call after `validateProduct` found nothing.
 */
export function normalizeProduct<T extends ProductDraft>(body: T): T & NormalizedProduct {
  const type = body.productType as ProductType;
  const rule = premiumRule(type);
  const isPremium = rule === 'premium' ? true : rule === 'standard' ? false : Boolean(body.isPremium);
  let lessonRange: { from: number | null; to: number | null } = { from: null, to: null };
  if (type === 'SINGLE_LEVEL') lessonRange = { from: LESSON_MIN, to: orNull(body.lessonRange?.to) };
  else if (type === 'FREE') lessonRange = { from: LESSON_MIN, to: LESSON_MIN };
  else if (type === 'LESSON_PACK')
    lessonRange = { from: orNull(body.lessonRange?.from), to: orNull(body.lessonRange?.to) };
  const promo = body.deepLinkPromotion;
  const course = body.course ?? {};
  return {
    ...body,
    isbn: (body.isbn ?? '').trim(),
    productType: type,
    isPremium,
    languageId: body.languageId as number,
    name: type === 'ALL_ACCESS' ? ALL_ACCESS_NAME : (body.name ?? '').trim(),
    upsellDescription: type === 'ALL_ACCESS' ? ALL_ACCESS_DESCRIPTION : orNull(body.upsellDescription),
    price: { amount: type === 'FREE' ? 0 : (body.price?.amount ?? 0), currency: PRODUCT_CURRENCY },
    version: type === 'SINGLE_LEVEL' ? (body.version?.trim() ?? DEFAULT_VERSION) : trimmedOrNull(body.version),
    course: {
      courseLevel: trimmedOrNull(course.courseLevel),
      courseId: trimmedOrNull(course.courseId),
      courseVersion: trimmedOrNull(course.courseVersion),
      courseName: trimmedOrNull(course.courseName),
    },
    lessonRange,
    bundledProductIds: type === 'MULTI_LEVEL' ? [...new Set(body.bundledProductIds ?? [])] : [],
    premiumISBN: type === 'UPGRADE' ? trimmedOrNull(body.premiumISBN) : null,
    productUpsells: (body.productUpsells ?? []).map((card) => ({
      upsellType: card.upsellType ?? DEFAULT_UPSELL_TYPE,
      upsellInAppId: orNull(card.upsellInAppId),
      upsellInAppIsbn: trimmedOrNull(card.upsellInAppIsbn),
      upsellInAppName: orNull(card.upsellInAppName),
      upsellEcomPid: trimmedOrNull(card.upsellEcomPid),
      hasEComPromotionCode: Boolean(card.hasEComPromotionCode),
      upsellPromotionCode: card.hasEComPromotionCode ? trimmedOrNull(card.upsellPromotionCode) : null,
    })),
    namiGroups: [...(body.namiGroups ?? [])],
    isUpsellSupportedByNami: namiUpsellLocked(type) ? false : Boolean(body.isUpsellSupportedByNami),
    isDeeplinkSupportedByNami: Boolean(body.isDeeplinkSupportedByNami),
    deepLinkPromotion:
      promo && !(blank(promo.promotionTitle) && blank(promo.promotionContent) && blank(promo.promotionComment))
        ? {
            promotionTitle: promo.promotionTitle ? stripNewlines(promo.promotionTitle) : orNull(promo.promotionTitle),
            promotionContent: orNull(promo.promotionContent),
            promotionComment: orNull(promo.promotionComment),
          }
        : null,
  };
}
