import type { ProductRef } from '../../../shared/contracts/content-products';
import {
  courseLevelLabel,
  courseTypeLabel,
  lessonRangeText,
  PRODUCT_LABELS,
  productRefText,
  statusLabel,
  yesNo,
} from '../../../shared/domain/content-product-labels';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../shared/domain/content-product-types';
import { moneyText } from '../../../shared/domain/money';
import { EMPTY, formatDateTime } from '../../components/date-format';
import type { LogLine } from '../../components/LogTable';

/**
 * The Product log's values as 'Label: value' lines (CP-LOG-03): each field by the form's label, each
 * value as the detail shows it — money with its currency, labels instead of codes ('In Review',
 * 'Single level', 'Premium'), dates as 'YYYY-MM-DD HH:mm:ss', bundled products as ISBN and name
 * (EP-LOG-04), upsell cards as a line each. Never JSON.
 */

type Values = Record<string, unknown>;

/** Fields not shown: their name or ISBN is shown beside them (the server names the language), or bookkeeping. */
const HIDDEN = new Set(['languageId', 'upgradeId', 'succeeded', 'id', 'productId', 'rowVersion']);
/** Flags of the product's life, not of what staff entered: left out of a CREATE or DELETE. */
const LIFE_FLAGS = new Set(['isEffectiveImmediately', 'hasHistoricalActiveStatus', 'hasPendingChanges']);
/** Objects whose parts change one by one: shown (and compared) part by part. */
const SPLIT = new Set(['course', 'deepLinkPromotion']);

const LABELS: Record<string, string> = PRODUCT_LABELS;
/** The order of the lines: the status, then the form's order (tab by tab), bookkeeping; unknown fields after. */
const ORDER = new Map(
  [
    'status',
    'isbn',
    'productType',
    'languageName',
    'isPremium',
    'name',
    'upsellName',
    'learnName',
    'upsellDescription',
    'price',
    'notes',
    'course.courseLevel',
    'course.courseId',
    'course.courseVersion',
    'course.courseName',
    'lessonRange',
    'version',
    'bundledProductIds',
    'premiumISBN',
    'isUpsellSupportedByNami',
    'namiGroups',
    'productUpsells',
    'upgradeIsbn',
    'upgradeName',
    'upgradeEcomPid',
    'upgradePromotionCode',
    'deepLink',
    'isDeeplinkSupportedByNami',
    'deepLinkPromotion.promotionTitle',
    'deepLinkPromotion.promotionContent',
    'deepLinkPromotion.promotionComment',
    'scheduledPublishTime',
    'hasPendingChanges',
    'isEffectiveImmediately',
    'hasHistoricalActiveStatus',
    'updatedFiles',
    'mismatchedItems',
    'incorrectFormatItems',
  ].map((key, i) => [key, i]),
);

const isRecord = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

/** 'upsellInAppIsbn' → 'Upsell in app isbn' (a field no label names yet). */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
const labelOf = (key: string) => LABELS[key] ?? humanize(key.split('.').at(-1) ?? key);

/** Any value as text, never JSON: lists joined, objects as 'Label: value' pairs. */
function plain(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => `${labelOf(k)}: ${plain(v)}`)
      .join(', ');
  }
  return String(value);
}

function upsellCardText(card: unknown): string {
  if (!isRecord(card)) return plain(card);
  const type = typeof card.upsellType === 'string' ? card.upsellType : null;
  const isbn = typeof card.upsellInAppIsbn === 'string' ? card.upsellInAppIsbn : null;
  const name = typeof card.upsellInAppName === 'string' ? card.upsellInAppName : '';
  const parts = [
    type ? (PRODUCT_TYPE_LABELS[type as ProductType] ?? type) : null,
    isbn ? productRefText({ isbn, name }) : null,
    card.upsellEcomPid ? `${LABELS.upsellEcomPid} ${String(card.upsellEcomPid)}` : null,
    card.hasEComPromotionCode && card.upsellPromotionCode
      ? `${LABELS.upsellPromotionCode} ${String(card.upsellPromotionCode)}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ') || EMPTY;
}

/** One field's value as the detail shows it. */
function valueText(key: string, value: unknown, products: ReadonlyMap<number, ProductRef>): string {
  if (isEmpty(value)) return EMPTY;
  switch (key) {
    case 'status':
      return statusLabel(String(value));
    case 'productType':
    case 'upsellType':
      return PRODUCT_TYPE_LABELS[value as ProductType] ?? String(value);
    case 'isPremium':
      return typeof value === 'boolean' ? courseTypeLabel(value) : plain(value);
    case 'price':
      return isRecord(value) && typeof value.amount === 'number'
        ? moneyText(value.amount, typeof value.currency === 'string' ? value.currency : 'USD')
        : plain(value);
    case 'lessonRange':
      return isRecord(value) ? (lessonRangeText(value as { from?: number; to?: number }) ?? EMPTY) : plain(value);
    case 'course.courseLevel':
      return courseLevelLabel(String(value)) ?? EMPTY;
    case 'bundledProductIds':
      return Array.isArray(value)
        ? value
            .map((id) => {
              const ref = typeof id === 'number' ? products.get(id) : undefined;
              return ref ? productRefText(ref) : `#${String(id)}`;
            })
            .join(', ')
        : plain(value);
    case 'scheduledPublishTime':
    case 'lastModifiedDate':
      return formatDateTime(value as string | number);
    case 'updatedFiles':
    case 'mismatchedItems':
    case 'incorrectFormatItems':
      return Array.isArray(value) ? value.map(plain).join('; ') : plain(value);
    default:
      return plain(value);
  }
}

/** The side's fields with the split objects taken apart ('course.courseLevel' …). */
function flatten(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (SPLIT.has(key) && isRecord(value)) {
      for (const [part, v] of Object.entries(value)) out[`${key}.${part}`] = v;
    } else {
      out[key] = value;
    }
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function linesOf(values: Values, keys: readonly string[], products: ReadonlyMap<number, ProductRef>): LogLine[] {
  const lines: LogLine[] = [];
  for (const key of keys) {
    if (!(key in values)) continue;
    const value = values[key];
    if (key === 'productUpsells' && Array.isArray(value)) {
      if (!value.length) lines.push({ label: LABELS.productUpsells ?? key, value: EMPTY });
      value.forEach((card, i) => {
        lines.push({ label: `Upsell card ${i + 1}`, value: upsellCardText(card) });
      });
      continue;
    }
    lines.push({ label: labelOf(key), value: valueText(key, value, products) });
  }
  return lines;
}

/**
 * The 'Previous value' and 'New value' lines of a Product log row. A side that is missing (before a
 * CREATE, after a DELETE) is null; the other side then leaves out empty fields and the life flags. With
 * both sides, a split object shows only the parts that differ.
 */
export function changeLines(
  prevValues: Values | null,
  currentValues: Values | null,
  refs: readonly ProductRef[],
): { prev: LogLine[] | null; current: LogLine[] | null } {
  const products = new Map(refs.map((r) => [r.id, r]));
  const prev = prevValues ? flatten(prevValues) : null;
  const current = currentValues ? flatten(currentValues) : null;
  const oneSided = !prev || !current;
  const keys = [...new Set([...Object.keys(prev ?? {}), ...Object.keys(current ?? {})])]
    .filter((key) => !HIDDEN.has(key))
    .filter((key) => {
      if (oneSided) {
        const value = (prev ?? current)?.[key];
        return !LIFE_FLAGS.has(key) && !isEmpty(value) && !(isRecord(value) && Object.values(value).every(isEmpty));
      }
      // A split part both sides hold alike did not change.
      return !key.includes('.') || !same(prev?.[key], current?.[key]);
    })
    .sort((a, b) => (ORDER.get(a) ?? ORDER.size) - (ORDER.get(b) ?? ORDER.size));
  return {
    prev: prev ? linesOf(prev, keys, products) : null,
    current: current ? linesOf(current, keys, products) : null,
  };
}
