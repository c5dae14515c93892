import { Form } from 'antd';
import type { Customer, CustomerUpdateBody } from '../../../shared/contracts/customers';
import { CUSTOMER_SUCCESS } from '../../../shared/domain/customer';
import { fieldViolations } from '../../api/errors';
import { saveDialogForm } from '../../components/save-dialog-form';
import { useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { useUpdateCustomer } from './queries';

/** What a dialog on a customer's detail takes. */
export interface CustomerDialogProps {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}

/**
 * The form, guard and Save of a dialog that edits some text fields of a customer (CUS-NAME, CUS-EMAIL):
 * the fields sent trimmed with the customer's version (a stale save kept as such), the server's refusals
 * marked on those fields, 'Update successful'.
 */
export function useCustomerFieldsSave<V extends CustomerUpdateBody & Record<keyof V, string>>(
  customer: Customer,
  open: boolean,
  onClose: () => void,
  fields: readonly (keyof V & string)[],
) {
  const [form] = Form.useForm<V>();
  const guard = useDialogGuard(open);
  const update = useUpdateCustomer(customer.customerId);
  const edited = useEditedVersion(customer.rowVersion, 'portal');

  const save = () =>
    saveDialogForm(form, guard, onClose, {
      send: (values: V) =>
        update
          .mutateAsync({
            body: Object.fromEntries(fields.map((field) => [field, values[field].trim()])) as V,
            rowVersion: edited.version,
          })
          .catch(edited.keepStale),
      marks: (error) =>
        fieldViolations(error)
          .filter((v) => (fields as readonly string[]).includes(v.field))
          .map((v) => ({ name: v.field, errors: [v.message] })),
      success: CUSTOMER_SUCCESS.update,
    });

  return { form, guard, save };
}
