import { Table, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contracts/common';
import { DateTime } from '../../components/DateTime';
import { orEmpty } from '../../components/date-format';
import { type ChangeLogParams, type ProductChangeLog, useProductChangeLogs } from './product-queries';

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
  const [params, setParams] = useState<ChangeLogParams>({ page: 0, size: DEFAULT_PAGE_SIZE, direction: 'DESC' });
  const logs = useProductChangeLogs(productId, params);
  const sortOrder: SortOrder = params.direction === 'DESC' ? 'descend' : 'ascend';

  return (
    <Table<ProductChangeLog>
      aria-label="Product log"
      rowKey="id"
      size="middle"
      loading={logs.isFetching}
      dataSource={logs.data?.content ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: params.page + 1,
        pageSize: params.size,
        total: logs.data?.totalElements ?? 0,
        showSizeChanger: true,
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const direction = one?.order === 'ascend' ? 'ASC' : 'DESC';
        const size = pagination.pageSize ?? params.size;
        const changedSort = direction !== params.direction || size !== params.size;
        setParams({ page: changedSort ? 0 : (pagination.current ?? 1) - 1, size, direction });
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
