import { queryKeys } from '../../api/query-keys';

/** Vouchers: one key tree under 'vouchers' (list, detail, codes, and the form's option loads). */
export const voucherKeys = queryKeys('vouchers');
