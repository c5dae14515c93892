import { z } from 'zod';
import { CATALOG_STATUSES } from '../../domain/catalog-workflow';
import { listParam, pageOf, pageQueryShape, sortParam } from '../common';

/** The `statuses` filter of the catalogue lists. */
export const statusesParam = listParam(z.enum(CATALOG_STATUSES));

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
