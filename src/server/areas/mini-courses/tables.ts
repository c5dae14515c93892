import { index, integer, type PgColumn, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytewise, listSort } from '../../db/list-sort';
import { workflowColumns } from '../catalog-workflow/tables';

type SortColumns = Record<'id' | 'lastModifiedDate' | 'status' | 'totalLessons', PgColumn>;

/**
 * GET /mini-courses sort keys of the mini course's own columns (API-P-26); sorting by language name
 * orders the joined language (a mini course per language: the list stays small).
 */
export const MINI_COURSE_LIST_SORT = listSort<'lastModifiedDate' | 'status' | 'totalLessons' | 'id', SortColumns>(
  (t) => ({ lastModifiedDate: t.lastModifiedDate, status: bytewise(t.status), totalLessons: t.totalLessons, id: t.id }),
  (t) => t.id,
  ['id'],
);

import { language } from '../reference/tables';

/** A mini course: one per language, built from the language's mini-course content course. */
export const miniCourse = pgTable(
  'mini_course',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    /** The content course it is built from (content_course.id). */
    courseId: text('course_id').notNull(),
    totalLessons: integer('total_lessons').notNull(),
    ...workflowColumns(),
  },
  (t) => [
    ...MINI_COURSE_LIST_SORT.indexes('mini_course', t),
    index('mini_course_status_modified_idx').on(t.status, t.lastModifiedDate, t.id),
    index('mini_course_language_idx').on(t.languageId),
  ],
);
