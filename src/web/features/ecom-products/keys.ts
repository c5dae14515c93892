import { queryKeys } from '../../api/query-keys';

/**
 * eCom products and plans: one key tree under 'ecom-products' (the plan list, a product, its log, the
 * plan form's option loads). Apart from the hooks (queries.ts), so the list's prefetch builds its key
 * without loading them.
 */
export const ecomKeys = queryKeys('ecom-products');
