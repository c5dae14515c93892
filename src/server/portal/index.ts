import type { AnyRoute } from '../http/route';
import { auditLogRoutes } from './audit-logs';
import { changeLogRoutes } from './change-logs';
import { languageRoutes } from './languages';
import { miniCourseRoutes } from './mini-courses';
import { productRoutes } from './products';
import { workflowRoutes } from './workflow-routes';

/** Every portal API route (/api/portal), one module per area. */
export const portalRoutes: AnyRoute[] = [
  ...languageRoutes,
  ...auditLogRoutes,
  ...miniCourseRoutes,
  ...changeLogRoutes,
  ...productRoutes,
  ...workflowRoutes('content_product'),
  ...workflowRoutes('mini_course'),
];
