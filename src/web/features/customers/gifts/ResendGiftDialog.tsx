import { Typography } from 'antd';
import { GIFT_MESSAGES } from '../../../../shared/domain/gift';
import { notifyError, notifySuccess } from '../../../api/notify';
import { ActionDialog } from '../../../components/ActionDialog';
import { type GiftDialogProps, useResendGiftEmail } from './queries';
import { RESEND_CONFIRM, RESEND_DIALOG_TITLE, resendQuestion } from './texts';

/**
 * GIFT-08 (GIFT-09, decided: it asks first, naming the address): Send queues the gift email again
 * (one request however often it is clicked: ActionDialog); 'Email send successfully.' and the lists read
 * again; a refusal shows the server's message and the dialog stays open.
 */
export default function ResendGiftDialog({ open, auth0Id, gift, onClose }: GiftDialogProps) {
  const resend = useResendGiftEmail(auth0Id);
  const send = async () => {
    try {
      await resend.mutateAsync(gift.id);
    } catch (error) {
      notifyError(error);
      return;
    }
    notifySuccess(GIFT_MESSAGES.emailSent);
    onClose();
  };
  return (
    <ActionDialog
      title={RESEND_DIALOG_TITLE}
      open={open}
      onCancel={onClose}
      actions={[{ key: 'send', label: RESEND_CONFIRM, primary: true, onClick: send }]}
    >
      <Typography.Paragraph>{resendQuestion(gift.title, gift.recipient.email ?? '')}</Typography.Paragraph>
    </ActionDialog>
  );
}
