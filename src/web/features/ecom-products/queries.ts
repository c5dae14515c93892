import { keepPreviousData, partialMatchKey, useQuery } from '@tanstack/react-query';
import { MAX_STORE_LIMIT } from '../../../shared/contracts/common';
import {
  addPlan,
  bulkPublishPlans,
  type CreateEcomProductBody,
  changePlanStatus,
  createEcomProduct,
  deleteEcomProduct,
  deletePlan,
  getEcomProduct,
  listBillingPlans,
  listEcomProductLogs,
  listPlans,
  type Plan,
  type PlanBody,
  type PlanListItem,
  updatePlan,
} from '../../../shared/contracts/ecom-products';
import type { EndpointResponse } from '../../../shared/contracts/endpoint';
import type { PlanAction } from '../../../shared/domain/ecom-plan';
import { useApi } from '../../api/ApiProvider';
import { callEndpoint, type EndpointQueryInput } from '../../api/call';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { ecomKeys as keys } from './keys';

/** eCom products and plans: the hooks reading the area's key tree; every change invalidates all of it. */

export type PlanListQuery = EndpointQueryInput<typeof listPlans>;
export type ProductLogQuery = EndpointQueryInput<typeof listEcomProductLogs>;
type Callbacks<E, V> = MutationCallbacks<EndpointResponse<E>, V>;

/** GET /variants (API-S-41): the list's page of plans. */
export function usePlans(query: PlanListQuery) {
  return useEndpointQuery(listPlans, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** EP-LIST-03: whether any plan is Ready for publish (one row asked). */
export function useAnyReadyPlan(enabled: boolean) {
  const query: PlanListQuery = { status: 'ready_for_publish', limit: 1, offset: 0 };
  const list = useEndpointQuery(listPlans, keys.list(query), { query }, { enabled });
  return list.data === undefined ? undefined : list.data.count > 0;
}

/**
 * EP-PUB-01: every Ready for publish plan, read in pages of the largest limit the API answers, so the
 * publish page lists (and publishes) all of them.
 */
export function useReadyPlans() {
  const clients = useApi();
  return useQuery({
    queryKey: keys.sub('ready-for-publish'),
    queryFn: async ({ signal }) => {
      const plans: PlanListItem[] = [];
      let count = 0;
      do {
        const page = await callEndpoint(clients, listPlans, {
          query: { status: 'ready_for_publish', order: 'updated_at', limit: MAX_STORE_LIMIT, offset: plans.length },
          signal,
        });
        count = page.count;
        plans.push(...page.data);
        if (page.data.length === 0) break;
      } while (plans.length < count);
      return plans;
    },
  });
}

/** GET /products/{id} (API-S-46); null reads nothing. */
export function useEcomProduct(id: number | null) {
  return useEndpointQuery(getEcomProduct, keys.detail(id ?? 0), { params: { id: id ?? 0 } }, { enabled: id !== null });
}

/** GET /products/{id}/logs (API-S-48). */
export function useEcomProductLogs(id: number, query: ProductLogQuery) {
  return useEndpointQuery(
    listEcomProductLogs,
    keys.sub('logs', id, query),
    { params: { id }, query },
    { placeholderData: keepPreviousData },
  );
}

// ---- Option loads of the list's search and the plan form ---------------------------------------------

/** GET /billing-plans (API-S-44). */
export function useBillingPlans() {
  return useEndpointQuery(listBillingPlans, keys.sub('billing-plans'), {}, { staleTime: 60_000 });
}

// ---- Changes ----------------------------------------------------------------------------------------

/** POST /products (API-S-45). */
export function useCreateEcomProduct() {
  return useEndpointMutation(createEcomProduct, {
    input: (body: CreateEcomProductBody) => ({ body }),
    invalidate: { queryKey: keys.all },
  });
}

/** DELETE /products/{id} (API-S-47); the deleted product's detail is not read again (the page leaves). */
export function useDeleteEcomProduct(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteEcomProduct, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}

/** POST /products/{id}/variants (API-S-49). */
export function useAddPlan(productId: number) {
  return useEndpointMutation(addPlan, {
    input: (body: PlanBody) => ({ params: { id: productId }, body }),
    invalidate: { queryKey: keys.all },
  });
}

export interface PlanEdit {
  variantId: number;
  body: PlanBody;
  /** The plan's rowVersion the edit builds on (If-Match). */
  rowVersion: number;
}

/** POST /products/{id}/variants/{variantId} (API-S-50, EP-PLAN-22): a versioned write. */
export function useUpdatePlan(productId: number, callbacks?: Callbacks<typeof updatePlan, PlanEdit>) {
  return useEndpointMutation(
    updatePlan,
    {
      input: ({ variantId, body, rowVersion }: PlanEdit) => ({
        params: { id: productId, variantId },
        body,
        ifMatch: rowVersion,
      }),
      invalidate: { queryKey: keys.all },
    },
    callbacks,
  );
}

/** DELETE /products/{id}/variants/{variantId} (API-S-51). */
export function useDeletePlan(productId: number) {
  return useEndpointMutation(deletePlan, {
    input: (plan: Pick<Plan, 'planId'>) => ({ params: { id: productId, variantId: plan.planId } }),
    invalidate: { queryKey: keys.all },
  });
}

/** PUT /products/{id}/variants/{variantId}/{action} (API-S-52). */
export function useChangePlanStatus(productId: number) {
  return useEndpointMutation(changePlanStatus, {
    input: ({ plan, action }: { plan: Pick<Plan, 'planId'>; action: PlanAction }) => ({
      params: { id: productId, variantId: plan.planId, action },
    }),
    // A refusal (someone moved the plan meanwhile) shows the plan as it is now.
    invalidate: { queryKey: keys.all },
    on: 'settled',
  });
}

/** PUT /variants/active (API-S-43): activates the listed plans, all or none. */
export function useBulkPublish() {
  return useEndpointMutation(bulkPublishPlans, {
    input: (ids: number[]) => ({ body: { ids } }),
    invalidate: { queryKey: keys.all },
    on: 'settled',
  });
}
