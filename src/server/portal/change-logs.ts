import { portalErrorResponses } from '../../shared/contracts/common';
import {
  miniCourseChangeLogPage,
  miniCourseChangeLogQuery,
  productChangeLogPage,
  productChangeLogQuery,
} from '../../shared/contracts/portal/change-logs';
import { type AnyRoute, defineRoute } from '../http/route';
import { listMiniCourseChangeLogs, listProductChangeLogs } from '../services/change-logs';

export const changeLogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/mini-course-change-logs',
    summary: 'The change log of one mini course, newest first (API-P-31)',
    permission: 'read:mini_courses',
    query: miniCourseChangeLogQuery,
    response: { 200: miniCourseChangeLogPage, ...portalErrorResponses },
    handler: ({ query, deps }) => listMiniCourseChangeLogs(deps.db, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/product-change-logs',
    summary: 'The change log of one content product, newest first (API-P-25)',
    permission: 'view:product_menu',
    query: productChangeLogQuery,
    response: { 200: productChangeLogPage, ...portalErrorResponses },
    handler: ({ query, deps }) => listProductChangeLogs(deps.db, query),
  }),
];
