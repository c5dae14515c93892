import { listOrganizations } from '../../../shared/contracts/organizations';
import { cachedRead } from '../../http/register';
import * as service from './service';

/** Organizations (spec 3 §9; the B2B customer filter, CUS-LIST-14). */
export const organizationRoutes = [
  cachedRead(listOrganizations, ({ query, deps }) => service.listOrganizations(deps.db, query)),
];
