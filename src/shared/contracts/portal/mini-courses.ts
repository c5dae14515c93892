import { z } from 'zod';
import { CATALOG_STATUSES } from '../../domain/catalog-workflow';
import { pageOf, pageQueryShape, sortParam } from '../common';

/** A comma-separated or repeated list query parameter of enum values. */
export const statusesParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.enum(CATALOG_STATUSES)));

/** GET /mini-courses (API-P-26) */
export const miniCourseListQuery = z.object({
  ...pageQueryShape,
  language: z.string().trim().max(100).optional(),
  statuses: statusesParam,
  sort: sortParam(['lastModifiedDate', 'languageName', 'status', 'totalLessons', 'id'], 'lastModifiedDate,DESC'),
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
