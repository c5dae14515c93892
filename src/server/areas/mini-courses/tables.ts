import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { workflowColumns } from '../catalog-workflow/tables';
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
    index('mini_course_status_idx').on(t.status),
    index('mini_course_modified_idx').on(t.lastModifiedDate.desc(), t.id.desc()),
    index('mini_course_language_idx').on(t.languageId),
  ],
);
