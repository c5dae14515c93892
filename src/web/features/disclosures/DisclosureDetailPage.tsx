import { Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import {
  type Disclosure,
  deleteDisclosure,
  disclosureSchema,
  switchDisclosureStatus,
  updateDisclosure,
} from '../../../shared/contracts/disclosures';
import { idParam } from '../../../shared/contracts/fields';
import {
  DISCLOSURE_LABELS,
  DISCLOSURE_MESSAGES,
  switchConfirmText,
  switchConfirmTitle,
  switchedMessage,
  switchLabel,
  switchTarget,
} from '../../../shared/domain/disclosure';
import { RICH_TEXT_FIELD_LABELS } from '../../../shared/domain/rich-text';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { DateTime } from '../../components/DateTime';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { PageTitle } from '../../components/PageTitle';
import { ReadOnlyFields } from '../../components/ReadOnlyFields';
import { preloadRichTextEditor } from '../../components/RichTextEditor';
import { RichTextView } from '../../components/RichTextView';
import { SaveActions } from '../../components/SaveActions';
import { useEditMode } from '../../components/useEditMode';
import { useVersionedRichTextEdit } from '../../components/useVersionedRichTextEdit';
import { DisclosureForm } from './DisclosureForm';
import { DisclosureStatusTag } from './DisclosureStatusTag';
import { disclosureFormToBody, disclosureToForm } from './disclosure-form-model';
import { useDeleteDisclosure, useDisclosure, useSwitchDisclosureStatus, useUpdateDisclosure } from './queries';
import { DISCLOSURE_LIST_PATH } from './texts';

/** The header: the name and the status, with the mode's buttons. */
function DisclosureHeader({ disclosure, extra }: { disclosure: Disclosure; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <Space size="middle" wrap>
          <span id="page-title">{disclosure.name}</span>
          <DisclosureStatusTag status={disclosure.status} />
        </Space>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Modified at <DateTime value={disclosure.updated_at} />
      </Typography.Paragraph>
    </>
  );
}

/** DISC-06: the disclosure as text: what it applies to, and each locale's content as it will show. */
function DisclosureView({ disclosure }: { disclosure: Disclosure }) {
  return (
    <ReadOnlyFields
      label="Disclosure"
      fields={[
        { key: 'name', label: DISCLOSURE_LABELS.name, value: disclosure.name },
        { key: 'status', label: DISCLOSURE_LABELS.status, value: <DisclosureStatusTag status={disclosure.status} /> },
        {
          key: 'basePrices',
          label: DISCLOSURE_LABELS.basePrices,
          value: disclosure.base_prices.map((p) => p.name).join(', '),
          wide: true,
        },
        { key: 'billingPlan', label: DISCLOSURE_LABELS.billingPlan, value: disclosure.billing_plan?.name },
        { key: 'created', label: 'Created at', value: <DateTime value={disclosure.created_at} /> },
        {
          key: 'countries',
          label: DISCLOSURE_LABELS.countries,
          value: disclosure.countries.map((c) => c.display_name).join(', '),
          wide: true,
        },
        {
          key: 'en',
          label: RICH_TEXT_FIELD_LABELS.en,
          value: <RichTextView html={disclosure.multi_language_content.en} />,
          wide: true,
        },
        {
          key: 'es',
          label: RICH_TEXT_FIELD_LABELS.es,
          value: <RichTextView html={disclosure.multi_language_content.es} />,
          wide: true,
        },
      ]}
    />
  );
}

/**
 * Edit mode (DISC-07): the add form with Cancel and Save, its own form instance, the leave guard. A
 * save after someone else's is refused (409): the notice offers their version (Reload), or keeping
 * these values, which a second Save then writes over theirs. The status is not edited here (DISC-11).
 */
function DisclosureEditor({
  disclosure,
  onDone,
  reload,
}: {
  disclosure: Disclosure;
  onDone: () => void;
  reload: () => void;
}) {
  const update = useUpdateDisclosure(disclosure.id);
  const edit = useVersionedRichTextEdit({
    record: disclosure,
    toForm: disclosureToForm,
    toBody: disclosureFormToBody,
    parseCurrent: parseDisclosure,
    send: update.mutateAsync,
    messages: DISCLOSURE_MESSAGES,
    onDone,
    reload,
  });
  return (
    <>
      <DisclosureHeader disclosure={disclosure} extra={<SaveActions onCancel={edit.cancel} onSave={edit.save} />} />
      <DisclosureForm {...edit.formProps} disclosure={edit.stale ?? disclosure} />
    </>
  );
}

/** The disclosure a stale refusal carries as its current version. */
const parseDisclosure = (current: unknown) => disclosureSchema.safeParse(current).data;

function DisclosureDetail({ disclosure, refetch }: { disclosure: Disclosure; refetch: () => void }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const [switching, setSwitching] = useState(false);
  const remove = useDeleteDisclosure(disclosure.id);
  const switchStatus = useSwitchDisclosureStatus(disclosure.id);

  if (editing) return <DisclosureEditor disclosure={disclosure} onDone={endEdit} reload={refetch} />;

  const to = switchTarget(disclosure.status);
  const switchIt = async () => {
    try {
      await switchStatus.mutateAsync({ status: to, rowVersion: disclosure.rowVersion });
    } catch (error) {
      setSwitching(false);
      notifyError(error);
      return;
    }
    setSwitching(false);
    notifySuccess(switchedMessage(to));
  };

  // DISC-06 (PERM-DISC-04..06): each button shows with its endpoint's permission; DISC-14: delete asks first.
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deleteDisclosure.permission),
        title: DISCLOSURE_MESSAGES.deleteTitle,
        text: DISCLOSURE_MESSAGES.deleteConfirm,
        run: () => remove.mutateAsync(),
        deleted: DISCLOSURE_MESSAGES.deleted,
        backTo: DISCLOSURE_LIST_PATH,
      }}
      edit={{
        allowed: can(updateDisclosure.permission),
        onEdit: startEdit,
        preload: preloadRichTextEditor,
      }}
    >
      {can(switchDisclosureStatus.permission) ? (
        <ActionButton type="primary" onClick={() => setSwitching(true)}>
          {switchLabel(disclosure.status)}
        </ActionButton>
      ) : null}
    </DetailActions>
  );

  return (
    <>
      <DisclosureHeader disclosure={disclosure} extra={buttons} />
      <DisclosureView disclosure={disclosure} />
      <ActionDialog
        title={switchConfirmTitle(disclosure.status)}
        open={switching}
        onCancel={() => setSwitching(false)}
        actions={[{ key: 'switch', label: switchLabel(disclosure.status), primary: true, onClick: switchIt }]}
      >
        <Typography.Paragraph>{switchConfirmText(disclosure.status)}</Typography.Paragraph>
      </ActionDialog>
    </>
  );
}

const disclosureId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** /products/disclosures/:disclosureId (DISC-01, DISC-06, DISC-11, DISC-13..15): read-only until Edit. */
export default function DisclosureDetailPage() {
  const { disclosureId: param } = useParams();
  const id = disclosureId(param);
  const query = useDisclosure(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the disclosure"
      kind="Disclosure"
      name={(disclosure) => disclosure.name}
    >
      {(disclosure, refetch) => <DisclosureDetail key={disclosure.id} disclosure={disclosure} refetch={refetch} />}
    </DetailPageFrame>
  );
}
