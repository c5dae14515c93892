import { Button, Space } from 'antd';
import { useState } from 'react';
import {
  listMiniCourseChangeLogs,
  MINI_COURSE_LANGUAGE_MAX,
  MINI_COURSE_SORT_FIELDS,
  type MiniCourse,
  type MiniCourseSortField,
} from '../../../shared/contracts/mini-courses';
import { CATALOG_STATUSES } from '../../../shared/domain/catalog-workflow';
import { usePermissions } from '../../auth/session';
import { CatalogStatusFilter } from '../../components/CatalogStatusFilter';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, portalPage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import { ScheduledMark } from '../../components/ScheduledMark';
import type { SearchBoxSetup } from '../../components/SearchBox';
import {
  commaList,
  enumField,
  listField,
  pageField,
  pageSizeField,
  SORT_ORDERS,
  textField,
  toSortParam,
} from '../../components/url-state';
import { useUrlState } from '../../components/useUrlState';
import { WorkflowActions, workflowPermissions } from '../catalog-workflow';
import { MiniCourseLogDialog } from './MiniCourseLogDialog';
import { MINI_COURSE_WORKFLOW, useMiniCourses } from './queries';

/** Columns the list sorts by: the API's sort fields but the id, which has no column. */
const SORT_KEYS = MINI_COURSE_SORT_FIELDS.filter(
  (field): field is Exclude<MiniCourseSortField, 'id'> => field !== 'id',
);
type SortKey = (typeof SORT_KEYS)[number];

/** MC-04: the URL keys of the list and their defaults. */
const URL_SCHEMA = {
  page: pageField(),
  size: pageSizeField(),
  language: textField('', { max: MINI_COURSE_LANGUAGE_MAX }),
  sortKey: enumField(SORT_KEYS, 'lastModifiedDate'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
  statuses: listField(CATALOG_STATUSES),
};

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = { label: 'Language', placeholder: 'Search language', width: 260, button: true };

/** /mini-courses (checklist 9.2). */
export default function MiniCoursesPage() {
  const [state, setState] = useUrlState(URL_SCHEMA);
  const { can } = usePermissions();
  const [logOf, setLogOf] = useState<MiniCourse | null>(null);
  const mayViewLog = can(listMiniCourseChangeLogs.permission);

  const list = useMiniCourses({
    page: state.page - 1,
    size: state.size,
    language: state.language.trim() || undefined,
    statuses: commaList(state.statuses),
    sort: toSortParam(state.sortKey, state.sortOrder),
  });

  // MC-03: a row opens no page (the spec has no mini course detail, MC-08); its actions are buttons.
  const columns: ListColumn<MiniCourse, SortKey>[] = [
    {
      key: 'languageName',
      title: 'Language',
      kind: 'text',
      sort: 'languageName',
      text: (row) => row.languageName,
      suffix: (row) => <ScheduledMark at={row.scheduledPublishTime} />,
    },
    {
      key: 'status',
      title: 'Status',
      kind: 'status',
      sort: 'status',
      render: (row) => <CatalogStatusTag status={row.status} />,
    },
    { key: 'totalLessons', title: 'Lessons', kind: 'number', sort: 'totalLessons', text: (row) => row.totalLessons },
    {
      key: 'lastModifiedDate',
      title: 'Modified at',
      kind: 'date',
      sort: 'lastModifiedDate',
      render: (row) => <DateTime value={row.lastModifiedDate} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      kind: 'actions',
      width: 310,
      offered: Object.values(workflowPermissions(MINI_COURSE_WORKFLOW, can)).some(Boolean) || mayViewLog,
      render: (row) => (
        <Space size={12} wrap>
          <WorkflowActions workflow={MINI_COURSE_WORKFLOW} item={row} variant="links" />
          {mayViewLog && (
            <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setLogOf(row)}>
              View Log
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section>
      <PageTitle>Mini course</PageTitle>
      <ListToolbar
        status={<CatalogStatusFilter value={state.statuses} onChange={(statuses) => setState({ statuses, page: 1 })} />}
        search={{ ...SEARCH, value: state.language, onSearch: (language) => setState({ language, page: 1 }) }}
        onRefresh={() => void list.refetch()}
      />
      <ListTable<MiniCourse, typeof state.sortKey>
        columns={columns}
        rowKey={(row) => row.id}
        {...listQueryProps(list, portalPage)}
        state={state}
        setState={setState}
      />
      <MiniCourseLogDialog miniCourse={logOf} onClose={() => setLogOf(null)} />
    </section>
  );
}
