import { Form, Input } from 'antd';
import { NAME_MAX, nameViolations, splitName } from '../../../shared/domain/customer';
import { FormDialog } from '../../components/FormDialog';
import { ruleOf } from '../../components/useDialogGuard';
import { CUSTOMER_LABELS, DIALOG_TITLES } from './texts';
import { type CustomerDialogProps, useCustomerFieldsSave } from './useCustomerFieldsSave';

interface NameValues {
  firstName: string;
  lastName: string;
}

/** CUS-NAME: first and last name, prefilled by splitting the name at its first space; trimmed; 'Update successful'. */
export default function EditNameDialog({ open, customer, onClose }: CustomerDialogProps) {
  const { form, guard, save } = useCustomerFieldsSave<NameValues>(customer, open, onClose, ['firstName', 'lastName']);
  const violations = () => nameViolations(form.getFieldValue('firstName') ?? '', form.getFieldValue('lastName') ?? '');

  return (
    <FormDialog title={DIALOG_TITLES.name} open={open} onClose={onClose} form={form} guard={guard} onSave={save}>
      <Form<NameValues>
        form={form}
        layout="vertical"
        initialValues={splitName(customer.name)}
        onValuesChange={guard.markDirty}
      >
        <Form.Item
          name="firstName"
          label={CUSTOMER_LABELS.firstName}
          required
          rules={[ruleOf('firstName', violations)]}
        >
          <Input autoFocus count={{ show: true, max: NAME_MAX }} />
        </Form.Item>
        <Form.Item name="lastName" label={CUSTOMER_LABELS.lastName} required rules={[ruleOf('lastName', violations)]}>
          <Input count={{ show: true, max: NAME_MAX }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
