import { queryKeys } from '../../api/query-keys';

/**
 * Content products: one key tree under 'content-products' (list, detail, change log, and the option
 * loads of the product form). Apart from the hooks (queries.ts), so the list's prefetch (list-query.ts)
 * builds its key without loading them.
 */
export const contentProductKeys = queryKeys('content-products');
