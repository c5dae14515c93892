import { Form, Radio, Typography } from 'antd';
import { PAUSE_MONTHS } from '../../../../shared/domain/subscription';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { ActionPreview } from './ActionPreview';
import { usePauseSubscription, useSubscriptionPreview } from './queries';
import { CONFIRM_LABELS, DIALOG_TITLES, monthsLabel, PAUSE_LENGTH_LABEL, pauseExplanation } from './texts';
import { type SubscriptionDialogProps, useConfirmAction, useFormActionSave } from './useConfirmAction';
import { pausedDaysOf } from './view';

interface Values {
  months: number;
}

const INITIAL: Values = { months: PAUSE_MONTHS[0] };
const OPTIONS = PAUSE_MONTHS.map((months) => ({ value: months, label: monthsLabel(months) }));

/**
 * SUB-PAU: 1 or 2 months (SUB-PAU-01), sent as `paused_days` = months × 30 (SUB-PAU-02), what a pause
 * means (SUB-PAU-03), the preview read again for each length, 'Pause successful' (SUB-PAU-04). A
 * FormDialog: a changed length asks before closing (SHELL-UX-01).
 */
export function PauseDialog({ open, auth0Id, subscription, onClose }: SubscriptionDialogProps) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const months: number = Form.useWatch('months', form) ?? INITIAL.months;
  const pausedDays = pausedDaysOf(months);
  const preview = useSubscriptionPreview(auth0Id, subscription, 'pause', { pausedDays }, open);
  const pause = usePauseSubscription(auth0Id);
  const confirm = useConfirmAction('pause', subscription);

  const save = useFormActionSave(
    form,
    confirm,
    { clean: guard.clean, onClose, refetch: preview.refetch },
    (acted, values) => pause.mutateAsync({ ...acted, pausedDays: pausedDaysOf(values.months) }),
  );

  return (
    <FormDialog
      title={DIALOG_TITLES.pause}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={save}
      form={form}
      saveLabel={CONFIRM_LABELS.pause}
      width={560}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{subscription.title}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{pauseExplanation(pausedDays)}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={INITIAL} onValuesChange={guard.markDirty}>
        <Form.Item name="months" label={PAUSE_LENGTH_LABEL} style={{ marginBottom: 0 }}>
          <Radio.Group options={OPTIONS} />
        </Form.Item>
      </Form>
      <ActionPreview preview={preview.data} loading={preview.isFetching} error={preview.error} />
    </FormDialog>
  );
}
