import { Col, Form, Row, Select } from 'antd';
import { useMemo } from 'react';
import type { Disclosure } from '../../../shared/contracts/disclosures';
import { DISCLOSURE_LABELS, DISCLOSURE_NAME_MAX } from '../../../shared/domain/disclosure';
import { RequiredTextItem } from '../../components/FormFields';
import { checkedBy } from '../../components/form-rules';
import { namedOptions } from '../../components/known-options';
import { CountriesSelect, NamedMultiSelect } from '../../components/MultiSelect';
import { type LocalizedPageFormProps, PageForm } from '../../components/PageForm';
import { RichTextEditorTabs } from '../../components/RichTextEditorForm';
import { useCountries } from '../reference';
import {
  basePricesProblem,
  countriesProblem,
  type DisclosureFormValues,
  disclosureNameProblem,
} from './disclosure-form-model';
import { useBasePriceOptions, useBillingPlanOptions } from './queries';

/**
 * DISC-07..10: the add and edit form of a disclosure: the name, the base prices it applies to (at
 * least one), the billing plan (optional), the countries or regions (any number), and the English and
 * Spanish rich-text tabs with the variable hints.
 */
export function DisclosureForm({
  form,
  initialValues,
  disclosure,
  locale,
  onLocaleChange,
  onEdited,
  notice,
}: LocalizedPageFormProps<DisclosureFormValues> & {
  /** The disclosure being edited (its applied values label the selects before the options load). */
  disclosure?: Disclosure;
}) {
  const basePrices = useBasePriceOptions();
  const billingPlans = useBillingPlanOptions();
  const countries = useCountries();
  const billingPlanOptions = useMemo(
    () => namedOptions(billingPlans.data?.data, disclosure?.billing_plan ? [disclosure.billing_plan] : []),
    [billingPlans.data, disclosure],
  );

  return (
    <PageForm form={form} initialValues={initialValues} label="Disclosure" onValuesChange={onEdited}>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <RequiredTextItem label={DISCLOSURE_LABELS.name} problem={disclosureNameProblem} max={DISCLOSURE_NAME_MAX} />
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="billing_plan_id" label={DISCLOSURE_LABELS.billingPlan}>
            <Select<number | null>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select a billing plan (optional)"
              loading={billingPlans.isLoading}
              options={billingPlanOptions}
              // Cleared: no billing plan (DISC-10), sent as null.
              onClear={() => form.setFieldValue('billing_plan_id', null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="base_price_ids"
            label={DISCLOSURE_LABELS.basePrices}
            required
            rules={[checkedBy(basePricesProblem)]}
          >
            <NamedMultiSelect query={basePrices} known={disclosure?.base_prices} placeholder="Select base prices" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="country_ids" label={DISCLOSURE_LABELS.countries} rules={[checkedBy(countriesProblem)]}>
            <CountriesSelect
              query={countries}
              known={disclosure?.countries.map((c) => ({ value: c.id, label: c.display_name }))}
              placeholder="Select countries or regions (optional)"
            />
          </Form.Item>
        </Col>
      </Row>
      <RichTextEditorTabs form="disclosure" activeLocale={locale} onLocaleChange={onLocaleChange} extra={notice} />
    </PageForm>
  );
}
