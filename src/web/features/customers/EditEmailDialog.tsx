import { Form, Input } from 'antd';
import type { Customer } from '../../../shared/contracts/customers';
import { CUSTOMER_MESSAGES, CUSTOMER_SUCCESS, EMAIL_MAX, newEmailViolation } from '../../../shared/domain/customer';
import { fieldViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { useDialogGuard } from './dialog-guard';
import { useUpdateCustomer } from './queries';
import { CUSTOMER_LABELS, DIALOG_TITLES } from './texts';

interface EmailValues {
  email: string;
  confirmEmail: string;
}

const reject = (message: string) => Promise.reject(new Error(message));

/**
 * CUS-EMAIL: the new email (required, valid, not the current one) and its confirmation (required, the
 * same); 'Update successful'. The change invalidates the area: the detail and its subscriber are read
 * again (the server moves an Active subscriber to the new email, CUS-EMAIL-07).
 */
export default function EditEmailDialog({
  open,
  customer,
  onClose,
}: {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EmailValues>();
  const guard = useDialogGuard(open);
  const update = useUpdateCustomer(customer.customerId);

  const save = async () => {
    let values: EmailValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await update.mutateAsync({ email: values.email.trim(), confirmEmail: values.confirmEmail.trim() });
    } catch (error) {
      const named = fieldViolations(error).filter((v) => v.field === 'email' || v.field === 'confirmEmail');
      if (named.length) form.setFields(named.map((v) => ({ name: v.field as keyof EmailValues, errors: [v.message] })));
      else notifyError(error);
      return;
    }
    notifySuccess(CUSTOMER_SUCCESS.update);
    guard.clean();
    onClose();
  };

  return (
    <ActionDialog
      title={DIALOG_TITLES.email}
      open={open}
      onCancel={() => guard.confirmClose(onClose)}
      afterClose={() => {
        form.resetFields();
        guard.clean();
      }}
      actions={[{ key: 'save', label: 'Save', primary: true, onClick: save }]}
    >
      <Form<EmailValues> form={form} layout="vertical" onValuesChange={guard.markDirty}>
        <Form.Item
          name="email"
          label={CUSTOMER_LABELS.newEmail}
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = newEmailViolation(value ?? '', customer.email);
                return problem ? reject(problem) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus autoComplete="off" maxLength={EMAIL_MAX} />
        </Form.Item>
        <Form.Item
          name="confirmEmail"
          label={CUSTOMER_LABELS.confirmEmail}
          required
          dependencies={['email']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const confirm = (value ?? '').trim();
                if (!confirm) return reject(CUSTOMER_MESSAGES.confirmRequired);
                if (confirm !== String(getFieldValue('email') ?? '').trim())
                  return reject(CUSTOMER_MESSAGES.confirmDifferent);
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input autoComplete="off" maxLength={EMAIL_MAX} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
