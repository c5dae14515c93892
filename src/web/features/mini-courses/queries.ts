import { keepPreviousData } from '@tanstack/react-query';
import type { EndpointResponse } from '../../../shared/contracts/endpoint';
import {
  listMiniCourseChangeLogs,
  listMiniCourses,
  MINI_COURSE_CHANGE_LOG_SORT_FIELDS,
  publishMiniCourse,
  scheduleMiniCoursePublish,
  stopMiniCourseSchedule,
  verifyMiniCourse,
} from '../../../shared/contracts/mini-courses';
import type { EndpointQueryInput } from '../../api/call';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { queryKeys } from '../../api/query-keys';
import { toSortParam } from '../../components/url-state';
import type { CatalogWorkflow } from '../catalog-workflow';

/** Mini courses: one key tree under 'mini-courses' (list and View Log), invalidated by the workflow actions. */
export const miniCourseKeys = queryKeys('mini-courses');

/** GET /mini-courses query (API-P-26), as the list sends it. */
export type MiniCourseListQuery = EndpointQueryInput<typeof listMiniCourses>;
export type MiniCourseChangeLog = EndpointResponse<typeof listMiniCourseChangeLogs>['content'][number];

/** GET /mini-courses (API-P-26, MC-04). */
export function useMiniCourses(query: MiniCourseListQuery) {
  return useEndpointQuery(
    listMiniCourses,
    miniCourseKeys.list(query),
    { query },
    {
      placeholderData: keepPreviousData,
    },
  );
}

const [LOG_SORT_FIELD] = MINI_COURSE_CHANGE_LOG_SORT_FIELDS;

/** GET /mini-course-change-logs (API-P-31), newest first (MC-07); nothing is asked while no course is chosen. */
export function useMiniCourseChangeLogs(miniCourseId: number | null, page: number, size: number) {
  return useEndpointQuery(
    listMiniCourseChangeLogs,
    miniCourseKeys.sub('change-logs', miniCourseId ?? 0, { page, size }),
    { query: { miniCourseId: miniCourseId ?? 0, page, size, sort: toSortParam(LOG_SORT_FIELD, 'descend') } },
    { enabled: miniCourseId !== null, placeholderData: keepPreviousData },
  );
}

/** The verify → review → publish actions of a mini course: its endpoints, and this area's keys. */
export const MINI_COURSE_WORKFLOW: CatalogWorkflow = {
  entity: 'mini_course',
  endpoints: {
    verify: verifyMiniCourse,
    publish: publishMiniCourse,
    schedule: scheduleMiniCoursePublish,
    stopSchedule: stopMiniCourseSchedule,
  },
  keys: miniCourseKeys,
};
