import type { AnyRoute } from '../http/route';
import { catalogSearchRoutes } from './catalog-search';
import { referenceRoutes } from './reference';

/** Every store admin API route (/api/store), one module per area. */
export const storeRoutes: AnyRoute[] = [...referenceRoutes, ...catalogSearchRoutes];
