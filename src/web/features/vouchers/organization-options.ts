import { listOrganizations } from '../../../shared/contracts/organizations';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { voucherKeys as keys } from './keys';

/** VG-10: the organization selector's options (API-M-35): by name, the first 20 matching `name`. */
export function useOrganizationOptions(name: string) {
  const query = { size: 20, sort: 'name,ASC', ...(name ? { name } : {}) } as const;
  return useEndpointQuery(listOrganizations, keys.sub('organizations', query), { query });
}
