import { Alert, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { sendSwitchPlanLink } from '../../../../shared/contracts/subscriptions';
import { CUSTOMER_MESSAGES, isValidEmail } from '../../../../shared/domain/customer';
import { useCall } from '../../../api/call';
import { notifyError, toast } from '../../../api/notify';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { validValues } from '../../../components/valid-values';
import { usePlanOptions } from './plan-queries';
import {
  PLAN_CHANGE_NOTE,
  PLAN_CHANGE_SEND,
  PLAN_CHANGE_SUCCESS,
  PLAN_CHANGE_TITLES,
  PLAN_LABELS,
  PLAN_PLACEHOLDERS,
  PLAN_REQUIRED,
  type PlanChangeKind,
} from './texts';
import type { SubscriptionDialogProps } from './useConfirmAction';

interface Values {
  email: string;
  pid: string | null;
}

/** SUB-PLN-01: required, and the same invalid-email message as CUS-EMAIL-02. */
const EMAIL_RULES = [
  { required: true, whitespace: true, message: PLAN_REQUIRED.email },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(CUSTOMER_MESSAGES.emailFormat)),
  },
];

/**
 * SUB-PLN: upsell, downgrade or switch plan (`kind`): the customer's email, prefilled with theirs
 * (SUB-PLN-01), and the target plan (SUB-PLN-02): the plan rule's upsells or downgrades, or the plan
 * search (SUB-PLN-03/04). Send e-mails the link (API-S-25, `original_pid` the current plan, SUB-PLN-05;
 * not versioned: nothing changes until the customer follows it, SUB-PLN-06), then the kind's success
 * message (SUB-PLN-07); on a failure the server's message and the dialog stays open. A FormDialog.
 */
export function PlanChangeDialog({
  open,
  auth0Id,
  subscription,
  onClose,
  kind,
  email,
}: SubscriptionDialogProps & { kind: PlanChangeKind; email: string | null }) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const call = useCall();
  const [typed, setTyped] = useState('');
  const plans = usePlanOptions(kind, subscription, open, typed);
  const searched = kind === 'switchPlan';

  const send = async () => {
    const values = await validValues(form);
    if (values === undefined) return;
    try {
      await call(sendSwitchPlanLink, {
        params: { id: subscription.subscriptionId },
        body: { auth0Id, email: values.email.trim(), original_pid: subscription.pid ?? '', pid: values.pid ?? '' },
      });
    } catch (error) {
      notifyError(error);
      return;
    }
    toast(PLAN_CHANGE_SUCCESS[kind]);
    guard.clean();
    setTyped('');
    onClose();
  };

  return (
    <FormDialog
      title={PLAN_CHANGE_TITLES[kind]}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={send}
      form={form}
      saveLabel={PLAN_CHANGE_SEND}
      width={560}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{subscription.title}</Typography.Text>
        {subscription.pid ? <Typography.Text type="secondary"> ({subscription.pid})</Typography.Text> : null}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ email: email ?? '', pid: null }}
        onValuesChange={guard.markDirty}
      >
        <Form.Item name="email" label={PLAN_LABELS.email} required validateTrigger="onBlur" rules={EMAIL_RULES}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="pid"
          label={PLAN_LABELS.plan}
          required
          rules={[{ required: true, message: PLAN_REQUIRED.plan }]}
          style={{ marginBottom: 0 }}
        >
          <Select
            showSearch={searched ? { filterOption: false, onSearch: setTyped } : undefined}
            loading={plans.loading}
            options={plans.options}
            placeholder={searched ? PLAN_PLACEHOLDERS.search : PLAN_PLACEHOLDERS.choose}
            notFoundContent={plans.loading ? PLAN_PLACEHOLDERS.searching : PLAN_PLACEHOLDERS.none}
          />
        </Form.Item>
      </Form>
      {plans.error ? <Alert type="error" showIcon title={plans.error.message} style={{ marginTop: 16 }} /> : null}
      <Alert type="info" showIcon title={PLAN_CHANGE_NOTE} style={{ marginTop: 16 }} />
    </FormDialog>
  );
}
