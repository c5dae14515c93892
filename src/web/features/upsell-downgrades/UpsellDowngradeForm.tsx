import { Card, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import type { UpsellDowngrade } from '../../../shared/contracts/upsell-downgrades';
import {
  isUpsell,
  optionUsed,
  takesLevels,
  UD_PART_LABELS,
  UD_PRODUCT_TYPE_LABELS,
  UD_PRODUCT_TYPES,
  UD_SLOGAN_MAX,
  UD_TAG_MAX,
  type UdField,
  type UdProductType,
  udFieldLabel,
  udLevelOptions,
} from '../../../shared/domain/upsell-downgrade';
import { trimmedLength } from '../../components/form-rules';
import { CardTitle, SectionTitle } from '../../components/Heading';
import { type Named, namedOptions, type Option } from '../../components/known-options';
import { PageForm, type PageFormProps } from '../../components/PageForm';
import { formToRule, formViolations, type UdFormValues, type UdPart, type UdPartValues } from './form-model';
import { useBasePriceOptions, useBillingPlanOptions } from './queries';

/** The base prices and billing plans the rule names already. */
function knownOf(rule: UpsellDowngrade | undefined) {
  const prices: Named[] = [];
  const plans: Named[] = [];
  if (rule) {
    prices.push(rule.original_base_price);
    if (rule.billing_plan) plans.push(rule.billing_plan);
    for (const o of rule.upsell_downgrade_options) {
      prices.push(o.base_price);
      if (o.billing_plan) plans.push(o.billing_plan);
    }
  }
  return { prices, plans };
}

/** A field's rule: the shared rules' message for this part and field, if any (spec 3 §5). */
const ruleOf =
  (form: FormInstance<UdFormValues>, part: UdPart, field: UdField): Rule =>
  () => ({
    validator: () => {
      const found = formViolations(form.getFieldsValue(true) as UdFormValues).find(
        (v) => v.part === part && v.field === field,
      );
      return found ? Promise.reject(new Error(found.message)) : Promise.resolve();
    },
  });

/** One part of the rule: base price, product type, then course level or billing plan (and, for upsells, tag and slogan). */
function PartFields({
  form,
  part,
  basePrices,
  billingPlans,
  loading,
}: {
  form: FormInstance<UdFormValues>;
  part: UdPart;
  basePrices: Option<number>[];
  billingPlans: Option<number>[];
  loading: { prices: boolean; plans: boolean };
}) {
  const type = Form.useWatch([part, 'product_type'], form) as UdProductType | null | undefined;
  const originalType = Form.useWatch(['original', 'product_type'], form) as UdProductType | null | undefined;
  const label = (field: UdField) => udFieldLabel(part, field);
  // UD-11: an All Access original takes All Access upsells only.
  const allAccessOnly = part !== 'original' && isUpsell(part) && originalType === 'ALL_ACCESS';
  const typeOptions = UD_PRODUCT_TYPES.map((t) => ({
    value: t,
    label: UD_PRODUCT_TYPE_LABELS[t],
    disabled: allAccessOnly && t !== 'ALL_ACCESS',
  }));
  const values = Form.useWatch(part, form) as UdPartValues | undefined;
  // The original's base price and type always; an option's once anything of it is chosen (UD-07).
  const required = part === 'original' || optionUsed(formToRule({ [part]: values } as UdFormValues).options[part]);
  const levels = type ? takesLevels(type) : false;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={8}>
        <Form.Item
          name={[part, 'base_price_id']}
          label="Base price"
          required={required}
          rules={[ruleOf(form, part, 'base_price_id')]}
        >
          <Select<number | null>
            aria-label={label('base_price_id')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select a base price"
            loading={loading.prices}
            options={basePrices}
            onClear={() => form.setFieldValue([part, 'base_price_id'], null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} lg={8}>
        <Form.Item
          name={[part, 'product_type']}
          label="Product type"
          required={required}
          rules={[ruleOf(form, part, 'product_type')]}
        >
          <Select<UdProductType | null>
            aria-label={label('product_type')}
            allowClear
            placeholder="Select a product type"
            options={typeOptions}
            onChange={() => {
              // Levels and billing plans differ by type: a new type starts without them.
              form.setFieldValue([part, 'course_levels'], null);
              form.setFieldValue([part, 'billing_plan_id'], null);
            }}
            onClear={() => form.setFieldValue([part, 'product_type'], null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} lg={8}>
        {levels ? (
          <Form.Item
            name={[part, 'course_levels']}
            label="Course level"
            required
            rules={[ruleOf(form, part, 'course_levels')]}
          >
            <Select<string | null>
              aria-label={label('course_levels')}
              allowClear
              placeholder="Select a course level"
              options={udLevelOptions(type)}
              onClear={() => form.setFieldValue([part, 'course_levels'], null)}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name={[part, 'billing_plan_id']}
            label="Billing plan"
            required={!!type}
            rules={[ruleOf(form, part, 'billing_plan_id')]}
          >
            <Select<number | null>
              aria-label={label('billing_plan_id')}
              allowClear
              disabled={!type}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={type ? 'Select a billing plan' : 'Select the product type first'}
              loading={loading.plans}
              options={billingPlans}
              onClear={() => form.setFieldValue([part, 'billing_plan_id'], null)}
            />
          </Form.Item>
        )}
      </Col>
      {part !== 'original' && isUpsell(part) ? (
        <>
          <Col xs={24} lg={8}>
            <Form.Item name={[part, 'upsell_tag']} label="Tag" rules={[ruleOf(form, part, 'upsell_tag')]}>
              <Input
                aria-label={label('upsell_tag')}
                count={{ show: true, max: UD_TAG_MAX, strategy: trimmedLength }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={16}>
            <Form.Item name={[part, 'slogan']} label="Slogan" rules={[ruleOf(form, part, 'slogan')]}>
              <Input aria-label={label('slogan')} count={{ show: true, max: UD_SLOGAN_MAX, strategy: trimmedLength }} />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </Row>
  );
}

/**
 * UD-04..11: the add and edit form of a rule: the original base price with its product type and course
 * level or billing plan; the Upsell part (primary and secondary, each with a tag and a slogan); the
 * Downgrade part. The fields check the shared rules (src/shared/domain/upsell-downgrade.ts).
 */
export function UpsellDowngradeForm({
  form,
  initialValues,
  rule,
  onEdited,
  notice,
}: PageFormProps<UdFormValues> & {
  /** The rule being edited (its base prices and billing plans label the selects before the options load). */
  rule?: UpsellDowngrade;
}) {
  const basePrices = useBasePriceOptions();
  const billingPlans = useBillingPlanOptions();
  const known = useMemo(() => knownOf(rule), [rule]);
  const priceOptions = useMemo(() => namedOptions(basePrices.data?.data, known.prices), [basePrices.data, known]);
  const planOptions = useMemo(() => namedOptions(billingPlans.data?.data, known.plans), [billingPlans.data, known]);
  const loading = { prices: basePrices.isLoading, plans: billingPlans.isLoading };
  const part = (p: UdPart) => (
    <PartFields form={form} part={p} basePrices={priceOptions} billingPlans={planOptions} loading={loading} />
  );

  return (
    <PageForm
      form={form}
      initialValues={initialValues}
      label="Upsell & Downgrade"
      onValuesChange={() => {
        onEdited();
        // A field's message depends on other fields: check again what shows a message now.
        const shown = form
          .getFieldsError()
          .filter((f) => f.errors.length)
          .map((f) => f.name);
        if (shown.length) form.validateFields(shown).catch(() => undefined);
      }}
    >
      {notice}
      <Card
        size="small"
        title={<CardTitle>{udFieldLabel('original', 'base_price_id')}</CardTitle>}
        style={{ marginBottom: 16 }}
      >
        {part('original')}
      </Card>
      <Card size="small" title={<CardTitle>Upsell</CardTitle>} style={{ marginBottom: 16 }}>
        <SectionTitle level={3} style={{ marginTop: 0 }}>
          {UD_PART_LABELS.primary_upsell}
        </SectionTitle>
        {part('primary_upsell')}
        <SectionTitle level={3} style={{ marginTop: 0 }}>
          {UD_PART_LABELS.secondary_upsell}
        </SectionTitle>
        {part('secondary_upsell')}
      </Card>
      <Card size="small" title={<CardTitle>{UD_PART_LABELS.downgrade}</CardTitle>}>
        {part('downgrade')}
      </Card>
    </PageForm>
  );
}
