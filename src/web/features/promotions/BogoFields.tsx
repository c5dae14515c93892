import { Col, DatePicker, Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  DISCOUNT_TYPE_LABELS,
  PROMOTION_MESSAGES as MESSAGES,
  PROMOTION_CODE_MAX,
  PROMOTION_NAME_MAX,
} from '../../../shared/domain/promotion';
import { DATE_TIME_FORMAT } from '../../components/date-format';
import { FieldsCard, RequiredItem, RequiredTextItem } from '../../components/FormFields';
import { checkedBy } from '../../components/form-rules';
import { type Option, withKnown } from '../../components/known-options';
import { useDebounced } from '../../components/useDebounced';
import { DescriptionDisclosureTabs } from './DescriptionDisclosureTabs';
import { CodeTextSection, type SourceFieldsProps, TextsSection } from './form-parts';
import { codeProblem, endProblem, nameProblem, startProblem } from './promotion-form-model';
import { useBasePlanSearch, useGiftPlans } from './queries';

const planLabel = (pid: string, title: string) => `${pid} — ${title}`;

/** PROMO-BOGO-01..05: the buy-one-gift-one source. */
export default function BogoFields({ form, promotion, locale, onLocaleChange }: SourceFieldsProps) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const found = useBasePlanSearch(q);
  const basePlanPid = Form.useWatch('basePlanPid', form);
  const gifts = useGiftPlans(basePlanPid);
  // A gift plan is one of the base plan's product's plans.
  const giftHint = basePlanPid ? 'An active plan of the base plan’s product.' : 'Choose the base plan first.';
  // The chosen plan keeps its label while another search shows other plans.
  const [chosen, setChosen] = useState<Option<string> | null>(null);

  const baseOptions = withKnown(
    (found.data?.data ?? []).map((p) => ({
      value: p.pid,
      label: planLabel(p.pid, p.name),
      // The server takes an active base plan only.
      disabled: p.status !== 'active',
    })),
    [
      ...(chosen ? [chosen] : []),
      ...(promotion?.buyPlan
        ? [{ value: promotion.buyPlan.pid, label: planLabel(promotion.buyPlan.pid, promotion.buyPlan.title) }]
        : []),
    ],
  );
  const giftOptions = withKnown(
    (gifts.data?.data ?? []).map((p) => ({ value: p.pid, label: planLabel(p.pid, p.title) })),
    promotion?.giftPlan && promotion.basePlanPid === basePlanPid
      ? [{ value: promotion.giftPlan.pid, label: planLabel(promotion.giftPlan.pid, promotion.giftPlan.title) }]
      : [],
  );

  return (
    <>
      <FieldsCard title="Promotion">
        <Col xs={24} lg={8}>
          <RequiredTextItem name="code" label="Promotion code" problem={codeProblem} max={PROMOTION_CODE_MAX} />
        </Col>
        <Col xs={24} lg={16}>
          <RequiredTextItem label="Promotion name" problem={nameProblem} max={PROMOTION_NAME_MAX} />
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item
            name={['timeRange', 'startedAt']}
            label="Start time"
            required
            rules={[checkedBy((v: Dayjs | null | undefined) => startProblem(v))]}
          >
            <DatePicker
              showTime
              format={DATE_TIME_FORMAT}
              placeholder="Select the start time"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item
            name={['timeRange', 'endedAt']}
            label="End time (optional)"
            dependencies={[['timeRange', 'startedAt']]}
            rules={[
              checkedBy((value: Dayjs | null | undefined) =>
                endProblem(form.getFieldValue(['timeRange', 'startedAt']), value),
              ),
            ]}
            extra="Leave empty for no end."
          >
            <DatePicker
              showTime
              format={DATE_TIME_FORMAT}
              placeholder="Select the end time"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item label="Promotion type">
            <Typography.Text>{DISCOUNT_TYPE_LABELS.buy_one_gift_one}</Typography.Text>
          </Form.Item>
        </Col>
      </FieldsCard>
      <FieldsCard title="Plans">
        <Col xs={24} lg={12}>
          <RequiredItem
            name="basePlanPid"
            label="Base plan"
            message={MESSAGES.basePlanRequired}
            extra="Search by PID or plan name; only an active plan can be chosen."
          >
            <Select<string>
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder="Search a plan by PID or name"
              loading={found.isFetching}
              options={baseOptions}
              onChange={(pid) => {
                const option = baseOptions.find((o) => o.value === pid);
                setChosen(option ? { value: option.value, label: option.label } : null);
                // A gift plan belongs to the base plan's product.
                form.setFieldValue('giftPlanPid', null);
              }}
            />
          </RequiredItem>
        </Col>
        <Col xs={24} lg={12}>
          <RequiredItem name="giftPlanPid" label="Gift plan" message={MESSAGES.giftPlanRequired} extra={giftHint}>
            <Select<string>
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={basePlanPid ? 'Select the gift plan' : 'Choose the base plan first'}
              disabled={!basePlanPid}
              loading={gifts.isFetching}
              options={giftOptions}
            />
          </RequiredItem>
        </Col>
      </FieldsCard>
      <CodeTextSection />
      <TextsSection>
        <DescriptionDisclosureTabs base={[]} activeLocale={locale} onLocaleChange={onLocaleChange} />
      </TextsSection>
    </>
  );
}
