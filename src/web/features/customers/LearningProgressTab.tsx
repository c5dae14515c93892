import { Flex, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Customer, LessonProgress } from '../../../shared/contracts/customers';
import { DateTime } from '../../components/DateTime';
import { PortalPageTable } from '../../components/QueryTable';
import { type LessonProgressQuery, useLessonProgress } from './queries';
import { PROGRESS_LABELS, yesNo } from './texts';

/** Fits 1280 px with the side menu open (narrower: it scrolls sideways, CONST-10). */
const COLUMNS: ColumnsType<LessonProgress> = [
  { key: 'subUserName', title: PROGRESS_LABELS.subUserName, dataIndex: 'subUserName', ellipsis: true },
  { key: 'courseName', title: PROGRESS_LABELS.courseName, dataIndex: 'courseName', ellipsis: true },
  { key: 'lessonNumber', title: PROGRESS_LABELS.lessonNumber, dataIndex: 'lessonNumber', width: 72 },
  {
    key: 'firstActivityDate',
    title: PROGRESS_LABELS.firstActivityDate,
    width: 168,
    render: (_, row) => <DateTime value={row.firstActivityDate} />,
  },
  {
    key: 'lastActivityDate',
    title: PROGRESS_LABELS.lastActivityDate,
    width: 168,
    render: (_, row) => <DateTime value={row.lastActivityDate} />,
  },
  { key: 'isCompleted', title: PROGRESS_LABELS.isCompleted, width: 100, render: (_, row) => yesNo(row.isCompleted) },
  { key: 'listenTimeMinutes', title: PROGRESS_LABELS.listenTimeMinutes, dataIndex: 'listenTimeMinutes', width: 132 },
  { key: 'sourcePlatform', title: PROGRESS_LABELS.sourcePlatform, dataIndex: 'sourcePlatform', width: 124 },
];

interface ProgressState {
  page: number;
  size: number;
  subUserNames: string[];
  courseName: string | undefined;
}

/**
 * CUS-LP: the customer's learning progress, course name then lesson number (the server's default
 * order, CUS-LP-03); filtered by subusers and by course (CUS-LP-04, decided: a multiple select of the
 * customer's subusers and a select of the course names the answer lists); paged 1-based, sent zero-based.
 */
export default function LearningProgressTab({ customer }: { customer: Customer }) {
  const [state, setState] = useState<ProgressState>({ page: 1, size: 10, subUserNames: [], courseName: undefined });
  const query: LessonProgressQuery = {
    page: state.page - 1,
    size: state.size,
    ...(state.subUserNames.length ? { subUserNames: state.subUserNames.join(',') } : {}),
    ...(state.courseName ? { courseName: state.courseName } : {}),
  };
  const progress = useLessonProgress(customer.customerId, query);
  const courseNames = progress.data?.courseNames ?? [];

  return (
    <section aria-label="Learning progress">
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Select<string[]>
          mode="multiple"
          aria-label={PROGRESS_LABELS.subUserFilter}
          placeholder="All subusers"
          allowClear
          value={state.subUserNames}
          options={customer.subUsers.map((name) => ({ value: name, label: name }))}
          onChange={(subUserNames) => setState((s) => ({ ...s, subUserNames, page: 1 }))}
          style={{ minWidth: 240, maxWidth: 480 }}
          maxTagCount="responsive"
          notFoundContent="No subusers"
        />
        <Select<string>
          aria-label={PROGRESS_LABELS.courseFilter}
          placeholder="All courses"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={state.courseName}
          options={courseNames.map((name) => ({ value: name, label: name }))}
          onChange={(courseName) => setState((s) => ({ ...s, courseName: courseName ?? undefined, page: 1 }))}
          style={{ width: 280 }}
        />
      </Flex>
      <PortalPageTable<LessonProgress>
        query={progress}
        page={state}
        onPage={(next) => setState((s) => ({ ...s, ...next }))}
        rowKey="lessonProgressId"
        size="middle"
        scroll={{ x: 960 }}
        columns={COLUMNS}
        locale={{ emptyText: 'No learning progress' }}
      />
    </section>
  );
}
