import type { AnyRoute } from '../http/route';
import { referenceRoutes } from './reference';

/** Every store admin API route (/api/store), one module per area. */
export const storeRoutes: AnyRoute[] = [...referenceRoutes];
