import { keepPreviousData } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/contracts/common';
import {
  createEntitlement,
  type Entitlement,
  listEntitlementCourses,
  listEntitlements,
  restoreEntitlements,
  revokeEntitlement,
  updateEntitlement,
} from '../../../shared/contracts/entitlements';
import type { LanguagesParams } from '../../../shared/contracts/reference';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { useLanguages } from '../reference';
import { entitlementKeys as keys } from './keys';
import type { EntitlementListQuery } from './list-url';

/** Entitlements (API-P-09..13): the hooks reading the area's key tree; every change invalidates all of it. */

export type { Entitlement };

/** CUS-ENT-01: a customer's entitlements, all in one request (size 10000, newest first). */
export function customerEntitlementsQuery(customerId: number): EntitlementListQuery {
  return { customerId, page: 0, size: MAX_PAGE_SIZE, sort: 'createdDate,DESC' };
}

export function useCustomerEntitlements(customerId: number) {
  const query = customerEntitlementsQuery(customerId);
  return useEndpointQuery(listEntitlements, keys.list(query), { query });
}

/** ENT-LIST-13: one page of the entitlement list (and of the preview, ENT-PREV-03). */
export function useEntitlements(query: EntitlementListQuery) {
  return useEndpointQuery(listEntitlements, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** ENT-LIST-10: the language filter's options (size 10000, by name; no 'All Access'). */
export const ENTITLEMENT_LANGUAGES: LanguagesParams = { size: MAX_PAGE_SIZE, sort: 'name,ASC' };
export function useEntitlementLanguages() {
  return useLanguages(ENTITLEMENT_LANGUAGES);
}

/** CUS-ENTM-02: published content products by ISBN or name (at most 50). */
export function useEntitlementCourses(q: string, enabled: boolean) {
  const query = q ? { q } : {};
  return useEndpointQuery(
    listEntitlementCourses,
    keys.sub('courses', q),
    { query },
    { enabled, placeholderData: keepPreviousData },
  );
}

export interface EntitlementAdd {
  isbn: string;
  auth0Id: string;
  expirationTimestamp: number;
}

/** POST /entitlements (API-P-11). */
export function useCreateEntitlement() {
  return useEndpointMutation(createEntitlement, {
    input: (body: EntitlementAdd) => ({ body }),
    invalidate: { queryKey: keys.all },
  });
}

/** PUT /entitlements/{id} (API-P-12), on the version of the row read (If-Match). */
export function useUpdateEntitlement() {
  return useEndpointMutation(updateEntitlement, {
    input: ({
      id,
      expirationTimestamp,
      rowVersion,
    }: {
      id: number;
      expirationTimestamp: number;
      rowVersion: number;
    }) => ({
      params: { id },
      body: { expirationTimestamp },
      ifMatch: rowVersion,
    }),
    invalidate: { queryKey: keys.all },
  });
}

/** PUT /entitlements/{id}/revoke (API-P-13); a refusal (someone changed it meanwhile) reloads too. */
export function useRevokeEntitlement() {
  return useEndpointMutation(revokeEntitlement, {
    input: (id: number) => ({ params: { id } }),
    invalidate: { queryKey: keys.all },
    on: 'settled',
  });
}

/** POST /entitlements/restore (API-P-10). */
export function useRestoreEntitlements() {
  return useEndpointMutation(restoreEntitlements, {
    input: (customerId: number) => ({ body: { customerIds: [customerId] } }),
    invalidate: { queryKey: keys.all },
  });
}
