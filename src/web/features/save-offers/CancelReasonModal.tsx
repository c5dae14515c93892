import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  CANCEL_REASON_MAX,
  type CancelReasonProblem,
  cancelReasonProblems,
  isDefaultCancelReason,
  CANCEL_REASON_MESSAGES as MESSAGES,
} from '../../../shared/domain/save-offer';
import { storeViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionButton } from '../../components/ActionButton';
import { FormDialog } from '../../components/FormDialog';
import { useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { useCancelReasonList, useUpdateCancelReasons } from './queries';

/** One row of the modal: a reason as read (id) or added here (no id). */
interface Row {
  key: string;
  id?: number;
  en: string;
  es: string;
  isUsed: boolean;
}

let added = 0;

/**
 * CR-01..10: the 'Configure cancel reason' modal. A table of the reasons (the default one hidden) with
 * English and Spanish inputs, 'Add' for a new row, Delete disabled for a reason in use; Save checks
 * with the shared rules (messages above the table and under each field) and sends the whole list.
 */
export default function CancelReasonModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const reasons = useCancelReasonList(open);
  const save = useUpdateCancelReasons();
  const edited = useEditedVersion(reasons.data?.rowVersion ?? 1, 'store');
  const guard = useDialogGuard(open);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<CancelReasonProblem[]>([]);

  // CR-07: a failed load shows an empty list.
  const loaded = reasons.data?.answer ?? (reasons.isError ? [] : undefined);
  const hidden = useMemo(() => (loaded ?? []).filter(isDefaultCancelReason), [loaded]);
  useEffect(() => {
    if (rows === null && loaded) {
      setRows(
        loaded
          .filter((r) => !isDefaultCancelReason(r))
          .map((r) => ({ key: `id-${r.id}`, id: r.id, en: r.description.en, es: r.description.es, isUsed: r.is_used })),
      );
    }
  }, [loaded, rows]);

  const current = rows ?? [];
  const problems = checked
    ? [
        ...cancelReasonProblems(
          current,
          hidden.map((h) => h.description),
        ),
        ...serverProblems,
      ]
    : [];
  const problemOf = (index: number, locale: 'en' | 'es') =>
    problems.find((p) => p.index === index && p.locale === locale)?.message;

  const change = (key: string, patch: Partial<Row>) => {
    guard.markDirty();
    setServerProblems([]);
    setRows((list) => (list ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  const submit = async () => {
    setChecked(true);
    setServerProblems([]);
    if (
      cancelReasonProblems(
        current,
        hidden.map((h) => h.description),
      ).length
    )
      return;
    try {
      await save
        .mutateAsync({
          body: current.map((r) => ({
            ...(r.id === undefined ? {} : { id: r.id }),
            description: { en: r.en.trim(), es: r.es.trim() },
          })),
          rowVersion: edited.version,
        })
        .catch(edited.keepStale);
    } catch (error) {
      const marked: CancelReasonProblem[] = [];
      for (const v of storeViolations(error)) {
        const match = /^(\d+)\.description\.(en|es)$/.exec(v.field);
        if (match) marked.push({ index: Number(match[1]), locale: match[2] as 'en' | 'es', message: v.message });
      }
      setServerProblems(marked);
      notifyError(error);
      return;
    }
    notifySuccess(MESSAGES.updated);
    onClose();
  };

  const field = (row: Row, index: number, locale: 'en' | 'es') => {
    const problem = problemOf(index, locale);
    return (
      <div>
        <Input
          aria-label={`${locale === 'en' ? 'English' : 'Spanish'} cancel reason ${index + 1}`}
          value={row[locale]}
          status={problem ? 'error' : undefined}
          maxLength={CANCEL_REASON_MAX + 20}
          placeholder={locale === 'en' ? 'English (required)' : 'Spanish (optional)'}
          onChange={(event) => change(row.key, { [locale]: event.target.value })}
        />
        {problem ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {problem}
          </Typography.Text>
        ) : null}
      </div>
    );
  };

  return (
    <FormDialog title="Configure cancel reason" open={open} width={820} onClose={onClose} guard={guard} onSave={submit}>
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {problems.map((p) => (
                <li key={`${p.index}-${p.locale}-${p.message}`}>
                  Row {p.index + 1}, {p.locale === 'en' ? 'English' : 'Spanish'}: {p.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Table<Row>
        size="small"
        rowKey="key"
        loading={rows === null}
        dataSource={current}
        pagination={false}
        scroll={{ y: 420 }}
        aria-label="Cancel reasons"
        columns={[
          { key: 'en', title: 'English', render: (_v, row, index) => field(row, index, 'en') },
          { key: 'es', title: 'Spanish', render: (_v, row, index) => field(row, index, 'es') },
          {
            key: 'actions',
            title: '',
            width: 56,
            // CR-03: a reason in use cannot be deleted; the disabled button says why on hover.
            render: (_v, row) => (
              <ActionButton
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${row.en || 'new reason'}`}
                refusal={row.isUsed ? MESSAGES.inUseTooltip : null}
                onClick={() => {
                  guard.markDirty();
                  setRows((list) => (list ?? []).filter((r) => r.key !== row.key));
                }}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        block
        style={{ marginTop: 12 }}
        disabled={rows === null}
        onClick={() => {
          added += 1;
          guard.markDirty();
          setRows((list) => [...(list ?? []), { key: `new-${added}`, en: '', es: '', isUsed: false }]);
        }}
      >
        Add cancel reason
      </Button>
    </FormDialog>
  );
}
