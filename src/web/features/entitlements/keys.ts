import { queryKeys } from '../../api/query-keys';

/**
 * Entitlements: one key tree under 'entitlements' (a customer's table, the list, the preview's pages,
 * the course picker). Every change (add, edit, revoke, restore) invalidates all of it.
 */
export const entitlementKeys = queryKeys('entitlements');
