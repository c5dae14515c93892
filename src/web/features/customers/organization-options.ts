import { listOrganizations } from '../../../shared/contracts/organizations';
import { useEndpointQuery } from '../../api/endpoint-hooks';
import { customerKeys as keys } from './keys';

/**
 * The B2B organization filter's options (CUS-LIST-13/14): by name, the first 20. Apart from queries.ts:
 * only the Advanced Search form (its own chunk) reads them.
 */
export function useOrganizationOptions(name: string, enabled = true) {
  const query = { size: 20, sort: 'name,ASC', ...(name ? { name } : {}) } as const;
  return useEndpointQuery(listOrganizations, keys.sub('organizations', query), { query }, { enabled });
}
