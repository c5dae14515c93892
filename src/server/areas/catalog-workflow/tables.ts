import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { versionColumn } from '../../db/versioned';
import { language } from '../reference/tables';

/**
 * Workflow columns shared by content products and mini courses: status (STAGING, READY_FOR_REVIEW,
 * ACTIVE, ARCHIVED), the pending scheduled publish, and when the item last passed verification
 * (verification reports the content files changed since then).
 */
export const workflowColumns = () => ({
  status: text('status').notNull().default('STAGING'),
  scheduledPublishTime: ts('scheduled_publish_time'),
  lastVerifiedAt: ts('last_verified_at'),
  createdDate: ts('created_date').notNull().defaultNow(),
  lastModifiedDate: ts('last_modified_date').notNull().defaultNow(),
  ...versionColumn(),
});

// ---- Course content catalogue (what verification checks against) -------------------------------

/** A course of a language: a level of the main course, or the language's mini course. */
export const contentCourse = pgTable(
  'content_course',
  {
    /** e.g. 'fr-L1' (French level 1) or 'fr-MINI' (French mini course). */
    id: text('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    kind: text('kind').notNull(), // 'level' | 'mini'
    /** 1..5 for levels; null for a mini course. */
    level: integer('level'),
    name: text('name').notNull(),
    /** Content version: 'orig' or 4 digits. */
    version: text('version').notNull(),
    totalLessons: integer('total_lessons').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('content_course_language_idx').on(t.languageId, t.kind, t.level)],
);

/** One content file of a lesson (audio, transcript, images, …). */
export const contentFile = pgTable(
  'content_file',
  {
    id: serial('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => contentCourse.id),
    lessonNumber: integer('lesson_number').notNull(),
    /** The file's role: 'audio' | 'transcript' | 'image' | 'vocabulary' … */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    version: text('version').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_file_course_idx').on(t.courseId, t.lessonNumber),
    index('content_file_updated_idx').on(t.courseId, t.updatedAt),
  ],
);
