import type { AnyRoute } from '../http/route';
import { auditLogRoutes } from './audit-logs';
import { languageRoutes } from './languages';

/** Every portal API route (/api/portal), one module per area. */
export const portalRoutes: AnyRoute[] = [...languageRoutes, ...auditLogRoutes];
