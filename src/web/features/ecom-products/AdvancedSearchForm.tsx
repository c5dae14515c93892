import { Form, Select } from 'antd';
import type { BillingPlan } from '../../../shared/contracts/ecom-products';
import type { Language } from '../../../shared/contracts/reference';
import { COURSE_TYPE_LABELS, COURSE_TYPES } from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS } from '../../../shared/domain/ecom-plan-labels';
import { AdvancedSearchFrame, NamedSelect } from '../../components/AdvancedSearchFrame';
import { DateRangePicker } from '../../components/DateRangePicker';
import { advancedSearchValues } from './advanced-values';
import type { AdvancedSearchValues } from './list-filters';
import type { PlanListState } from './list-url';
import { useAllBasePrices } from './option-queries';

const COURSE_TYPE_OPTIONS = COURSE_TYPES.map((value) => ({ value, label: COURSE_TYPE_LABELS[value] }));

export interface AdvancedSearchProps {
  /** The list's URL state: the form starts from its filters. */
  state: PlanListState;
  languages: Language[];
  billingPlans: BillingPlan[];
  onSearch: (values: AdvancedSearchValues) => void;
}

const EMPTY: AdvancedSearchValues = {
  modifiedRange: null,
  basePriceId: null,
  languageId: null,
  courseType: null,
  billingPlanId: null,
};

/** EP-LIST-02: the Advanced Search form (its own chunk: the list opens without the date picker). */
export default function AdvancedSearchForm({ state, languages, billingPlans, onSearch }: AdvancedSearchProps) {
  // Every base price, active or not: loaded with the form, not with the list.
  const basePrices = useAllBasePrices().data?.data ?? [];
  return (
    <AdvancedSearchFrame initial={advancedSearchValues(state)} onSearch={onSearch} cleared={EMPTY}>
      <Form.Item label="Modified at" name="modifiedRange">
        <DateRangePicker />
      </Form.Item>
      <Form.Item label={PLAN_FIELD_LABELS.basePriceId} name="basePriceId">
        <NamedSelect items={basePrices} placeholder="All base prices" />
      </Form.Item>
      <Form.Item label={PLAN_FIELD_LABELS.languageId} name="languageId">
        <NamedSelect items={languages} placeholder="All languages" />
      </Form.Item>
      <Form.Item label={PLAN_FIELD_LABELS.courseType} name="courseType">
        <Select allowClear options={COURSE_TYPE_OPTIONS} placeholder="Standard or Premium" />
      </Form.Item>
      <Form.Item label={PLAN_FIELD_LABELS.billingPlanId} name="billingPlanId">
        <NamedSelect items={billingPlans} placeholder="All billing plans" />
      </Form.Item>
    </AdvancedSearchFrame>
  );
}
