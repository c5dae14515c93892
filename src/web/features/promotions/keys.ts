import { queryKeys } from '../../api/query-keys';

/** Promotions: one key tree under 'promotions' (list, detail, single-use codes, the form's option loads). */
export const promotionKeys = queryKeys('promotions');
