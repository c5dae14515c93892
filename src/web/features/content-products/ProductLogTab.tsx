import { Table, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contracts/common';
import { PRODUCT_CHANGE_LOG_SORT_FIELDS } from '../../../shared/contracts/content-products';
import { DateTime } from '../../components/DateTime';
import { orEmpty } from '../../components/date-format';
import { type SortOrder, toSortParam } from '../../components/url-state';
import { type ProductChangeLog, useContentProductChangeLogs } from './queries';

const valueCell = (value: string | null) => (
  <Typography.Paragraph
    style={{ margin: 0, maxWidth: 360, whiteSpace: 'pre-wrap' }}
    ellipsis={{ rows: 4, expandable: true }}
  >
    {orEmpty(value)}
  </Typography.Paragraph>
);

/**
 * The 'Product log' tab (CP-LOG-01..03): PID, Action, Previous value, New value, Comments, Modified
 * by, Modified at; sorted by createdDate, newest first by default; 10 per page.
 */
export function ProductLogTab({ productId }: { productId: number }) {
  const [view, setView] = useState<{ page: number; size: number; sortOrder: SortOrder }>({
    page: 0,
    size: DEFAULT_PAGE_SIZE,
    sortOrder: 'descend',
  });
  const { page, size, sortOrder } = view;
  const [sortField] = PRODUCT_CHANGE_LOG_SORT_FIELDS;
  const logs = useContentProductChangeLogs(productId, { page, size, sort: toSortParam(sortField, sortOrder) });

  return (
    <Table<ProductChangeLog>
      aria-label="Product log"
      rowKey="id"
      size="middle"
      loading={logs.isFetching}
      dataSource={logs.data?.content ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page + 1,
        pageSize: size,
        total: logs.data?.totalElements ?? 0,
        showSizeChanger: true,
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const nextOrder: SortOrder = one?.order === 'ascend' ? 'ascend' : 'descend';
        const nextSize = pagination.pageSize ?? size;
        const changedSort = nextOrder !== sortOrder || nextSize !== size;
        setView({ page: changedSort ? 0 : (pagination.current ?? 1) - 1, size: nextSize, sortOrder: nextOrder });
      }}
      columns={[
        { title: 'PID', dataIndex: 'pid', key: 'pid', render: (v: string) => orEmpty(v) },
        { title: 'Action', dataIndex: 'action', key: 'action' },
        { title: 'Previous value', dataIndex: 'prev', key: 'prev', render: valueCell },
        { title: 'New value', dataIndex: 'current', key: 'current', render: valueCell },
        { title: 'Comments', dataIndex: 'comments', key: 'comments', render: (v: string | null) => orEmpty(v) },
        { title: 'Modified by', dataIndex: 'updatedBy', key: 'updatedBy' },
        {
          title: 'Modified at',
          dataIndex: 'updatedAt',
          key: 'updatedAt',
          sorter: true,
          sortOrder,
          sortDirections: ['descend', 'ascend', 'descend'],
          render: (v: string) => <DateTime value={v} />,
        },
      ]}
    />
  );
}
