import { queryKeys } from '../../api/query-keys';

/** Organizations: one key tree under 'organizations' (list and detail). */
export const organizationKeys = queryKeys('organizations');
