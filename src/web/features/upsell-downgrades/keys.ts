import { queryKeys } from '../../api/query-keys';

/** Upsell & downgrade rules: one key tree under 'upsell-downgrades' (list, detail, the form's option loads). */
export const upsellDowngradeKeys = queryKeys('upsell-downgrades');
