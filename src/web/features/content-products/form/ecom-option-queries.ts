import { keepPreviousData } from '@tanstack/react-query';
import { searchVariants } from '../../../../shared/contracts/ecom-products';
import { searchCouponsByPid } from '../../../../shared/contracts/promotion-lookups';
import { useEndpointQuery } from '../../../api/endpoint-hooks';
import { contentProductKeys as keys } from '../keys';

/**
 * The eCom selects' option loads of the product form (their own module: the list page, which imports the
 * area's queries, does not load the eCom and promotion contracts).
 */

/** The form's eCom PID search (API-S-30; debounced by the caller): an option load of the form. */
export function usePidOptions(q: string) {
  return useEndpointQuery(
    searchVariants,
    keys.sub('pid-options', q),
    { query: { q } },
    {
      placeholderData: keepPreviousData,
    },
  );
}

/** The form's promotion codes of one PID (API-S-53); asked only once a PID is chosen. */
export function usePromotionCodeOptions(pid: string | null | undefined) {
  return useEndpointQuery(
    searchCouponsByPid,
    keys.sub('promotion-code-options', pid ?? ''),
    {
      query: { pid: pid ?? '' },
    },
    { enabled: Boolean(pid) },
  );
}
