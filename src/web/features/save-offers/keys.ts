import { queryKeys } from '../../api/query-keys';

/** Save offers: one key tree under 'save-offers' (list, detail, cancel reasons, the form's option loads). */
export const saveOfferKeys = queryKeys('save-offers');
