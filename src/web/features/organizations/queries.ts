import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  type OrganizationBody,
  type OrganizationDetail,
  sendOnboardingEmail,
  updateOrganization,
} from '../../../shared/contracts/organizations';
import { DELIVERY_REFRESH_MS, isDelivering } from '../../../shared/domain/organization';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { organizationKeys as keys } from './keys';
import type { OrganizationListQuery } from './list-url';

/**
 * Organizations (API-M-35…40): the hooks reading the area's key tree (keys.ts); every change invalidates
 * all of it.
 */

/** GET /organizations (API-M-35). */
export function useOrganizations(query: OrganizationListQuery) {
  return useEndpointQuery(listOrganizations, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/**
 * GET /organizations/{id} (API-M-37); null reads nothing. ORG-17/18 (decided): while an administrator's
 * on-boarding email is SENDING, the organization is read again every few seconds, so its status moves
 * on the screen as the delivery does; once none is, it stops.
 */
export function useOrganization(id: number | null) {
  return useEndpointQuery(
    getOrganization,
    keys.detail(id ?? 0),
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null,
      refetchInterval: (query) => {
        const admins = query.state.data?.groupAdmins;
        return admins && isDelivering(admins) ? DELIVERY_REFRESH_MS : false;
      },
    },
  );
}

type Callbacks<V> = MutationCallbacks<OrganizationDetail, V>;

/** POST /organizations (API-M-36). */
export function useCreateOrganization(callbacks?: Callbacks<OrganizationBody>) {
  return useEndpointMutation(
    createOrganization,
    { input: (body: OrganizationBody) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** An edit: the body, and the `rowVersion` the edit builds on (sent as If-Match). */
export interface OrganizationEdit {
  body: OrganizationBody;
  rowVersion: number;
}

/** PUT /organizations/{id} (API-M-38): a versioned write, refused (409) when someone saved in between. */
export function useUpdateOrganization(id: number) {
  return useEndpointMutation(updateOrganization, {
    input: ({ body, rowVersion }: OrganizationEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
    invalidate: { queryKey: keys.all },
  });
}

/** DELETE /organizations/{id} (API-M-39); the deleted organization's own detail is not read again. */
export function useDeleteOrganization(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteOrganization, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}

/** POST /organizations/{id}/send-email (API-M-40): the on-boarding email to one administrator. */
export function useSendOnboardingEmail(id: number) {
  return useEndpointMutation(sendOnboardingEmail, {
    input: (email: string) => ({ params: { id }, body: { email } }),
    invalidate: { queryKey: keys.all },
  });
}
