import { CATALOG_STATUS_LABELS } from './catalog-workflow';
import { PRODUCT_FIELD_LABELS } from './content-product';
import { MULTI_LEVEL_OPTIONS, SINGLE_LEVEL_OPTIONS } from './content-product-types';
import { EMPTY } from './ui-texts';

/**
 * The label of every content product field a screen shows: the form (add and edit), the read-only
 * detail and the Product log name a field the same way. Keys are the wire's field names; a nested
 * field is named by its path ('course.courseLevel', 'deepLinkPromotion.promotionTitle'). The spec's
 * own labels (CP-FORM-*, PRODUCT_FIELD_LABELS) are kept; the rest are decided (docs/decisions.md).
 */
export const PRODUCT_LABELS = {
  ...PRODUCT_FIELD_LABELS,
  productId: 'PID',
  status: 'Status',
  languageName: PRODUCT_FIELD_LABELS.languageId,
  name: 'Name',
  'course.courseLevel': PRODUCT_FIELD_LABELS.courseLevel,
  'course.courseId': 'Course id',
  'course.courseVersion': 'Course version',
  'course.courseName': 'Course name',
  lessonRange: 'Lesson range',
  bundledProductIds: 'Bundled single-level products',
  isUpsellSupportedByNami: 'Supported by Nami',
  namiGroups: 'Nami product group ids',
  productUpsells: 'Upsell cards',
  upsellEcomPid: 'eCom PID',
  hasEComPromotionCode: 'eCom promotion code',
  upsellPromotionCode: 'Promotion code',
  upgradeIsbn: 'Upgrade ISBN',
  upgradeName: 'Upgrade name',
  upgradeEcomPid: 'Upgrade eCom PID',
  upgradePromotionCode: 'Upgrade promotion code',
  isDeeplinkSupportedByNami: 'Deeplink supported by Nami',
  'deepLinkPromotion.promotionTitle': PRODUCT_FIELD_LABELS.promotionTitle,
  'deepLinkPromotion.promotionContent': PRODUCT_FIELD_LABELS.promotionContent,
  'deepLinkPromotion.promotionComment': PRODUCT_FIELD_LABELS.promotionComment,
  scheduledPublishTime: 'Scheduled publish',
  lastModifiedDate: 'Modified at',
  hasPendingChanges: 'Changes saved for later review',
  isEffectiveImmediately: 'Effective immediately',
  hasHistoricalActiveStatus: 'Has been active',
  updatedFiles: 'Updated files',
  mismatchedItems: 'Mismatched items',
  incorrectFormatItems: 'Incorrect formats',
} as const;

/** The tab headings of the product (CP-ADD-02, CP-DET-06). */
export const PRODUCT_TAB_LABELS = {
  info: 'Product info',
  upsell: 'Upsell & Upgrade',
  deeplink: 'Deeplink',
  log: 'Product log',
} as const;

/** CP-FORM-04: the course type is shown as Standard or Premium. */
export const courseTypeLabel = (isPremium: boolean): string => (isPremium ? 'Premium' : 'Standard');

/** A yes/no flag as text. */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** A course level as the form offers it: '3' → 'Level 3', '-1' → 'Complete course', '1,2' → 'Level 1-2'. */
export function courseLevelLabel(level: string | null | undefined): string | null {
  if (level === null || level === undefined || level.trim() === '') return null;
  const option = [...SINGLE_LEVEL_OPTIONS, ...MULTI_LEVEL_OPTIONS].find((o) => o.value === level);
  return option?.label ?? level;
}

/** A lesson range as text: '1 to 30'; null when neither end is set. */
export function lessonRangeText(range: { from?: number | null; to?: number | null } | null | undefined): string | null {
  const from = range?.from ?? null;
  const to = range?.to ?? null;
  if (from === null && to === null) return null;
  return `${from ?? EMPTY} to ${to ?? EMPTY}`;
}

/** A status by its badge name (CAT-WF-01: READY_FOR_REVIEW reads 'In Review'). */
export function statusLabel(status: string): string {
  return Object.hasOwn(CATALOG_STATUS_LABELS, status)
    ? CATALOG_STATUS_LABELS[status as keyof typeof CATALOG_STATUS_LABELS]
    : status;
}

/** A product referenced by id, as the logs and the detail show it (EP-LOG-04): 'ISBN - name'. */
export const productRefText = (ref: { isbn: string; name: string }): string =>
  ref.name ? `${ref.isbn} - ${ref.name}` : ref.isbn;
