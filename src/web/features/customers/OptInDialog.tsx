import { Form, Radio } from 'antd';
import { CUSTOMER_SUCCESS } from '../../../shared/domain/customer';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { useDialogGuard } from './dialog-guard';
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
  onClose,
}: {
  open: boolean;
  customerId: number;
  /** The subscriber's email (the customer's when the subscriber has none). */
  email: string;
  optIn: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<OptInValues>();
  const guard = useDialogGuard(open);
  const setOptIn = useSetOptIn(customerId);

  const save = async () => {
    const values = await form.validateFields();
    try {
      await setOptIn.mutateAsync({ email, optIn: values.optIn });
    } catch (error) {
      notifyError(error);
      return;
    }
    notifySuccess(CUSTOMER_SUCCESS.optIn);
    guard.clean();
    onClose();
  };

  return (
    <ActionDialog
      title={DIALOG_TITLES.optIn}
      open={open}
      onCancel={() => guard.confirmClose(onClose)}
      afterClose={() => {
        form.resetFields();
        guard.clean();
      }}
      actions={[{ key: 'save', label: 'Save', primary: true, onClick: save }]}
    >
      <Form<OptInValues> form={form} layout="vertical" initialValues={{ optIn }} onValuesChange={guard.markDirty}>
        <Form.Item name="optIn" label={CUSTOMER_LABELS.optIn} required>
          <Radio.Group options={OPTIONS} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
