import { WarningOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Empty, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanListItem } from '../../../shared/contracts/ecom-products';
import { CATALOG_STATUS_LABELS } from '../../../shared/domain/catalog-status';
import { PLAN_MESSAGES, planActionRefusal } from '../../../shared/domain/ecom-plan';
import { notifyError, notifySuccess } from '../../api/notify';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { DateTime } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import type { ListTableState } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import {
  BULK_PUBLISH_TITLE,
  bulkPublishText,
  coursesNotActiveText,
  ECOM_LIST_PATH,
  type EcomProductLinkState,
  ecomProductPath,
  NO_READY_PLAN,
  NO_READY_PLAN_EMPTY,
} from './ecom-texts';
import { PlanStatusDot } from './PlanStatus';
import { planColumns } from './plan-columns';
import { useBulkPublish, useReadyPlans } from './queries';

const COLUMNS: ListColumn<PlanListItem, 'none'>[] = [
  ...planColumns<'none'>({ pid: 120, language: 100, courseType: 104, productType: 112, basePrice: 112 }),
  {
    key: 'status',
    title: 'Status',
    kind: 'status',
    width: 140,
    render: (row) => <PublishStatus row={row} />,
  },
  {
    key: 'updatedAt',
    title: 'Modified at',
    kind: 'date',
    width: 168,
    render: (row) => <DateTime value={row.updated_at} />,
  },
];

/** Why a listed plan cannot go on sale now (its course is not ACTIVE), or null. */
const blockedBy = (row: PlanListItem) => planActionRefusal('bulkPublish', row);

/**
 * The plan's status; under it, when it cannot go on sale, its course's status ('Course STAGING'), the
 * reason in a tooltip (in the Status column: the table has no room for another at 1280 px).
 */
function PublishStatus({ row }: { row: PlanListItem }) {
  const reason = blockedBy(row);
  return (
    <Space orientation="vertical" size={0}>
      <PlanStatusDot status={row.status} />
      {reason ? (
        <Tooltip title={reason}>
          <Typography.Text type="warning" data-blocked-plan={row.pid}>
            <WarningOutlined aria-hidden />{' '}
            {row.course ? `Course ${CATALOG_STATUS_LABELS[row.course.status]}` : 'No course'}
          </Typography.Text>
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** The plans named in the warning above the table; the rest are counted. */
const BLOCKED_NAMED = 5;

const TABLE_THEME = { components: { Table: { cellPaddingInline: 8 } } };

/**
 * /products/ecom/publish (checklist 9.15): every Ready for publish plan; Publish (after a confirmation)
 * activates exactly the listed plans, all or none (EP-PUB-04).
 */
export default function PublishPlansPage() {
  const navigate = useNavigate();
  const ready = useReadyPlans();
  const publish = useBulkPublish();
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useState<ListTableState<'none'>>({
    page: 1,
    size: 10,
    sortKey: 'none',
    sortOrder: 'ascend',
  });
  const plans = ready.data ?? [];
  const blocked = useMemo(() => (ready.data ?? []).filter((p) => blockedBy(p) !== null), [ready.data]);
  const refusal = plans.length === 0 ? NO_READY_PLAN : blocked.length ? coursesNotActiveText(blocked.length) : null;
  const shown = plans.slice((view.page - 1) * view.size, view.page * view.size);

  const publishAll = async () => {
    try {
      await publish.mutateAsync(plans.map((p) => p.id));
    } catch (error) {
      // A plan moved meanwhile: nothing changed; the list shows the plans as they are now.
      setConfirming(false);
      notifyError(error);
      return;
    }
    setConfirming(false);
    notifySuccess(PLAN_MESSAGES.bulkPublished);
    navigate(ECOM_LIST_PATH);
  };

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            <Button onClick={() => navigate(ECOM_LIST_PATH)}>Cancel</Button>
            {ready.isSuccess ? (
              <ActionButton type="primary" refusal={refusal} onClick={() => setConfirming(true)}>
                Publish
              </ActionButton>
            ) : (
              <Button type="primary" disabled>
                Publish
              </Button>
            )}
          </Space>
        }
      >
        <span id="page-title">Publish plans</span>
      </PageTitle>
      <Typography.Paragraph type="secondary">
        The plans Ready for publish. Publish activates all of them: customers can then purchase them.
      </Typography.Paragraph>
      {blocked.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={coursesNotActiveText(blocked.length)}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {blocked.slice(0, BLOCKED_NAMED).map((p) => (
                <li key={p.id}>{blockedBy(p)}</li>
              ))}
              {blocked.length > BLOCKED_NAMED ? <li>{`${blocked.length - BLOCKED_NAMED} more.`}</li> : null}
            </ul>
          }
        />
      ) : null}
      <ConfigProvider theme={TABLE_THEME} renderEmpty={() => <Empty description={NO_READY_PLAN_EMPTY} />}>
        <ListTable<PlanListItem, 'none'>
          columns={COLUMNS}
          rows={ready.data ? shown : undefined}
          rowKey={(row) => row.id}
          loading={ready.isFetching}
          total={ready.data?.length}
          settled={ready.isSuccess}
          state={view}
          setState={(patch) => setView((v) => ({ ...v, ...patch }))}
          pageLinks={false}
          rowHref={(row) => ecomProductPath(row.productId)}
          rowState={(row): EcomProductLinkState => ({ pid: row.pid })}
          error={ready.error}
          onRetry={() => void ready.refetch()}
        />
      </ConfigProvider>
      <ActionDialog
        title={BULK_PUBLISH_TITLE}
        open={confirming}
        onCancel={() => setConfirming(false)}
        actions={[{ key: 'publish', label: 'Publish', primary: true, onClick: publishAll }]}
      >
        <Typography.Paragraph>{bulkPublishText(plans.length)}</Typography.Paragraph>
      </ActionDialog>
    </section>
  );
}
