import { App, Button, Space } from 'antd';
import { useState } from 'react';
import {
  type CatalogStatus,
  canPublish,
  canStopSchedule,
  canVerify,
  PUBLISH_SUCCESS_TEXT,
  PUBLISH_SUCCESS_TITLE,
  SCHEDULE_SAVED,
  SCHEDULE_STOPPED,
  STOP_SCHEDULE_CONFIRM,
  VERIFY_SUCCESS,
} from '../../../shared/domain/catalog-workflow';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { type PublishChoice, PublishDialog } from './PublishDialog';
import {
  type CatalogWorkflow,
  usePublish,
  useSchedulePublish,
  useStopSchedule,
  useVerify,
  type VerifyAnswer,
} from './queries';
import { VerifyDialog } from './VerifyDialog';
import { VerifyFailureDialog } from './VerifyFailureDialog';
import { RELOAD_AFTER_ERROR_MS, SCHEDULE_TOAST_SECONDS } from './workflow-ui';

/** CAT-WF-07/15: the error toast, then a page reload. */
function notifyAndReload(error: unknown) {
  notifyError(error);
  setTimeout(() => window.location.reload(), RELOAD_AFTER_ERROR_MS);
}

/**
 * Verify, Publish (now or scheduled) and Stop schedule of a content product or mini course
 * (checklist 9.1), through the entity's workflow endpoints. Each button shows when the user holds the
 * permission of the endpoint it calls, and is enabled by the shared transition table.
 */
export function WorkflowActions(props: {
  workflow: CatalogWorkflow;
  item: { id: number; status: CatalogStatus; scheduledPublishTime: number | null };
  variant?: 'buttons' | 'links';
  onChanged?: () => void;
}) {
  const { workflow, item, variant = 'buttons', onChanged } = props;
  const { entity, endpoints } = workflow;
  const { can } = usePermissions();
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<'verify' | 'publish' | null>(null);
  const [failure, setFailure] = useState<VerifyAnswer | null>(null);

  const verify = useVerify(workflow, item.id);
  const publish = usePublish(workflow, item.id);
  const schedule = useSchedulePublish(workflow, item.id);
  const stop = useStopSchedule(workflow, item.id);

  const mayVerify = can(endpoints.verify.permission);
  // The Publish dialog publishes now or schedules: it needs both endpoints.
  const mayPublish = can(endpoints.publish.permission) && can(endpoints.schedule.permission);
  const mayStop = can(endpoints.stopSchedule.permission);
  if (!mayVerify && !mayPublish && !mayStop) return null;

  const submitVerify = async (comments: string) => {
    let result: VerifyAnswer;
    try {
      result = await verify.mutateAsync(comments);
    } catch (error) {
      setDialog(null);
      notifyAndReload(error);
      return;
    }
    setDialog(null);
    if (result.succeeded) notifySuccess(VERIFY_SUCCESS);
    else setFailure(result);
    onChanged?.();
  };

  const submitPublish = async (choice: PublishChoice) => {
    if (choice.mode === 'now') {
      try {
        await publish.mutateAsync();
      } catch (error) {
        notifyError(error); // publish-now failure: toast only, the dialog stays open
        return;
      }
      setDialog(null);
      notifySuccess(PUBLISH_SUCCESS_TITLE, PUBLISH_SUCCESS_TEXT);
      onChanged?.();
      return;
    }
    try {
      await schedule.mutateAsync(choice.scheduledPublishTime);
    } catch (error) {
      setDialog(null);
      notifyAndReload(error);
      return;
    }
    setDialog(null);
    notifySuccess(SCHEDULE_SAVED, undefined, SCHEDULE_TOAST_SECONDS);
    onChanged?.();
  };

  const confirmStop = () => {
    modal.confirm({
      title: STOP_SCHEDULE_CONFIRM,
      okText: 'Confirm',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await stop.mutateAsync();
        } catch (error) {
          notifyAndReload(error);
          return;
        }
        notifySuccess(SCHEDULE_STOPPED, undefined, SCHEDULE_TOAST_SECONDS);
        onChanged?.();
      },
    });
  };

  const links = variant === 'links';
  const buttonProps = links ? ({ type: 'link', size: 'small', style: { paddingInline: 0 } } as const) : {};
  const state = { status: item.status, scheduledPublishTime: item.scheduledPublishTime };

  return (
    <>
      <Space size={links ? 12 : 8} wrap>
        {mayVerify && (
          <Button {...buttonProps} disabled={!canVerify(state)} onClick={() => setDialog('verify')}>
            Verify
          </Button>
        )}
        {mayPublish && (
          <Button
            {...buttonProps}
            type={links ? 'link' : 'primary'}
            disabled={!canPublish(state)}
            onClick={() => setDialog('publish')}
          >
            Publish
          </Button>
        )}
        {mayStop && canStopSchedule(state) && (
          <Button {...buttonProps} danger onClick={confirmStop}>
            Stop schedule
          </Button>
        )}
      </Space>
      <VerifyDialog
        entity={entity}
        open={dialog === 'verify'}
        submitting={verify.isPending}
        onSubmit={(comments) => void submitVerify(comments)}
        onCancel={() => setDialog(null)}
      />
      <PublishDialog
        entity={entity}
        open={dialog === 'publish'}
        submitting={publish.isPending || schedule.isPending}
        onSubmit={(choice) => void submitPublish(choice)}
        onCancel={() => setDialog(null)}
      />
      <VerifyFailureDialog result={failure} onClose={() => setFailure(null)} />
    </>
  );
}
