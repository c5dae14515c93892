import { Modal } from 'antd';
import { ModalDates } from '../../components/date-formats';
import { type LogColumn, LogTable, useLogPaging } from '../../components/LogTable';
import { QueryError } from '../../components/QueryTable';
import { type MiniCourseChangeLog, useMiniCourseChangeLogs } from './queries';

/** MC-07: id, action, comments, createdBy and createdDate. */
const COLUMNS: readonly LogColumn<MiniCourseChangeLog>[] = [
  { key: 'id', title: 'ID', kind: 'text', width: 80, value: (r) => r.id },
  { key: 'action', title: 'Action', kind: 'action', width: 190, value: (r) => r.action },
  { key: 'comments', title: 'Comments', kind: 'text', wrap: true, value: (r) => r.comments },
  { key: 'createdBy', title: 'Created by', kind: 'text', width: 210, value: (r) => r.createdBy },
  { key: 'createdDate', title: 'Created at', kind: 'dateTime', width: 165, value: (r) => r.createdDate },
];

/** MC-07: the change log of one mini course, paged, newest first. */
export function MiniCourseLogDialog({
  miniCourse,
  onClose,
}: {
  miniCourse: { id: number; languageName: string } | null;
  onClose: () => void;
}) {
  const { reset, ...paging } = useLogPaging();
  const logs = useMiniCourseChangeLogs(miniCourse?.id ?? null, paging.page - 1, paging.size);
  return (
    <Modal
      open={miniCourse !== null}
      title={miniCourse ? `Change log: ${miniCourse.languageName}` : 'Change log'}
      onCancel={onClose}
      afterClose={reset}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <ModalDates>
        <QueryError error={logs.error} />
        <LogTable<MiniCourseChangeLog>
          label="Change log"
          rows={logs.data?.content ?? []}
          total={logs.data?.totalElements ?? 0}
          loading={logs.isFetching}
          columns={COLUMNS}
          {...paging}
        />
      </ModalDates>
    </Modal>
  );
}
