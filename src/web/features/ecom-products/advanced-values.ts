import { pickerRange } from '../../components/date-range';
import type { AdvancedSearchValues } from './list-filters';
import type { PlanListState } from './list-url';

/**
 * URL state → the Advanced Search form's initial values (date pickers take dayjs values): in the form's
 * own chunk, so the list loads no dayjs.
 */
export function advancedSearchValues(state: PlanListState): AdvancedSearchValues {
  return {
    modifiedRange: pickerRange(state.lastModifiedDateFrom, state.lastModifiedDateTo),
    basePriceId: state.basePriceIds ?? null,
    languageId: state.languageId ?? null,
    courseType: state.courseType || null,
    billingPlanId: state.billingPlanId ?? null,
  };
}
