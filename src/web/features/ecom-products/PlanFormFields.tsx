import { Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import type { Plan } from '../../../shared/contracts/ecom-products';
import {
  billingCycleText,
  FREE_TRIAL_LIMIT_MAX,
  FREE_TRIAL_TYPE_LABELS,
  FREE_TRIAL_TYPES,
  PLAN_NAME_MAX,
} from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS as L } from '../../../shared/domain/ecom-plan-labels';
import { EMPTY } from '../../components/date-format';
import { trialText } from './ecom-texts';
import type { PlanOptions } from './usePlanOptions';

/** The fields of the plan form (EP-PLAN-01..14), inside its Form. */
export function PlanFormFields({
  options,
  plan,
  isAllAccess,
}: {
  options: PlanOptions;
  plan: Plan | null;
  isAllAccess: boolean;
}) {
  const o = options;
  const select = { allowClear: true, style: { width: '100%' } };
  return (
    <>
      <Form.Item label={L.name} name="name" required>
        <Input showCount={{ formatter: ({ count }) => `${count} / ${PLAN_NAME_MAX}` }} />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item label={L.productType} name="productType" required style={{ flex: 1 }}>
          <Select {...select} allowClear={!isAllAccess} options={o.typeOptions} placeholder="Select the product type" />
        </Form.Item>
        {o.levelOptions.length > 0 ? (
          <Form.Item label={L.courseLevels} name="courseLevels" required style={{ flex: 1 }}>
            <Select {...select} options={o.levelOptions} placeholder="Select the course level" />
          </Form.Item>
        ) : null}
      </Flex>
      <Form.Item
        label={L.contentProductId}
        name="contentProductId"
        required
        extra={o.productType ? undefined : 'Choose the product type first.'}
      >
        <Select
          {...select}
          disabled={!o.productType}
          showSearch={{ filterOption: false, onSearch: o.setCourseSearch }}
          loading={o.courses.isFetching}
          options={o.courseOptions}
          placeholder="Search ISBN or name"
          notFoundContent={o.courses.isFetching ? 'Searching…' : 'No course found'}
        />
      </Form.Item>
      <Form.Item label={L.basePriceId} name="basePriceId" required extra={o.basePriceHelp ?? undefined}>
        <Select
          {...select}
          showSearch={{ optionFilterProp: 'label' }}
          loading={o.basePrices.isLoading}
          options={o.basePriceOptions}
          placeholder="Select a base price"
        />
      </Form.Item>
      {o.lifetime ? null : (
        <Flex gap={16}>
          <Form.Item label={L.billingPlanId} name="billingPlanId" required style={{ flex: 1 }}>
            <Select
              {...select}
              loading={o.billingPlans.isLoading}
              options={o.billingOptions}
              placeholder="Select a billing plan"
            />
          </Form.Item>
          <Form.Item label={L.billingCycle} style={{ flex: 1 }}>
            <Typography.Text data-billing-cycle="">
              {o.billing ? billingCycleText(o.billing.cycle, o.billing.quantity) : EMPTY}
              {o.billing?.trialDays ? ` · ${trialText(o.billing.trialDays)}` : ''}
            </Typography.Text>
          </Form.Item>
        </Flex>
      )}
      <Flex gap={16}>
        <Form.Item label={L.freeTrialType} name="freeTrialType" required style={{ flex: 1 }}>
          <Radio.Group options={FREE_TRIAL_TYPES.map((value) => ({ value, label: FREE_TRIAL_TYPE_LABELS[value] }))} />
        </Form.Item>
        {o.freeTrialType === 'promotional' ? (
          <Form.Item label={L.freeTrialUsageLimit} name="freeTrialUsageLimit" required style={{ flex: 1 }}>
            <InputNumber min={1} max={FREE_TRIAL_LIMIT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
      </Flex>
      <Form.Item
        label={L.joinUpsell}
        name="joinUpsell"
        required
        extra={o.upsellForced ? 'Always on for an upsell product (Upgrade).' : undefined}
      >
        <Radio.Group
          disabled={o.upsellForced}
          options={[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ]}
        />
      </Form.Item>
      <Form.Item label={L.descTemplateId} name="descTemplateId" required>
        <Select
          {...select}
          showSearch={{ optionFilterProp: 'label' }}
          loading={o.templates.isLoading}
          options={o.templateList.map((t) => ({ value: t.id, label: t.name }))}
          placeholder="Select a description template"
        />
      </Form.Item>
      <Form.Item label={L.productImage} name="productImage">
        <Select
          {...select}
          showSearch={{ optionFilterProp: 'label' }}
          loading={o.images.isLoading}
          options={o.imageOptions}
          placeholder="Select a product image"
        />
      </Form.Item>
      {plan?.pid ? (
        <Form.Item label={L.promotionCode} name="promotionCode">
          <Select
            {...select}
            loading={o.promotionCodes.isLoading}
            options={o.codeOptions}
            placeholder="Select a promotion code"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
