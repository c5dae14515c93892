import { queryKeys } from '../../api/query-keys';

/** Disclosures: one key tree under 'disclosures' (list, detail, and the form's option loads). */
export const disclosureKeys = queryKeys('disclosures');
