import { Form, Radio } from 'antd';
import { CUSTOMER_SUCCESS } from '../../../shared/domain/customer';
import { FormDialog } from '../../components/FormDialog';
import { saveDialogForm } from '../../components/save-dialog-form';
import { useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { useSetOptIn } from './queries';
import { CUSTOMER_LABELS, DIALOG_TITLES, NO, YES } from './texts';

interface OptInValues {
  optIn: boolean;
}

const OPTIONS = [
  { value: true, label: YES },
  { value: false, label: NO },
];

/** CUS-OPTIN: Yes or No, sent as 'True'/'False' with the subscriber's email; 'Request sent'. */
export default function OptInDialog({
  open,
  customerId,
  email,
  optIn,
  rowVersion,
  onClose,
}: {
  open: boolean;
  customerId: number;
  /** The subscriber's email (the customer's when the subscriber has none). */
  email: string;
  optIn: boolean;
  /** The subscriber's version as read (If-Match). */
  rowVersion: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<OptInValues>();
  const guard = useDialogGuard(open);
  const setOptIn = useSetOptIn(customerId);
  const edited = useEditedVersion(rowVersion, 'store');

  const save = () =>
    saveDialogForm(form, guard, onClose, {
      send: (values: OptInValues) =>
        setOptIn.mutateAsync({ email, optIn: values.optIn, rowVersion: edited.version }).catch(edited.keepStale),
      success: CUSTOMER_SUCCESS.optIn,
    });

  return (
    <FormDialog title={DIALOG_TITLES.optIn} open={open} onClose={onClose} form={form} guard={guard} onSave={save}>
      <Form<OptInValues> form={form} layout="vertical" initialValues={{ optIn }} onValuesChange={guard.markDirty}>
        <Form.Item name="optIn" label={CUSTOMER_LABELS.optIn} required>
          <Radio.Group options={OPTIONS} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
