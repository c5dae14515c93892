import { Button, Result, Space, Spin, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
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
import { NOT_FOUND_TITLE } from '../../../shared/domain/ui-texts';
import { ApiError } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { DateTime } from '../../components/DateTime';
import NotFound from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { ReadOnlyFields } from '../../components/ReadOnlyFields';
import { preloadRichTextEditor } from '../../components/RichTextEditor';
import { RichTextView } from '../../components/RichTextView';
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
      <DisclosureHeader
        disclosure={disclosure}
        extra={
          <Space>
            <Button onClick={edit.cancel}>Cancel</Button>
            <ActionButton type="primary" onClick={edit.save}>
              Save
            </ActionButton>
          </Space>
        }
      />
      <DisclosureForm
        form={edit.form}
        initialValues={edit.initialValues}
        disclosure={edit.stale ?? disclosure}
        locale={edit.locale}
        onLocaleChange={edit.setLocale}
        onEdited={edit.markEdited}
        notice={edit.notice}
      />
    </>
  );
}

/** The disclosure a stale refusal carries as its current version. */
const parseDisclosure = (current: unknown) => disclosureSchema.safeParse(current).data;

type Confirming = 'delete' | 'switch' | null;

function DisclosureDetail({ disclosure, refetch }: { disclosure: Disclosure; refetch: () => void }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const remove = useDeleteDisclosure(disclosure.id);
  const switchStatus = useSwitchDisclosureStatus(disclosure.id);

  const endEdit = useMemo(
    () => () => {
      setEditing(false);
      refetch();
    },
    [refetch],
  );

  if (editing) return <DisclosureEditor disclosure={disclosure} onDone={endEdit} reload={refetch} />;

  const deleteIt = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      setConfirming(null);
      notifyError(error);
      return;
    }
    setConfirming(null);
    notifySuccess(DISCLOSURE_MESSAGES.deleted);
    navigate(DISCLOSURE_LIST_PATH);
  };

  const to = switchTarget(disclosure.status);
  const switchIt = async () => {
    try {
      await switchStatus.mutateAsync(to);
    } catch (error) {
      setConfirming(null);
      notifyError(error);
      return;
    }
    setConfirming(null);
    notifySuccess(switchedMessage(to));
  };

  // DISC-06 (PERM-DISC-04..06): each button shows with its endpoint's permission.
  const buttons = (
    <Space wrap>
      {can(deleteDisclosure.permission) ? (
        <ActionButton danger onClick={() => setConfirming('delete')}>
          Delete
        </ActionButton>
      ) : null}
      {can(updateDisclosure.permission) ? (
        // The editor's code starts loading when Edit is pointed at or focused.
        <ActionButton
          onMouseEnter={preloadRichTextEditor}
          onFocus={preloadRichTextEditor}
          onClick={() => setEditing(true)}
        >
          Edit
        </ActionButton>
      ) : null}
      {can(switchDisclosureStatus.permission) ? (
        <ActionButton type="primary" onClick={() => setConfirming('switch')}>
          {switchLabel(disclosure.status)}
        </ActionButton>
      ) : null}
    </Space>
  );

  return (
    <>
      <DisclosureHeader disclosure={disclosure} extra={buttons} />
      <DisclosureView disclosure={disclosure} />
      {/* DISC-14: delete asks first. */}
      <ActionDialog
        title={DISCLOSURE_MESSAGES.deleteTitle}
        open={confirming === 'delete'}
        onCancel={() => setConfirming(null)}
        actions={[{ key: 'delete', label: 'Delete', primary: true, danger: true, onClick: deleteIt }]}
      >
        <Typography.Paragraph>{DISCLOSURE_MESSAGES.deleteConfirm}</Typography.Paragraph>
      </ActionDialog>
      <ActionDialog
        title={switchConfirmTitle(disclosure.status)}
        open={confirming === 'switch'}
        onCancel={() => setConfirming(null)}
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
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;
  if (query.isLoading) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spin aria-label="Loading the disclosure" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <Result status="warning" title={query.error instanceof Error ? query.error.message : NOT_FOUND_TITLE} />;
  }
  return (
    <section aria-labelledby="page-title">
      <DisclosureDetail key={query.data.id} disclosure={query.data} refetch={() => void query.refetch()} />
    </section>
  );
}
