import type { FormInstance } from 'antd';
import type { PreviewedAction } from '../../../../shared/contracts/subscriptions';
import { SUBSCRIPTION_SUCCESS } from '../../../../shared/domain/subscription';
import { notifyError, toast } from '../../../api/notify';
import { useEditedVersion } from '../../../components/useEditedVersion';
import { validValues } from '../../../components/valid-values';
import type { ActedSubscription } from './queries';
import { DIALOG_TITLES, RESTART_TITLE } from './texts';
import type { SubscriptionView } from './view';

/** What every action dialog takes. */
export interface SubscriptionDialogProps {
  open: boolean;
  /** The customer's Auth0 id (the actions' `auth0Id`). */
  auth0Id: string;
  subscription: SubscriptionView;
  onClose: () => void;
}

/**
 * The confirm of an action dialog: sends the action on the version read (If-Match; after a 409 someone
 * else's version, useEditedVersion, so confirming again acts on the subscription as it is now), then
 * the spec's success message and `done`; on a failure the server's message in a toast and `failed`
 * (the dialog stays open: SUB-CAN-04, SUB-PAU-04, SUB-RES-03, SUB-REV-03, SUB-RST-06). `read` is the
 * version to send when it is not the card's (restart: its order summary's).
 */
export function useConfirmAction(
  action: PreviewedAction | 'restart',
  subscription: SubscriptionView,
  read: number = subscription.rowVersion,
) {
  const edited = useEditedVersion(read, 'store');
  return async (
    send: (acted: ActedSubscription) => Promise<unknown>,
    { done, failed }: { done: () => void; failed: () => void },
  ): Promise<void> => {
    const acted = { subscriptionId: subscription.subscriptionId, source: subscription.source };
    try {
      await send({ ...acted, rowVersion: edited.version }).catch(edited.keepStale);
    } catch (error) {
      notifyError(error);
      failed();
      return;
    }
    toast(SUBSCRIPTION_SUCCESS[action] ?? (action === 'restart' ? RESTART_TITLE : DIALOG_TITLES[action]));
    done();
  };
}

/**
 * The Save of a dialog that holds a form (pause, extend): the form checked, then the action confirmed;
 * on success the guard is cleared and the dialog closes, on a failure the preview is read again.
 */
export function useFormActionSave<V>(
  form: FormInstance<V>,
  confirm: ReturnType<typeof useConfirmAction>,
  close: { clean: () => void; onClose: () => void; refetch: () => unknown },
  send: (acted: ActedSubscription, values: V) => Promise<unknown>,
) {
  return async (): Promise<void> => {
    const values = await validValues(form);
    if (values === undefined) return;
    await confirm((acted) => send(acted, values), {
      done: () => {
        close.clean();
        close.onClose();
      },
      failed: () => void close.refetch(),
    });
  };
}
