import { MailOutlined } from '@ant-design/icons';
import { ORGANIZATION_MESSAGES } from '../../../shared/domain/organization';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionButton } from '../../components/ActionButton';
import { useSendOnboardingEmail } from './queries';

/**
 * ORG-15: 'Send on-boarding email' for one saved administrator (API-M-40, with that address). The status
 * beside it then shows 'Email delivering' until the delivery ends (the detail reads it again meanwhile).
 */
export function SendEmailButton({ organizationId, email }: { organizationId: number; email: string }) {
  const send = useSendOnboardingEmail(organizationId);
  const run = async () => {
    try {
      await send.mutateAsync(email);
    } catch (error) {
      notifyError(error);
      return;
    }
    notifySuccess(ORGANIZATION_MESSAGES.emailQueued(email));
  };
  return (
    <ActionButton
      size="small"
      icon={<MailOutlined aria-hidden />}
      aria-label={`Send on-boarding email to ${email}`}
      onClick={run}
    >
      Send on-boarding email
    </ActionButton>
  );
}
