import { Card, Col, DatePicker, Form, type FormInstance, Input, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Promotion } from '../../../shared/contracts/promotions';
import {
  DISCOUNT_TYPE_LABELS,
  PROMOTION_MESSAGES as MESSAGES,
  PROMOTION_CODE_MAX,
  PROMOTION_NAME_MAX,
} from '../../../shared/domain/promotion';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import { DATE_TIME_FORMAT } from '../../components/date-format';
import { checkedBy, required, trimmedLength } from '../../components/form-rules';
import { type Option, withKnown } from '../../components/known-options';
import { useDebounced } from '../../components/useDebounced';
import { DescriptionDisclosureTabs } from './DescriptionDisclosureTabs';
import { CodeTextFields, TextsSection } from './form-parts';
import { codeProblem, endProblem, nameProblem, type PromotionFormValues, startProblem } from './promotion-form-model';
import { useBasePlanSearch, useGiftPlans } from './queries';

const planLabel = (pid: string, title: string) => `${pid} — ${title}`;

/** PROMO-BOGO-01..05: the buy-one-gift-one source. */
export default function BogoFields({
  form,
  promotion,
  locale,
  onLocaleChange,
}: {
  form: FormInstance<PromotionFormValues>;
  promotion?: Promotion;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const found = useBasePlanSearch(q);
  const basePlanPid = Form.useWatch('basePlanPid', form);
  const gifts = useGiftPlans(basePlanPid);
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
      <Card size="small" title="Promotion" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={8}>
            <Form.Item name="code" label="Promotion code" required rules={[checkedBy(codeProblem)]}>
              <Input count={{ show: true, max: PROMOTION_CODE_MAX, strategy: trimmedLength }} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={16}>
            <Form.Item name="name" label="Promotion name" required rules={[checkedBy(nameProblem)]}>
              <Input count={{ show: true, max: PROMOTION_NAME_MAX, strategy: trimmedLength }} />
            </Form.Item>
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
                {
                  validator: (_rule, value: Dayjs | null | undefined) => {
                    const message = endProblem(form.getFieldValue(['timeRange', 'startedAt']), value);
                    return message ? Promise.reject(new Error(message)) : Promise.resolve();
                  },
                },
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
        </Row>
      </Card>
      <Card size="small" title="Plans" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item
              name="basePlanPid"
              label="Base plan"
              required
              rules={[required(MESSAGES.basePlanRequired)]}
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
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="giftPlanPid"
              label="Gift plan"
              required
              rules={[required(MESSAGES.giftPlanRequired)]}
              extra={basePlanPid ? 'An active plan of the base plan’s product.' : 'Choose the base plan first.'}
            >
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={basePlanPid ? 'Select the gift plan' : 'Choose the base plan first'}
                disabled={!basePlanPid}
                loading={gifts.isFetching}
                options={giftOptions}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="Code text" style={{ marginBottom: 16 }}>
        <CodeTextFields />
      </Card>
      <TextsSection>
        <DescriptionDisclosureTabs base={[]} activeLocale={locale} onLocaleChange={onLocaleChange} />
      </TextsSection>
    </>
  );
}
