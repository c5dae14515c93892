import { z } from 'zod';
import { pageOf, pageQueryShape, sortParam } from '../common';

/** GET /mini-course-change-logs (API-P-31) */
export const miniCourseChangeLogQuery = z.object({
  ...pageQueryShape,
  miniCourseId: z.coerce.number().int().positive(),
  sort: sortParam(['createdDate'], 'createdDate,DESC'),
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

/** GET /product-change-logs (API-P-25) */
export const productChangeLogQuery = z.object({
  ...pageQueryShape,
  productId: z.coerce.number().int().positive(),
  sort: sortParam(['createdDate'], 'createdDate,DESC'),
});
/** CP-LOG-03: the product change log entity (pid, action, prev, current, updatedBy, updatedAt) plus id and comments. */
export const productChangeLogSchema = z.object({
  id: z.number(),
  pid: z.string(),
  action: z.string(),
  prev: z.string().nullable(),
  current: z.string().nullable(),
  comments: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type ProductChangeLog = z.infer<typeof productChangeLogSchema>;
export const productChangeLogPage = pageOf(productChangeLogSchema);
