import { MAX_PAGE_SIZE } from '../../../shared/contracts/common';
import type { LanguagesParams } from '../../../shared/contracts/reference';
import { listGenericProducts, listIndividualProducts } from '../../../shared/contracts/vouchers';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { useLanguages } from '../reference';
import { voucherKeys as keys } from './keys';

/**
 * The voucher form's course option lists, under the area's key tree (keys.ts): apart from queries.ts so
 * the pages that show a group without its form load no course or language contracts (the organization
 * selector's options: organization-options.ts).
 */

/** VG-18: the generic courses (API-M-46). */
export function useGenericProducts() {
  return useEndpointQuery(listGenericProducts, keys.sub('generic-products'), {});
}

/** VG-19: a language's individual courses (API-M-47); null reads nothing. */
export function useIndividualProducts(languageId: number | null) {
  return useEndpointQuery(
    listIndividualProducts,
    keys.sub('individual-products', languageId),
    { query: { languageId: languageId ?? 0 } },
    { enabled: languageId !== null },
  );
}

/** VG-19: the individual mode's languages (API-P-14: size 10000, by name). */
export const VOUCHER_LANGUAGES: LanguagesParams = { size: MAX_PAGE_SIZE, sort: 'name,ASC' };
export const useVoucherLanguages = () => useLanguages(VOUCHER_LANGUAGES);
