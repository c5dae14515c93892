import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Popconfirm, Select, Typography } from 'antd';
import { checkedBy } from '../../components/form-rules';
import { withKnown } from '../../components/known-options';
import { DescriptionDisclosureTabs } from './DescriptionDisclosureTabs';
import type { SourceFieldsProps } from './form-parts';
import { billingPlanProblem, type EntryValues, emptyEntry } from './promotion-form-model';
import { useBillingPlanOptions } from './queries';

/**
 * PROMO-BP-05: one entry per billing plan (added, edited, deleted), each with its billing plan (each
 * plan once: the plans of the other entries are disabled) and the texts per locale.
 */
export function EntryList({ form, promotion, locale, onLocaleChange }: SourceFieldsProps) {
  const plans = useBillingPlanOptions();
  const entries: EntryValues[] = Form.useWatch('descriptionDisclosures', form) ?? [];
  const planOptions = withKnown(
    (plans.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    (promotion?.descriptionDisclosures ?? []).flatMap((e) =>
      e.billingPlanId === null ? [] : [{ value: e.billingPlanId, label: e.billingPlanName ?? `#${e.billingPlanId}` }],
    ),
  );
  return (
    <Form.List name="descriptionDisclosures">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 ? (
            <Typography.Paragraph type="secondary">
              No description and disclosure yet: add one per billing plan.
            </Typography.Paragraph>
          ) : null}
          {fields.map((field, index) => {
            const taken = new Set(entries.filter((_, i) => i !== index).map((e) => e?.billingPlanId ?? null));
            return (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={`Billing plan entry ${index + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  <Popconfirm
                    title="Delete this description and disclosure?"
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancel"
                    onConfirm={() => remove(field.name)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Delete entry ${index + 1}`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>
                }
              >
                <Form.Item
                  name={[field.name, 'billingPlanId']}
                  label="Billing plan"
                  required
                  rules={[checkedBy(() => billingPlanProblem(form.getFieldValue('descriptionDisclosures'), index))]}
                  style={{ maxWidth: 360 }}
                >
                  <Select<number>
                    aria-label={`Billing plan of entry ${index + 1}`}
                    placeholder="Select a billing plan"
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={plans.isLoading}
                    options={planOptions.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
                  />
                </Form.Item>
                <DescriptionDisclosureTabs
                  base={[field.name]}
                  activeLocale={locale}
                  onLocaleChange={onLocaleChange}
                  nameSuffix={`, entry ${index + 1}`}
                />
              </Card>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add(emptyEntry())} block>
            Add description and disclosure
          </Button>
        </>
      )}
    </Form.List>
  );
}
