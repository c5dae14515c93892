import type { AnyRoute } from '../http/route';

/** Every portal API route (/api/portal), one module per area. */
export const portalRoutes: AnyRoute[] = [];
