import { Button, ConfigProvider, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanListItem } from '../../../shared/contracts/ecom-products';
import { COURSE_TYPE_LABELS, PLAN_MESSAGES, PLAN_PRODUCT_TYPE_LABELS } from '../../../shared/domain/ecom-plan';
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
  ECOM_LIST_PATH,
  type EcomProductLinkState,
  ecomProductPath,
  NO_READY_PLAN,
  NO_READY_PLAN_EMPTY,
} from './ecom-texts';
import { PlanStatusDot } from './PlanStatus';
import { useBulkPublish, useReadyPlans } from './queries';

const COLUMNS: ListColumn<PlanListItem, 'none'>[] = [
  { key: 'pid', title: 'PID', kind: 'code', width: 120, text: (row) => row.pid, link: true },
  { key: 'name', title: 'Plan name', kind: 'text', text: (row) => row.name },
  { key: 'language', title: 'Language', kind: 'text', width: 100, text: (row) => row.languageName },
  {
    key: 'courseType',
    title: 'Course type',
    kind: 'enum',
    width: 104,
    text: (row) => (row.courseType ? COURSE_TYPE_LABELS[row.courseType] : null),
  },
  {
    key: 'productType',
    title: 'Product type',
    kind: 'enum',
    width: 112,
    text: (row) => PLAN_PRODUCT_TYPE_LABELS[row.productType],
  },
  { key: 'basePrice', title: 'Base price', kind: 'text', width: 112, text: (row) => row.basePriceName },
  {
    key: 'status',
    title: 'Status',
    kind: 'status',
    width: 140,
    render: (row) => <PlanStatusDot status={row.status} />,
  },
  {
    key: 'updatedAt',
    title: 'Modified at',
    kind: 'date',
    width: 168,
    render: (row) => <DateTime value={row.updated_at} />,
  },
];

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
              <ActionButton
                type="primary"
                refusal={plans.length === 0 ? NO_READY_PLAN : null}
                onClick={() => setConfirming(true)}
              >
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
