import type { AnyRoute } from '../http/route';

/** Every store admin API route (/api/store), one module per area. */
export const storeRoutes: AnyRoute[] = [];
