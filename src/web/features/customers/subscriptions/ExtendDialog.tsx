import { Form, Input, Typography } from 'antd';
import { EXTEND_DAYS_LABEL, extendDaysError } from '../../../../shared/domain/subscription';
import { FormDialog } from '../../../components/FormDialog';
import { checkedBy } from '../../../components/form-rules';
import { useDebounced } from '../../../components/useDebounced';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { ActionPreview } from './ActionPreview';
import { useExtendSubscription, useSubscriptionPreview } from './queries';
import { CONFIRM_LABELS, DIALOG_TITLES, EXTEND_EXPLANATION, PREVIEW_AFTER_VALID } from './texts';
import { type SubscriptionDialogProps, useConfirmAction, useFormActionSave } from './useConfirmAction';
import { digitsAndDots } from './view';

interface Values {
  extendDays: string;
}

/** How long the preview waits after the last key. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * SUB-EXT: 'Extend days', where only digits and a dot can be typed (SUB-EXT-03), checked by the shared
 * rule word for word (SUB-EXT-01/02/06); once valid, the preview of the new next billing date; 'Next
 * billing date extended successfully' (SUB-EXT-05). A FormDialog (SHELL-UX-01).
 */
export function ExtendDialog({ open, auth0Id, subscription, onClose }: SubscriptionDialogProps) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const typed: string | undefined = Form.useWatch('extendDays', form);
  const settled = useDebounced(typed ?? '', PREVIEW_DEBOUNCE_MS);
  const typedValid = extendDaysError(typed ?? '') === null;
  const settledValid = extendDaysError(settled) === null;
  const preview = useSubscriptionPreview(
    auth0Id,
    subscription,
    'extendBillingDate',
    settledValid ? { extendDays: Number(settled) } : {},
    open && settledValid,
  );
  // While typing, the preview of what was typed before is not shown as this one's.
  const waiting = settled !== (typed ?? '');
  const extend = useExtendSubscription(auth0Id);
  const confirm = useConfirmAction('extendBillingDate', subscription);

  const save = useFormActionSave(
    form,
    confirm,
    { clean: guard.clean, onClose, refetch: preview.refetch },
    (acted, values) => extend.mutateAsync({ ...acted, extendDays: Number(values.extendDays) }),
  );

  return (
    <FormDialog
      title={DIALOG_TITLES.extendBillingDate}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={save}
      form={form}
      saveLabel={CONFIRM_LABELS.extendBillingDate}
      width={560}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{subscription.title}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{EXTEND_EXPLANATION}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onValuesChange={guard.markDirty}>
        <Form.Item
          name="extendDays"
          label={EXTEND_DAYS_LABEL}
          required
          normalize={digitsAndDots}
          rules={[checkedBy(extendDaysError)]}
          style={{ marginBottom: 0 }}
        >
          <Input autoFocus autoComplete="off" inputMode="decimal" maxLength={6} style={{ width: 160 }} />
        </Form.Item>
      </Form>
      <ActionPreview
        preview={preview.data}
        loading={waiting || preview.isFetching}
        error={waiting ? null : preview.error}
        idle={typedValid ? undefined : PREVIEW_AFTER_VALID}
      />
    </FormDialog>
  );
}
