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
  ...workflowRoutes({
    basePath: '/products',
    entity: 'content_product',
    verifyPermission: 'verify:product',
    publishPermission: 'publish:product',
  }),
  ...workflowRoutes({
    basePath: '/mini-courses',
    entity: 'mini_course',
    verifyPermission: 'verify:mini_course',
    publishPermission: 'publish:mini_course',
  }),
];
