import type { Product, ProductBody } from '../../../../shared/contracts/content-products';
import {
  DEFAULT_UPSELL_TYPE,
  DEFAULT_VERSION,
  hasFixedPrice,
  namiUpsellLocked,
  normalizeProduct,
  PRODUCT_CURRENCY,
  PRODUCT_FIELD_TABS,
  type ProductDraft,
  type ProductFormTab,
  premiumRule,
  type UpsellCardDraft,
} from '../../../../shared/domain/content-product';
import type { ProductType, UpsellType } from '../../../../shared/domain/content-product-types';

/**
 * The add/edit form's values. Field names follow the product body (nested where the body nests), so
 * a violation's field ('lessonRange.to', 'productUpsells[0].upsellInAppIsbn') names a form field.
 */
export interface UpsellCardValues {
  upsellType?: UpsellType;
  upsellInAppId?: number | null;
  upsellInAppIsbn?: string | null;
  upsellInAppName?: string | null;
  upsellEcomPid?: string | null;
  hasEComPromotionCode?: boolean;
  upsellPromotionCode?: string | null;
}

export interface ProductFormValues {
  isbn?: string;
  productType?: ProductType;
  languageId?: number;
  isPremium?: boolean;
  name?: string | null;
  upsellName?: string | null;
  learnName?: string | null;
  upsellDescription?: string | null;
  price?: { amount?: number | null; currency?: string };
  notes?: string | null;
  version?: string | null;
  course?: { courseLevel?: string | null };
  lessonRange?: { from?: number | null; to?: number | null };
  bundledProductIds?: number[];
  premiumISBN?: string | null;
  isUpsellSupportedByNami?: boolean;
  namiGroups?: string[];
  productUpsells?: UpsellCardValues[];
  upgradeId?: number | null;
  upgradeIsbn?: string | null;
  upgradeName?: string | null;
  upgradeEcomPid?: string | null;
  upgradePromotionCode?: string | null;
  deepLink?: string | null;
  isDeeplinkSupportedByNami?: boolean;
  deepLinkPromotion?: {
    promotionTitle?: string | null;
    promotionContent?: string | null;
    promotionComment?: string | null;
  };
}

/** A new upsell card (CP-FORM-21: type defaults to SUBSCRIPTION). */
export const newUpsellCard = (): UpsellCardValues => ({ upsellType: DEFAULT_UPSELL_TYPE, hasEComPromotionCode: false });

/** The values of an empty add form. */
export function emptyProductForm(): ProductFormValues {
  return {
    isbn: '',
    price: { amount: null, currency: PRODUCT_CURRENCY },
    version: DEFAULT_VERSION,
    course: { courseLevel: null },
    lessonRange: { from: null, to: null },
    bundledProductIds: [],
    namiGroups: [],
    isUpsellSupportedByNami: false,
    isDeeplinkSupportedByNami: false,
    productUpsells: [],
    deepLinkPromotion: { promotionTitle: '', promotionContent: '', promotionComment: '' },
  };
}

/** Empty or blank text → null; other text kept as typed (the rules trim what they trim). */
const text = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;
const num = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function upsellToDraft(card: UpsellCardValues): UpsellCardDraft {
  return {
    upsellType: card.upsellType ?? DEFAULT_UPSELL_TYPE,
    upsellInAppId: num(card.upsellInAppId),
    upsellInAppIsbn: text(card.upsellInAppIsbn),
    upsellInAppName: text(card.upsellInAppName),
    upsellEcomPid: text(card.upsellEcomPid),
    hasEComPromotionCode: card.hasEComPromotionCode === true,
    upsellPromotionCode: card.hasEComPromotionCode ? text(card.upsellPromotionCode) : null,
  };
}

/**
 * Form values → product draft for `validateProduct` / `normalizeProduct` (shared rules). Required
 * fields not yet filled stay null; blank texts become null; the currency is fixed (CP-FORM-17).
 */
export function formToDraft(values: ProductFormValues): ProductDraft {
  const promotion = values.deepLinkPromotion ?? {};
  return {
    isbn: (values.isbn ?? '').trim(),
    productType: values.productType ?? null,
    isPremium: values.isPremium ?? null,
    languageId: values.languageId ?? null,
    name: text(values.name),
    upsellName: text(values.upsellName),
    learnName: text(values.learnName),
    upsellDescription: text(values.upsellDescription),
    price: { amount: num(values.price?.amount), currency: PRODUCT_CURRENCY },
    notes: text(values.notes),
    version: text(values.version),
    course: { courseLevel: text(values.course?.courseLevel) },
    lessonRange: { from: num(values.lessonRange?.from), to: num(values.lessonRange?.to) },
    bundledProductIds: values.bundledProductIds ?? [],
    premiumISBN: text(values.premiumISBN),
    productUpsells: (values.productUpsells ?? []).map(upsellToDraft),
    upgradeId: num(values.upgradeId),
    upgradeIsbn: text(values.upgradeIsbn),
    upgradeName: text(values.upgradeName),
    upgradeEcomPid: text(values.upgradeEcomPid),
    upgradePromotionCode: text(values.upgradePromotionCode),
    namiGroups: (values.namiGroups ?? []).map((g) => g.trim()).filter((g) => g !== ''),
    isUpsellSupportedByNami: values.isUpsellSupportedByNami === true,
    isDeeplinkSupportedByNami: values.isDeeplinkSupportedByNami === true,
    deepLink: text(values.deepLink),
    deepLinkPromotion: {
      promotionTitle: text(promotion.promotionTitle),
      promotionContent: text(promotion.promotionContent),
      promotionComment: text(promotion.promotionComment),
    },
  };
}

/** Valid form values → the POST/PUT body, with the type's fixed values applied (shared `normalizeProduct`). */
export function formToBody(values: ProductFormValues): ProductBody {
  const n = normalizeProduct(formToDraft(values));
  const { isEffectiveImmediately: _omit, ...body } = n;
  return body as ProductBody;
}

/**
 * An edit keeps the course's catalogue identifiers (courseId, courseVersion, courseName), which the
 * form does not show, while the language and course level stay those of the loaded product; the PUT
 * replaces the whole product, so without them every save would clear them.
 */
export function keepCourseIdentity(body: ProductBody, product: Product): ProductBody {
  const level = body.course?.courseLevel ?? null;
  if (body.languageId !== product.languageId || level !== product.course.courseLevel) return body;
  const { courseId, courseVersion, courseName } = product.course;
  return { ...body, course: { ...body.course, courseLevel: level, courseId, courseVersion, courseName } };
}

/** A loaded product → the edit form's values. */
export function productToForm(product: Product): ProductFormValues {
  return {
    isbn: product.isbn,
    productType: product.productType,
    languageId: product.languageId,
    isPremium: product.isPremium,
    name: product.name,
    upsellName: product.upsellName ?? '',
    learnName: product.learnName ?? '',
    upsellDescription: product.upsellDescription ?? '',
    price: { amount: product.price.amount, currency: PRODUCT_CURRENCY },
    notes: product.notes ?? '',
    version: product.version,
    course: { courseLevel: product.course.courseLevel },
    lessonRange: { from: product.lessonRange.from, to: product.lessonRange.to },
    bundledProductIds: [...product.bundledProductIds],
    premiumISBN: product.premiumISBN,
    isUpsellSupportedByNami: product.isUpsellSupportedByNami,
    namiGroups: [...product.namiGroups],
    productUpsells: product.productUpsells.map((card) => ({
      upsellType: card.upsellType,
      upsellInAppId: card.upsellInAppId ?? null,
      upsellInAppIsbn: card.upsellInAppIsbn ?? null,
      upsellInAppName: card.upsellInAppName ?? null,
      upsellEcomPid: card.upsellEcomPid ?? null,
      hasEComPromotionCode: card.hasEComPromotionCode,
      upsellPromotionCode: card.upsellPromotionCode ?? null,
    })),
    upgradeId: product.upgradeId,
    upgradeIsbn: product.upgradeIsbn,
    upgradeName: product.upgradeName,
    upgradeEcomPid: product.upgradeEcomPid,
    upgradePromotionCode: product.upgradePromotionCode,
    deepLink: product.deepLink ?? '',
    isDeeplinkSupportedByNami: product.isDeeplinkSupportedByNami,
    deepLinkPromotion: {
      promotionTitle: product.deepLinkPromotion.promotionTitle ?? '',
      promotionContent: product.deepLinkPromotion.promotionContent ?? '',
      promotionComment: product.deepLinkPromotion.promotionComment ?? '',
    },
  };
}

/** A violation's field ('productUpsells[0].upsellInAppIsbn' or 'productUpsells.0.upsellInAppIsbn') → form name path. */
export function fieldPath(field: string): (string | number)[] {
  return field
    .replace(/^body\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export type { ProductFormTab };

/** Whether a violation's field (as `fieldPath` gives it) is a field of the product body, so of the form. */
export function isFormField(path: readonly (string | number)[]): boolean {
  return Object.hasOwn(PRODUCT_FIELD_TABS, String(path[0] ?? ''));
}

/** The tab holding a field (CP-DET-10, decided: the tab layout in src/shared/domain/content-product.ts). */
export function tabOfField(path: readonly (string | number)[]): ProductFormTab {
  return isFormField(path) ? PRODUCT_FIELD_TABS[path[0] as keyof ProductDraft] : 'info';
}

/**
 * The values the product type fixes, as form values (shown locked): course type per `premiumRule`, the
 * All Access name and description, the Free price and range, the single-level start lesson and default
 * version, the Nami upsell box unticked when locked. Taken from the shared `normalizeProduct`.
 */
export function fixedFormValues(values: ProductFormValues): Partial<ProductFormValues> {
  const type = values.productType;
  if (!type) return {};
  const n = normalizeProduct({ ...formToDraft(values), productType: type });
  const fixed: Partial<ProductFormValues> = {};
  if (premiumRule(type) !== 'either') fixed.isPremium = n.isPremium;
  if (type === 'ALL_ACCESS') {
    fixed.name = n.name;
    fixed.upsellDescription = n.upsellDescription ?? null;
  }
  if (hasFixedPrice(type)) fixed.price = { amount: n.price.amount, currency: PRODUCT_CURRENCY };
  if (type === 'FREE' || type === 'SINGLE_LEVEL') {
    fixed.lessonRange = { from: n.lessonRange.from, to: n.lessonRange.to };
  }
  if (type === 'SINGLE_LEVEL' && !values.version) fixed.version = DEFAULT_VERSION;
  if (namiUpsellLocked(type)) fixed.isUpsellSupportedByNami = false;
  return fixed;
}
