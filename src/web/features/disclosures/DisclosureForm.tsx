import { Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useMemo } from 'react';
import type { Disclosure } from '../../../shared/contracts/disclosures';
import { DISCLOSURE_LABELS, DISCLOSURE_NAME_MAX } from '../../../shared/domain/disclosure';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import { RichTextEditorTabs } from '../../components/RichTextEditorForm';
import { useCountries } from '../reference';
import {
  basePricesProblem,
  countriesProblem,
  type DisclosureFormValues,
  disclosureNameProblem,
} from './disclosure-form-model';
import { useBasePriceOptions, useBillingPlanOptions } from './queries';

/** The name counts as the server counts it: trimmed (MKT-06). */
const trimmedLength = (text: string) => text.trim().length;

/** A form rule from a shared check: its message, or none. */
const checkedBy = <T,>(problem: (value: T) => string | null): Rule => ({
  validator: (_rule, value: T) => {
    const message = problem(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

interface Option {
  value: number;
  label: string;
}

/** Options by name, with what the edited disclosure names already (an inactive base price keeps its label). */
function withKnown(options: readonly Option[], known: readonly Option[]): Option[] {
  const ids = new Set(options.map((o) => o.value));
  return [...options, ...known.filter((k) => !ids.has(k.value))];
}

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
}: {
  form: FormInstance<DisclosureFormValues>;
  initialValues: DisclosureFormValues;
  /** The disclosure being edited (its applied values label the selects before the options load). */
  disclosure?: Disclosure;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
  onEdited: () => void;
  notice?: ReactNode;
}) {
  const basePrices = useBasePriceOptions();
  const billingPlans = useBillingPlanOptions();
  const countries = useCountries();

  const basePriceOptions = useMemo(
    () =>
      withKnown(
        (basePrices.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        (disclosure?.base_prices ?? []).map((p) => ({ value: p.id, label: p.name })),
      ),
    [basePrices.data, disclosure],
  );
  const billingPlanOptions = useMemo(
    () =>
      withKnown(
        (billingPlans.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        disclosure?.billing_plan ? [{ value: disclosure.billing_plan.id, label: disclosure.billing_plan.name }] : [],
      ),
    [billingPlans.data, disclosure],
  );
  const countryOptions = useMemo(
    () =>
      withKnown(
        (countries.data?.data ?? []).map((c) => ({ value: c.id, label: c.displayName })),
        (disclosure?.countries ?? []).map((c) => ({ value: c.id, label: c.display_name })),
      ),
    [countries.data, disclosure],
  );

  return (
    <Form<DisclosureFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Disclosure"
      onValuesChange={onEdited}
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item name="name" label={DISCLOSURE_LABELS.name} required rules={[checkedBy(disclosureNameProblem)]}>
            <Input count={{ show: true, max: DISCLOSURE_NAME_MAX, strategy: trimmedLength }} />
          </Form.Item>
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
            <Select<number[]>
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select base prices"
              loading={basePrices.isLoading}
              options={basePriceOptions}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="country_ids" label={DISCLOSURE_LABELS.countries} rules={[checkedBy(countriesProblem)]}>
            <Select<number[]>
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select countries or regions (optional)"
              loading={countries.isLoading}
              options={countryOptions}
            />
          </Form.Item>
        </Col>
      </Row>
      <RichTextEditorTabs form="disclosure" activeLocale={locale} onLocaleChange={onLocaleChange} extra={notice} />
    </Form>
  );
}
