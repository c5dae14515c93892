import { Form, Input } from 'antd';
import { CUSTOMER_MESSAGES, EMAIL_MAX, newEmailViolation } from '../../../shared/domain/customer';
import { FormDialog } from '../../components/FormDialog';
import { CUSTOMER_LABELS, DIALOG_TITLES } from './texts';
import { type CustomerDialogProps, useCustomerFieldsSave } from './useCustomerFieldsSave';

interface EmailValues {
  email: string;
  confirmEmail: string;
}

const reject = (message: string) => Promise.reject(new Error(message));

/**
 * CUS-EMAIL: the new email (required, valid, not the current one) and its confirmation (required, the
 * same); 'Update successful'. The change invalidates the area: the detail and its subscriber are read
 * again (the server moves an Active subscriber to the new email, CUS-EMAIL-07), and so are the
 * customer's subscriptions (CUS-EMAIL-06, useUpdateCustomer).
 */
export default function EditEmailDialog({ open, customer, onClose }: CustomerDialogProps) {
  const { form, guard, save } = useCustomerFieldsSave<EmailValues>(customer, open, onClose, ['email', 'confirmEmail']);

  return (
    <FormDialog title={DIALOG_TITLES.email} open={open} onClose={onClose} form={form} guard={guard} onSave={save}>
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
    </FormDialog>
  );
}
