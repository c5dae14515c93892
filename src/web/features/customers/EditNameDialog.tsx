import { Form, Input } from 'antd';
import type { Customer } from '../../../shared/contracts/customers';
import { CUSTOMER_SUCCESS, NAME_MAX, nameViolations, splitName } from '../../../shared/domain/customer';
import { fieldViolations } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { saveDialogForm } from '../../components/save-dialog-form';
import { ruleOf, useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { useUpdateCustomer } from './queries';
import { CUSTOMER_LABELS, DIALOG_TITLES } from './texts';

interface NameValues {
  firstName: string;
  lastName: string;
}

/** CUS-NAME: first and last name, prefilled by splitting the name at its first space; trimmed; 'Update successful'. */
export default function EditNameDialog({
  open,
  customer,
  onClose,
}: {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NameValues>();
  const guard = useDialogGuard(open);
  const update = useUpdateCustomer(customer.customerId);
  const edited = useEditedVersion(customer.rowVersion, 'portal');
  const violations = () => nameViolations(form.getFieldValue('firstName') ?? '', form.getFieldValue('lastName') ?? '');

  const save = () =>
    saveDialogForm(form, guard, onClose, {
      send: (values: NameValues) =>
        update
          .mutateAsync({
            body: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
            rowVersion: edited.version,
          })
          .catch(edited.keepStale),
      marks: (error) =>
        fieldViolations(error)
          .filter((v) => v.field === 'firstName' || v.field === 'lastName')
          .map((v) => ({ name: v.field, errors: [v.message] })),
      success: CUSTOMER_SUCCESS.update,
    });

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
