import { Space } from 'antd';
import { useState } from 'react';
import {
  type CatalogStatus,
  canStopSchedule,
  PUBLISH_SUCCESS_TEXT,
  PUBLISH_SUCCESS_TITLE,
  refusal,
  SCHEDULE_SAVED,
  SCHEDULE_STOPPED,
  STOP_SCHEDULE_CONFIRM,
  VERIFY_SUCCESS,
} from '../../../shared/domain/catalog-workflow';
import type { PermissionRequirement } from '../../../shared/permissions';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { PublishDialog, VerifyDialog, VerifyFailureDialog } from './lazy-dialogs';
import type { PublishChoice } from './PublishDialog';
import {
  type CatalogWorkflow,
  usePublish,
  useSchedulePublish,
  useStopSchedule,
  useVerify,
  type VerifyAnswer,
} from './queries';
import { RELOAD_AFTER_ERROR_MS, SCHEDULE_TOAST_SECONDS } from './workflow-ui';

/** CAT-WF-07/15: the error toast, then a page reload. */
function notifyAndReload(error: unknown) {
  notifyError(error);
  setTimeout(() => window.location.reload(), RELOAD_AFTER_ERROR_MS);
}

/** The workflow actions the user may run: each needs the permission of the endpoint(s) it calls. */
export function workflowPermissions(workflow: CatalogWorkflow, can: (need: PermissionRequirement) => boolean) {
  const { endpoints } = workflow;
  return {
    mayVerify: can(endpoints.verify.permission),
    // The Publish dialog publishes now or schedules: it needs both endpoints.
    mayPublish: can(endpoints.publish.permission) && can(endpoints.schedule.permission),
    mayStop: can(endpoints.stopSchedule.permission),
  };
}

/**
 * Verify, Publish (now or scheduled) and Stop schedule of a content product or mini course
 * (checklist 9.1), through the entity's workflow endpoints. Each button shows when the user holds the
 * permission of the endpoint it calls, and is enabled by the shared transition table, whose refusal
 * is the disabled button's tooltip. Every call goes through an `ActionDialog`: one request per intent.
 */
export function WorkflowActions(props: {
  workflow: CatalogWorkflow;
  item: { id: number; status: CatalogStatus; scheduledPublishTime: number | null };
  variant?: 'buttons' | 'links';
}) {
  const { workflow, item, variant = 'buttons' } = props;
  const { entity } = workflow;
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<'verify' | 'publish' | 'stop' | null>(null);
  const [failure, setFailure] = useState<VerifyAnswer | null>(null);

  const verify = useVerify(workflow, item.id);
  const publish = usePublish(workflow, item.id);
  const schedule = useSchedulePublish(workflow, item.id);
  const stop = useStopSchedule(workflow, item.id);

  const { mayVerify, mayPublish, mayStop } = workflowPermissions(workflow, can);
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
  };

  const submitStop = async () => {
    try {
      await stop.mutateAsync();
    } catch (error) {
      setDialog(null);
      notifyAndReload(error);
      return;
    }
    setDialog(null);
    notifySuccess(SCHEDULE_STOPPED, undefined, SCHEDULE_TOAST_SECONDS);
  };

  const links = variant === 'links';
  const buttonProps = links ? ({ type: 'link', size: 'small', style: { paddingInline: 0 } } as const) : {};
  const state = { status: item.status, scheduledPublishTime: item.scheduledPublishTime };

  return (
    <>
      <Space size={links ? 12 : 8} wrap>
        {mayVerify && (
          <ActionButton {...buttonProps} refusal={refusal('verify', state, entity)} onClick={() => setDialog('verify')}>
            Verify
          </ActionButton>
        )}
        {mayPublish && (
          <ActionButton
            {...buttonProps}
            type={links ? 'link' : 'primary'}
            refusal={refusal('publish', state, entity)}
            onClick={() => setDialog('publish')}
          >
            Publish
          </ActionButton>
        )}
        {mayStop && canStopSchedule(state) && (
          <ActionButton {...buttonProps} danger onClick={() => setDialog('stop')}>
            Stop schedule
          </ActionButton>
        )}
      </Space>
      <VerifyDialog
        entity={entity}
        open={dialog === 'verify'}
        onSubmit={submitVerify}
        onCancel={() => setDialog(null)}
      />
      <PublishDialog
        entity={entity}
        open={dialog === 'publish'}
        onSubmit={submitPublish}
        onCancel={() => setDialog(null)}
      />
      <ActionDialog
        title={STOP_SCHEDULE_CONFIRM}
        open={dialog === 'stop'}
        actions={[{ key: 'confirm', label: 'Confirm', primary: true, onClick: submitStop }]}
        onCancel={() => setDialog(null)}
      />
      <VerifyFailureDialog result={failure} onClose={() => setFailure(null)} />
    </>
  );
}
