import type { Dayjs } from 'dayjs';
import { COURSE_TYPE_LABELS, type CourseType, PLAN_STATUS_LABELS } from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS } from '../../../shared/domain/ecom-plan-labels';
import { dayRangeTag } from '../../components/date-format';
import type { PlanListState } from './list-url';

/** The Advanced Search form (EP-LIST-02). */
export interface AdvancedSearchValues {
  modifiedRange?: [Dayjs | null, Dayjs | null] | null;
  basePriceId?: number | null;
  languageId?: number | null;
  courseType?: CourseType | null;
  billingPlanId?: number | null;
}

/** EP-LIST-02: the form → URL state; the dates at the start and the end of their days; back to page 1. */
export function advancedSearchPatch(values: AdvancedSearchValues): Partial<PlanListState> {
  const [from, to] = values.modifiedRange ?? [null, null];
  return {
    lastModifiedDateFrom: from ? from.startOf('day').toISOString() : undefined,
    lastModifiedDateTo: to ? to.endOf('day').toISOString() : undefined,
    basePriceIds: values.basePriceId ?? undefined,
    languageId: values.languageId ?? undefined,
    courseType: values.courseType ?? '',
    billingPlanId: values.billingPlanId ?? undefined,
    page: 1,
  };
}

export interface FilterTag {
  key: string;
  label: string;
  remove: Partial<PlanListState>;
}

/** Names of the ids the filters hold (undefined while unknown: the id shows). */
export interface FilterNames {
  language: (id: number) => string | undefined;
  basePrice: (id: number) => string | undefined;
  billingPlan: (id: number) => string | undefined;
}

/** The active filters as removable tags (as the content product list shows them, CP-LIST-06). */
export function filterTags(state: PlanListState, names: FilterNames): FilterTag[] {
  const tags: FilterTag[] = [];
  if (state.status)
    tags.push({
      key: 'status',
      label: `Status: ${PLAN_STATUS_LABELS[state.status]}`,
      remove: { status: undefined, page: 1 },
    });
  if (state.pid.trim()) tags.push({ key: 'pid', label: `PID: ${state.pid.trim()}`, remove: { pid: '', page: 1 } });
  tags.push(
    ...dayRangeTag('modified', 'Modified', [state.lastModifiedDateFrom, state.lastModifiedDateTo], {
      lastModifiedDateFrom: undefined,
      lastModifiedDateTo: undefined,
      page: 1,
    }),
  );
  const named = (id: number, name: string | undefined) => name ?? `#${id}`;
  if (state.basePriceIds !== undefined)
    tags.push({
      key: 'basePrice',
      label: `${PLAN_FIELD_LABELS.basePriceId}: ${named(state.basePriceIds, names.basePrice(state.basePriceIds))}`,
      remove: { basePriceIds: undefined, page: 1 },
    });
  if (state.languageId !== undefined)
    tags.push({
      key: 'language',
      label: `${PLAN_FIELD_LABELS.languageId}: ${named(state.languageId, names.language(state.languageId))}`,
      remove: { languageId: undefined, page: 1 },
    });
  if (state.courseType)
    tags.push({
      key: 'courseType',
      label: `${PLAN_FIELD_LABELS.courseType}: ${COURSE_TYPE_LABELS[state.courseType]}`,
      remove: { courseType: '', page: 1 },
    });
  if (state.billingPlanId !== undefined)
    tags.push({
      key: 'billingPlan',
      label: `${PLAN_FIELD_LABELS.billingPlanId}: ${named(state.billingPlanId, names.billingPlan(state.billingPlanId))}`,
      remove: { billingPlanId: undefined, page: 1 },
    });
  return tags;
}

/** Every filter cleared (paging size and order kept). */
export const CLEARED_FILTERS: Partial<PlanListState> = {
  page: 1,
  pid: '',
  status: undefined,
  lastModifiedDateFrom: undefined,
  lastModifiedDateTo: undefined,
  basePriceIds: undefined,
  languageId: undefined,
  courseType: '',
  billingPlanId: undefined,
};
