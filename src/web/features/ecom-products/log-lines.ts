import type { ProductLogEntry } from '../../../shared/contracts/ecom-products';
import { changeActionLabel } from '../../../shared/domain/change-log';
import { courseLevelLabel, productRefText, yesNo } from '../../../shared/domain/content-product-labels';
import {
  COURSE_TYPE_LABELS,
  type CourseType,
  ECOM_LOG_ACTION_LABELS,
  FREE_TRIAL_TYPE_LABELS,
  type FreeTrialType,
  PLAN_PRODUCT_TYPE_LABELS,
  PLAN_STATUS_LABELS,
  type PlanProductType,
  type PlanStatus,
} from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS, PLAN_OWN_FIELDS, type PlanFieldKey } from '../../../shared/domain/ecom-plan-labels';
import { EMPTY } from '../../components/date-format';
import type { LogLine } from '../../components/LogTable';

/**
 * The Product log's values as 'Label: value' lines (EP-LOG-01/04): the plan form's labels, codes by
 * their labels, ids by the names they stand for — a course as 'ISBN - name' from the entry's
 * `contentProducts` (EP-LOG-04), a base price, billing plan, template or language by its name when
 * known (else '#id'). Never JSON.
 */

/** Names of the ids the values hold. */
export interface LogNames {
  language: (id: number) => string | undefined;
  basePrice: (id: number) => string | undefined;
  billingPlan: (id: number) => string | undefined;
  template: (id: number) => string | undefined;
}

/** The line order: the product, then the plan form's order (a plan's status follows its name). */
const ORDER: readonly string[] = [
  'languageId',
  'courseType',
  ...PLAN_OWN_FIELDS.flatMap((field) => (field === 'name' ? [field, 'status'] : [field])),
  'plans',
];

type Values = Record<string, unknown>;
const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const named = (id: unknown, name: (id: number) => string | undefined) =>
  typeof id === 'number' ? (name(id) ?? `#${id}`) : String(id);
const labelOf = <K extends string>(labels: Record<K, string>, value: unknown) =>
  Object.hasOwn(labels, String(value)) ? labels[value as K] : String(value);

/** The action's label (the eCom table; an action outside it reads as words). */
export const ecomActionLabel = (action: string) => ECOM_LOG_ACTION_LABELS[action] ?? changeActionLabel(action);

/** One plan of a deleted product, as one line: 'PID · name · status'. */
function planLine(plan: unknown): string {
  if (typeof plan !== 'object' || plan === null) return String(plan);
  const p = plan as Values;
  return [p.pid, p.name, p.status === undefined ? undefined : labelOf(PLAN_STATUS_LABELS, p.status)]
    .filter((part) => !isEmpty(part))
    .join(' · ');
}

function valueText(
  field: string,
  value: unknown,
  names: LogNames,
  courses: ProductLogEntry['contentProducts'],
): string {
  if (isEmpty(value)) return EMPTY;
  switch (field) {
    case 'languageId':
      return named(value, names.language);
    case 'courseType':
      return labelOf(COURSE_TYPE_LABELS, value as CourseType);
    case 'status':
      return labelOf(PLAN_STATUS_LABELS, value as PlanStatus);
    case 'productType':
      return labelOf(PLAN_PRODUCT_TYPE_LABELS, value as PlanProductType);
    case 'courseLevels':
      return courseLevelLabel(String(value)) ?? EMPTY;
    case 'contentProductId': {
      const course = courses.find((c) => c.id === value);
      return course ? productRefText(course) : `#${String(value)}`;
    }
    case 'basePriceId':
      return named(value, names.basePrice);
    case 'billingPlanId':
      return named(value, names.billingPlan);
    case 'descTemplateId':
      return named(value, names.template);
    case 'freeTrialType':
      return labelOf(FREE_TRIAL_TYPE_LABELS, value as FreeTrialType);
    case 'joinUpsell':
      return typeof value === 'boolean' ? yesNo(value) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

const fieldLabel = (field: string) =>
  Object.hasOwn(PLAN_FIELD_LABELS, field) ? PLAN_FIELD_LABELS[field as PlanFieldKey] : field;

/**
 * One side of a change as lines. `whole`: a create's or a delete's side, whose empty fields are left
 * out; an edit's sides name only the changed fields, each shown ('--' when emptied).
 */
export function sideLines(
  values: Values | null,
  whole: boolean,
  names: LogNames,
  courses: ProductLogEntry['contentProducts'],
): LogLine[] | null {
  if (!values) return null;
  const keys = Object.keys(values)
    .filter((k) => k !== 'pid')
    .sort((a, b) => rank(a) - rank(b));
  const lines: LogLine[] = [];
  for (const key of keys) {
    const value = values[key];
    if (key === 'plans' && Array.isArray(value)) {
      for (const plan of value) lines.push({ label: 'Plan', value: planLine(plan) });
      continue;
    }
    if (whole && isEmpty(value)) continue;
    lines.push({ label: fieldLabel(key), value: valueText(key, value, names, courses) });
  }
  return lines;
}

function rank(field: string): number {
  const i = ORDER.indexOf(field);
  return i === -1 ? ORDER.length : i;
}

/** Both sides of an entry. */
export function entryLines(
  entry: ProductLogEntry,
  names: LogNames,
): { prev: LogLine[] | null; current: LogLine[] | null } {
  const whole = entry.prev === null || entry.current === null;
  return {
    prev: sideLines(entry.prev, whole, names, entry.contentProducts),
    current: sideLines(entry.current, whole, names, entry.contentProducts),
  };
}
