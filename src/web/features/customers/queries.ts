import { keepPreviousData, partialMatchKey, useQueryClient } from '@tanstack/react-query';
import {
  type Customer,
  type CustomerUpdateBody,
  deleteCustomer,
  getCustomer,
  getCustomerSubscriber,
  getPaymentMethod,
  listCustomers,
  listIapRecords,
  listLessonProgress,
  resetCustomerPassword,
  searchCustomerByBillingId,
  setCustomerOptIn,
  updateBillingAddress,
  updateCustomer,
} from '../../../shared/contracts/customers';
import { optInWire } from '../../../shared/domain/customer';
import type { EndpointQueryInput } from '../../api/call';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { customerKeys as keys } from './keys';
import type { CustomerListQuery } from './list-url';
import { subscriptionKeys } from './subscriptions/keys';

export type LessonProgressQuery = EndpointQueryInput<typeof listLessonProgress>;
export type IapRecordQuery = EndpointQueryInput<typeof listIapRecords>;

/**
 * Customers (API-P-01..08, API-S-01..06): the hooks reading the area's key tree (keys.ts); every
 * change invalidates all of it (the detail, its subscriber and payment method, the lists).
 */

export type { Customer };

/** GET /customers (API-P-01); `enabled` false while a billing id is being resolved. */
export function useCustomers(query: CustomerListQuery, enabled = true) {
  return useEndpointQuery(listCustomers, keys.list(query), { query }, { placeholderData: keepPreviousData, enabled });
}

/** GET /customer/search (API-S-01, CUS-LIST-28): the customer of a transaction or subscription id. */
export function useBillingIdLookup(kind: 'transaction_id' | 'subscription_id', id: string | undefined) {
  const query = { [kind]: id ?? '' } as EndpointQueryInput<typeof searchCustomerByBillingId>;
  return useEndpointQuery(
    searchCustomerByBillingId,
    keys.sub('billing-id', kind, id ?? ''),
    { query },
    { enabled: !!id },
  );
}

/** GET /customers/{id} (API-P-02); null reads nothing. */
export function useCustomer(id: number | null) {
  return useEndpointQuery(getCustomer, keys.detail(id ?? 0), { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** GET /customer/{id}/subscriber (API-S-05): the marketing opt-in. */
export function useSubscriber(id: number) {
  return useEndpointQuery(getCustomerSubscriber, keys.detail(id, 'subscriber'), { params: { id } });
}

/** GET /customer/{id}/payment-method (API-S-03): B2C only. */
export function usePaymentMethod(id: number, enabled: boolean) {
  return useEndpointQuery(getPaymentMethod, keys.detail(id, 'payment-method'), { params: { id } }, { enabled });
}

/** GET /customers/{id}/lesson-progresses (API-P-07). */
export function useLessonProgress(id: number, query: LessonProgressQuery) {
  return useEndpointQuery(
    listLessonProgress,
    keys.detail(id, { progress: query }),
    { params: { id }, query },
    { placeholderData: keepPreviousData },
  );
}

/** GET /iap-records (API-P-08). */
export function useIapRecords(query: IapRecordQuery) {
  return useEndpointQuery(
    listIapRecords,
    keys.detail(query.customerId, { iap: query }),
    { query },
    { placeholderData: keepPreviousData },
  );
}

/**
 * PUT /customers/{id} (API-P-03, CONF-15: the portal call): the name or the email, on the version read
 * (If-Match). After an email change the customer's subscriptions are read again too (CUS-EMAIL-06).
 */
export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    updateCustomer,
    {
      input: ({ body, rowVersion }: { body: CustomerUpdateBody; rowVersion: number }) => ({
        params: { id },
        body,
        ifMatch: rowVersion,
      }),
      invalidate: { queryKey: keys.all },
    },
    {
      onSuccess: (_customer, { body }) =>
        'email' in body ? queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }) : undefined,
    },
  );
}

/** DELETE /customers/{id}?confirm=… (API-P-04); the deleted customer's own reads are not asked again. */
export function useDeleteCustomer(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteCustomer, {
    input: (confirm: string) => ({ params: { id }, query: { confirm } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}

/** POST /customers/reset-password (API-P-05). Changes nothing the screen shows. */
export function useResetPassword() {
  return useEndpointMutation(resetCustomerPassword, {
    input: (email: string) => ({ body: { email } }),
    invalidate: { queryKey: keys.all, predicate: () => false },
  });
}

/** POST /customer/{id}/subscriber (API-S-06): Yes/No as 'True'/'False', on the version read (If-Match). */
export function useSetOptIn(id: number) {
  return useEndpointMutation(setCustomerOptIn, {
    input: ({ email, optIn, rowVersion }: { email: string; optIn: boolean; rowVersion: number }) => ({
      params: { id },
      body: { email, optIn: optInWire(optIn) },
      ifMatch: rowVersion,
    }),
    invalidate: { queryKey: keys.all },
  });
}

/** PUT /customer/{id}/payment-method/billing-address (API-S-04), on the version read (If-Match). */
export function useUpdateBillingAddress(id: number) {
  return useEndpointMutation(updateBillingAddress, {
    input: (address: { postalCode: string; country: string; district: string; rowVersion: number }) => ({
      params: { id },
      body: {
        billing_address: { postal_code: address.postalCode, country: address.country, district: address.district },
      },
      ifMatch: address.rowVersion,
    }),
    invalidate: { queryKey: keys.all },
  });
}
