import { z } from 'zod';
import { CATALOG_STATUSES } from '../domain/catalog-workflow';
import { statusesParam, workflowEndpoints } from './catalog-workflow';
import { pageOf, pageQueryShape, sortParam } from './common';
import { defineEndpoint } from './endpoint';
import { idParam, queryText } from './fields';

/** Mini courses (spec 2 §3, §7): the list, the View Log, and the workflow endpoints. */

/** Fields `GET /mini-courses` sorts by (the list's sortable columns are taken from these). */
export const MINI_COURSE_SORT_FIELDS = ['lastModifiedDate', 'languageName', 'status', 'totalLessons', 'id'] as const;
export type MiniCourseSortField = (typeof MINI_COURSE_SORT_FIELDS)[number];

/** GET /mini-courses (API-P-26) */
/** The longest language search the list takes (API-P-26). */
export const MINI_COURSE_LANGUAGE_MAX = 100;

export const miniCourseListQuery = z.object({
  ...pageQueryShape,
  language: queryText(MINI_COURSE_LANGUAGE_MAX).optional(),
  statuses: statusesParam,
  sort: sortParam(MINI_COURSE_SORT_FIELDS, 'lastModifiedDate,DESC'),
});

export const miniCourseSchema = z.object({
  id: z.number(),
  status: z.enum(CATALOG_STATUSES),
  languageId: z.number(),
  languageName: z.string(),
  /** Epoch ms, or null when no publish is scheduled. */
  scheduledPublishTime: z.number().nullable(),
  totalLessons: z.number(),
  lastModifiedDate: z.string(),
});
export type MiniCourse = z.infer<typeof miniCourseSchema>;
export const miniCoursePage = pageOf(miniCourseSchema);

/** Fields `GET /mini-course-change-logs` sorts by. */
export const MINI_COURSE_CHANGE_LOG_SORT_FIELDS = ['createdDate'] as const;

/** GET /mini-course-change-logs (API-P-31) */
export const miniCourseChangeLogQuery = z.object({
  ...pageQueryShape,
  miniCourseId: idParam(),
  sort: sortParam(MINI_COURSE_CHANGE_LOG_SORT_FIELDS, 'createdDate,DESC'),
});
/** MC-07: id, action, comments, createdBy, createdDate. */
export const miniCourseChangeLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  comments: z.string().nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
});
export type MiniCourseChangeLog = z.infer<typeof miniCourseChangeLogSchema>;
export const miniCourseChangeLogPage = pageOf(miniCourseChangeLogSchema);

// ---- Endpoints ------------------------------------------------------------------------------------

export const listMiniCourses = defineEndpoint({
  name: 'listMiniCourses',
  area: 'mini-courses',
  family: 'portal',
  method: 'GET',
  path: '/mini-courses',
  summary: 'Mini courses, paged, filtered by statuses and language name (API-P-26)',
  permission: 'view:mini_course_menu',
  query: miniCourseListQuery,
  response: miniCoursePage,
});

export const listMiniCourseChangeLogs = defineEndpoint({
  name: 'listMiniCourseChangeLogs',
  area: 'mini-courses',
  family: 'portal',
  method: 'GET',
  path: '/mini-course-change-logs',
  summary: 'The change log of one mini course, newest first (API-P-31)',
  permission: 'read:mini_courses',
  query: miniCourseChangeLogQuery,
  response: miniCourseChangeLogPage,
});

export const {
  verify: verifyMiniCourse,
  publish: publishMiniCourse,
  schedule: scheduleMiniCoursePublish,
  stopSchedule: stopMiniCourseSchedule,
} = workflowEndpoints('mini_course', 'MiniCourse', '/mini-courses/:id');
