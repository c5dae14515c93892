import { ConfirmActionDialog } from './ConfirmActionDialog';
import { useResumeSubscription } from './queries';
import { resumeExplanation } from './texts';
import type { SubscriptionDialogProps } from './useConfirmAction';

/** SUB-RES: ends the pause, access at once, billed today (SUB-RES-01), its preview, 'Resumed successfully'. */
export function ResumeDialog(props: SubscriptionDialogProps) {
  const resume = useResumeSubscription(props.auth0Id);
  return (
    <ConfirmActionDialog
      {...props}
      action="resume"
      explanation={resumeExplanation(props.subscription.status)}
      send={resume.mutateAsync}
    />
  );
}
