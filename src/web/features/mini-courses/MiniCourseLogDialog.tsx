import { Alert, Modal, Table } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contracts/common';
import { DateTime } from '../../components/DateTime';
import { orEmpty } from '../../components/date-format';
import { type MiniCourseChangeLog, useMiniCourseChangeLogs } from './queries';

/** MC-07: the change log of one mini course, paged, newest first. */
export function MiniCourseLogDialog({
  miniCourse,
  onClose,
}: {
  miniCourse: { id: number; languageName: string } | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const logs = useMiniCourseChangeLogs(miniCourse?.id ?? null, page - 1, size);
  return (
    <Modal
      open={miniCourse !== null}
      title={miniCourse ? `Change log: ${miniCourse.languageName}` : 'Change log'}
      onCancel={onClose}
      afterClose={() => {
        setPage(1);
        setSize(DEFAULT_PAGE_SIZE);
      }}
      footer={null}
      width={900}
      destroyOnHidden
    >
      {logs.error && <Alert type="error" showIcon message={logs.error.message} style={{ marginBottom: 12 }} />}
      <Table<MiniCourseChangeLog>
        rowKey="id"
        size="small"
        loading={logs.isFetching}
        dataSource={logs.data?.content ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: size,
          total: logs.data?.totalElements ?? 0,
          showSizeChanger: true,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize !== size ? 1 : nextPage);
            setSize(nextSize);
          },
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', key: 'id', width: 80 },
          { title: 'Action', dataIndex: 'action', key: 'action' },
          { title: 'Comments', dataIndex: 'comments', key: 'comments', render: (v: string | null) => orEmpty(v) },
          { title: 'Created by', dataIndex: 'createdBy', key: 'createdBy' },
          {
            title: 'Created at',
            dataIndex: 'createdDate',
            key: 'createdDate',
            render: (v: string) => <DateTime value={v} />,
          },
        ]}
      />
    </Modal>
  );
}
