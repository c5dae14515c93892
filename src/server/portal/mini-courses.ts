import { portalErrorResponses } from '../../shared/contracts/common';
import { miniCourseListQuery, miniCoursePage } from '../../shared/contracts/portal/mini-courses';
import { type AnyRoute, defineRoute } from '../http/route';
import { listMiniCourses } from '../services/mini-courses';

export const miniCourseRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/mini-courses',
    summary: 'Mini courses, paged, filtered by statuses and language name (API-P-26)',
    permission: 'view:mini_course_menu',
    query: miniCourseListQuery,
    response: { 200: miniCoursePage, ...portalErrorResponses },
    handler: ({ query, deps }) => listMiniCourses(deps.db, query),
  }),
];
