import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { Transaction } from '../../../../shared/contracts/transactions';
import { symbolAmount, toDecimalString, toMinor } from '../../../../shared/domain/money';
import { REFUND_MESSAGES, refundAmountError, refundAmountText } from '../../../../shared/domain/transaction';
import { notifyError, toast } from '../../../api/notify';
import { FormDialog } from '../../../components/FormDialog';
import { checkedBy } from '../../../components/form-rules';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { validValues } from '../../../components/valid-values';
import { useRefund } from './queries';
import { REFUND_DIALOG } from './texts';

interface Values {
  amount: string;
}

/** A new key per intent (one per opening of the dialog): a retry of the same refund moves nothing twice. */
const newKey = () => globalThis.crypto.randomUUID();

/**
 * RFD: the refund of a transaction. The amount defaults to the total, or to what is left when part was
 * refunded (RFD-02, decided); 'Full Amount' fills what is left (RFD-07, RFD-11); two decimals on blur
 * (RFD-06); the spec's messages by the shared rule (RFD-03..05); sent once per opening with its
 * idempotency key (a second click is ignored while it runs). Success: 'Transaction Refunded
 * Successfully.' and the list read again (RFD-09); a failure: 'Refund failed: …' with the server's
 * reason, the dialog stays open with the amount kept (RFD-10, decided).
 */
export default function RefundDialog({
  open,
  auth0Id,
  transaction: t,
  onClose,
}: {
  open: boolean;
  auth0Id: string;
  transaction: Transaction;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const [key] = useState(newKey);
  const refund = useRefund(auth0Id);
  const code = t.currency.code;
  const leftMinor = toMinor(t.price.refundableAmount, code);
  const left = toDecimalString(leftMinor, code);
  const initial = toDecimalString(Math.min(toMinor(t.price.total, code), leftMinor), code);

  const save = async () => {
    const values = await validValues(form);
    if (values === undefined) return;
    try {
      await refund.mutateAsync({ transactionId: t.id, source: t.source, amount: values.amount, idempotencyKey: key });
    } catch (error) {
      notifyError(REFUND_MESSAGES.failed(error instanceof Error ? error.message : String(error)));
      return;
    }
    toast(REFUND_MESSAGES.success);
    guard.clean();
    onClose();
  };

  return (
    <FormDialog
      title={REFUND_DIALOG.title}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={save}
      form={form}
      saveLabel={REFUND_DIALOG.submit}
      width={480}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{t.productPlan.name ?? t.id}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {REFUND_DIALOG.refundable}: {symbolAmount(t.price.refundableAmount, t.currency.symbol)} ({t.id})
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ amount: initial }} onValuesChange={guard.markDirty}>
        <Form.Item label={REFUND_DIALOG.amount} required style={{ marginBottom: 0 }}>
          <Space.Compact>
            <Form.Item
              name="amount"
              noStyle
              rules={[checkedBy((value: string) => refundAmountError(value, leftMinor, code))]}
            >
              <Input
                aria-label={REFUND_DIALOG.amount}
                prefix={t.currency.symbol}
                inputMode="decimal"
                autoComplete="off"
                maxLength={16}
                style={{ width: 200 }}
                onBlur={(event) => form.setFieldValue('amount', refundAmountText(event.target.value, code))}
              />
            </Form.Item>
            <Button
              onClick={() => {
                form.setFieldValue('amount', left);
                guard.markDirty();
                void form.validateFields(['amount']).catch(() => undefined);
              }}
            >
              {REFUND_DIALOG.fullAmount}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
