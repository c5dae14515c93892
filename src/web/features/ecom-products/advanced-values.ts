import dayjs from 'dayjs';
import type { AdvancedSearchValues } from './list-filters';
import type { PlanListState } from './list-url';

/**
 * URL state → the Advanced Search form's initial values (date pickers take dayjs values): in the form's
 * own chunk, so the list loads no dayjs.
 */
export function advancedSearchValues(state: PlanListState): AdvancedSearchValues {
  const from = state.lastModifiedDateFrom ? dayjs(state.lastModifiedDateFrom) : null;
  const to = state.lastModifiedDateTo ? dayjs(state.lastModifiedDateTo) : null;
  return {
    modifiedRange: from || to ? [from, to] : null,
    basePriceId: state.basePriceIds ?? null,
    languageId: state.languageId ?? null,
    courseType: state.courseType || null,
    billingPlanId: state.billingPlanId ?? null,
  };
}
