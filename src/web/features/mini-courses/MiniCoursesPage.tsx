import { Alert, Button, Flex, Input, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import {
  listMiniCourseChangeLogs,
  MINI_COURSE_SORT_FIELDS,
  type MiniCourse,
  type MiniCourseSortField,
} from '../../../shared/contracts/mini-courses';
import { CATALOG_STATUSES } from '../../../shared/domain/catalog-workflow';
import { usePermissions } from '../../auth/session';
import { CatalogStatusFilter } from '../../components/CatalogStatusFilter';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { listTableProps } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import { ScheduledMark } from '../../components/ScheduledMark';
import {
  commaList,
  enumField,
  intField,
  listField,
  SORT_ORDERS,
  textField,
  toSortParam,
} from '../../components/url-state';
import { useUrlState } from '../../components/useUrlState';
import { WorkflowActions } from '../catalog-workflow';
import { MiniCourseLogDialog } from './MiniCourseLogDialog';
import { MINI_COURSE_WORKFLOW, useMiniCourses } from './queries';

/** Columns the list sorts by: the API's sort fields but the id, which has no column. */
const SORT_KEYS = MINI_COURSE_SORT_FIELDS.filter(
  (field): field is Exclude<MiniCourseSortField, 'id'> => field !== 'id',
);

/** MC-04: the URL keys of the list and their defaults. */
const URL_SCHEMA = {
  page: intField(1),
  size: intField(10),
  language: textField(),
  sortKey: enumField(SORT_KEYS, 'lastModifiedDate'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
  statuses: listField(CATALOG_STATUSES),
};

/** /mini-courses (checklist 9.2). */
export default function MiniCoursesPage() {
  const [state, setState] = useUrlState(URL_SCHEMA);
  const { can } = usePermissions();
  const [languageText, setLanguageText] = useState(state.language);
  const [logOf, setLogOf] = useState<MiniCourse | null>(null);
  useEffect(() => setLanguageText(state.language), [state.language]);

  const list = useMiniCourses({
    page: state.page - 1,
    size: state.size,
    language: state.language.trim() || undefined,
    statuses: commaList(state.statuses),
    sort: toSortParam(state.sortKey, state.sortOrder),
  });

  const table = listTableProps<typeof state.sortKey, MiniCourse>(state, setState, list.data?.totalElements ?? 0);
  const { sortable } = table;

  return (
    <section>
      <PageTitle>Mini course</PageTitle>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <CatalogStatusFilter value={state.statuses} onChange={(statuses) => setState({ statuses, page: 1 })} />
        <Input.Search
          aria-label="Language"
          placeholder="Search language"
          allowClear
          value={languageText}
          onChange={(event) => setLanguageText(event.target.value)}
          onSearch={(value) => setState({ language: value.trim(), page: 1 })}
          style={{ width: 260 }}
        />
      </Flex>
      {list.error && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<MiniCourse>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.content ?? []}
        scroll={{ x: 'max-content' }}
        onChange={table.onChange}
        pagination={table.pagination}
        columns={[
          {
            title: 'Language',
            dataIndex: 'languageName',
            ...sortable('languageName'),
            render: (name: string, row) => (
              <Space size={6}>
                <span>{name}</span>
                <ScheduledMark at={row.scheduledPublishTime} />
              </Space>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            ...sortable('status'),
            render: (status: MiniCourse['status']) => <CatalogStatusTag status={status} />,
          },
          { title: 'Lessons', dataIndex: 'totalLessons', ...sortable('totalLessons') },
          {
            title: 'Modified at',
            dataIndex: 'lastModifiedDate',
            ...sortable('lastModifiedDate'),
            render: (value: string) => <DateTime value={value} />,
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={12}>
                <WorkflowActions workflow={MINI_COURSE_WORKFLOW} item={row} variant="links" />
                {can(listMiniCourseChangeLogs.permission) && (
                  <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setLogOf(row)}>
                    View Log
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MiniCourseLogDialog miniCourse={logOf} onClose={() => setLogOf(null)} />
    </section>
  );
}
