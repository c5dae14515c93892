import { Form, Input, Typography } from 'antd';
import {
  GIFT_MESSAGES,
  RECIPIENT_EMAIL_LABEL,
  RECIPIENT_EMAIL_MAX,
  recipientEmailViolation,
} from '../../../../shared/domain/gift';
import { storeViolations } from '../../../api/errors';
import { FormDialog } from '../../../components/FormDialog';
import { saveDialogForm } from '../../../components/save-dialog-form';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { useEditedVersion } from '../../../components/useEditedVersion';
import { type GiftDialogProps, useUpdateGiftEmail } from './queries';
import { CURRENT_EMAIL_LABEL, UPDATE_DIALOG_TITLE } from './texts';

interface Values {
  email: string;
}

/**
 * GIFT-06/07: the new recipient email, checked by the shared rule (required, 'Invalid email format.',
 * 'Please enter a new email.') as the server checks it; sent on the version read (a stale save names the
 * address saved meanwhile and Save again writes over it); 'Email updated successfully.' and the lists
 * read again. A refusal of the field is marked on it; any other shows the server's message.
 */
export default function UpdateRecipientEmailDialog({ open, auth0Id, gift, onClose }: GiftDialogProps) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const update = useUpdateGiftEmail(auth0Id);
  const edited = useEditedVersion(gift.rowVersion, 'store');
  const current = gift.recipient.email ?? '';

  const save = () =>
    saveDialogForm(form, guard, onClose, {
      send: (values: Values) =>
        update
          .mutateAsync({ giftId: gift.id, email: values.email.trim(), rowVersion: edited.version })
          .catch(edited.keepStale),
      marks: (error) =>
        storeViolations(error)
          .filter((v) => v.field === 'recipient_email')
          .map((v) => ({ name: 'email', errors: [v.message] })),
      success: GIFT_MESSAGES.emailUpdated,
    });

  return (
    <FormDialog title={UPDATE_DIALOG_TITLE} open={open} onClose={onClose} form={form} guard={guard} onSave={save}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{gift.title}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {CURRENT_EMAIL_LABEL}: {current}
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onValuesChange={guard.markDirty}>
        <Form.Item
          name="email"
          label={RECIPIENT_EMAIL_LABEL}
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = recipientEmailViolation(value ?? '', current);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus autoComplete="off" maxLength={RECIPIENT_EMAIL_MAX} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
