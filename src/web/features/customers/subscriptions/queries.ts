import { type InvalidateQueryFilters, partialMatchKey, type QueryKey } from '@tanstack/react-query';
import {
  applySubscriptionCoupon,
  cancelSubscription,
  extendSubscription,
  getRestartSummary,
  listSubscriptionCoupons,
  listSubscriptions,
  type PreviewedAction,
  pauseSubscription,
  previewSubscriptionAction,
  restartSubscription,
  resumeSubscription,
  revokeSubscription,
  subscriptionTimeline,
} from '../../../../shared/contracts/subscriptions';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpoint-hooks';
import { entitlementKeys } from '../../entitlements';
import { customerKeys } from '../keys';
import { COUPONS_KEY, subscriptionKeys as keys, PREVIEW_KEY, RESTART_KEY, TIMELINE_KEY } from './keys';

/**
 * Subscriptions (API-S-17..22, the action preview and the timeline): the hooks reading the
 * 'subscriptions' key tree. An action invalidates the lists and the histories, also after a refusal
 * (someone changed the subscription meanwhile: the card shows what it is now); revoke also the customer
 * and its entitlements (SUB-REV-03).
 */

/** What an action names of the subscription: its id, its source and the version read (If-Match). */
export interface ActedSubscription {
  subscriptionId: string;
  source: string;
  rowVersion: number;
}

/** GET /subscriptions?auth0Id= (API-S-17, SUB-DISP-01). */
export function useSubscriptions(auth0Id: string) {
  return useEndpointQuery(listSubscriptions, keys.list(auth0Id), { query: { auth0Id } });
}

/**
 * GET /subscriptions/:id/timeline?auth0Id= (issue 22 ★ Timeline): the subscription's history, oldest
 * first; read when its card's History is opened, again after an action (SUBSCRIPTION_LISTS).
 */
export function useSubscriptionTimeline(auth0Id: string, subscriptionId: string) {
  return useEndpointQuery(subscriptionTimeline, keys.sub(TIMELINE_KEY, subscriptionId, auth0Id), {
    params: { id: subscriptionId },
    query: { auth0Id },
  });
}

/** What a preview asks beyond the action: the pause's days, the extension's days, the code and its country. */
export interface PreviewInput {
  pausedDays?: number;
  extendDays?: number;
  code?: string;
  applyCountry?: string;
}

/**
 * GET /subscriptions/:id/actions/:action/preview: what the action will do. Read afresh on each opening
 * (dropped from the cache once the dialog is gone); `enabled` false while the dialog is closed or its
 * input is not valid yet.
 */
export function useSubscriptionPreview(
  auth0Id: string,
  subscription: Pick<ActedSubscription, 'subscriptionId' | 'source'>,
  action: PreviewedAction,
  input: PreviewInput,
  enabled: boolean,
) {
  const query = {
    auth0Id,
    source: subscription.source,
    ...(input.pausedDays === undefined ? {} : { paused_days: input.pausedDays }),
    ...(input.extendDays === undefined ? {} : { extend_days: input.extendDays }),
    ...(input.code === undefined ? {} : { code: input.code }),
    ...(input.applyCountry === undefined ? {} : { applyCountry: input.applyCountry }),
  };
  return useEndpointQuery(
    previewSubscriptionAction,
    keys.sub(PREVIEW_KEY, subscription.subscriptionId, action, query),
    { params: { id: subscription.subscriptionId, action }, query },
    { enabled, gcTime: 0, staleTime: 0, retry: false },
  );
}

const startsWith = (key: QueryKey, root: QueryKey) => partialMatchKey(key, root);
const previews = keys.sub(PREVIEW_KEY);
const restartSummaries = keys.sub(RESTART_KEY);
const isList = (key: QueryKey) =>
  startsWith(key, keys.all) && !startsWith(key, previews) && !startsWith(key, restartSummaries);

/**
 * Everything under 'subscriptions' but the previews: the lists and the histories (an action adds to
 * its subscription's), not the open dialog's preview (it closes on success, and reads again on a refusal).
 */
const SUBSCRIPTION_LISTS: InvalidateQueryFilters = {
  queryKey: keys.all,
  predicate: (query) => isList(query.queryKey),
};

/**
 * SUB-REV-03: the subscriptions (the lists and histories, as SUBSCRIPTION_LISTS), the customer (the
 * detail, its reads) and its entitlements.
 */
const AFTER_REVOKE: InvalidateQueryFilters = {
  predicate: (query) =>
    isList(query.queryKey) ||
    startsWith(query.queryKey, customerKeys.all) ||
    startsWith(query.queryKey, entitlementKeys.all),
};

const actionInput = (auth0Id: string, s: ActedSubscription) => ({
  params: { id: s.subscriptionId },
  query: { auth0Id, source: s.source },
  ifMatch: s.rowVersion,
});

/** An action with no input beyond the subscription (cancel, revoke, resume): the query names it. */
function useQueryAction(endpoint: typeof cancelSubscription, auth0Id: string, invalidate: InvalidateQueryFilters) {
  return useEndpointMutation(endpoint, {
    input: (s: ActedSubscription) => actionInput(auth0Id, s),
    invalidate,
    on: 'settled',
  });
}

/** POST /subscriptions/:id/actions/cancel (API-S-18). */
export const useCancelSubscription = (auth0Id: string) =>
  useQueryAction(cancelSubscription, auth0Id, SUBSCRIPTION_LISTS);

/** POST /subscriptions/:id/actions/revoke (API-S-19). */
export const useRevokeSubscription = (auth0Id: string) => useQueryAction(revokeSubscription, auth0Id, AFTER_REVOKE);

/** POST /subscriptions/:id/actions/resume (API-S-20). */
export const useResumeSubscription = (auth0Id: string) =>
  useQueryAction(resumeSubscription, auth0Id, SUBSCRIPTION_LISTS);

/** POST /subscriptions/:id/actions/pause (API-S-21): `paused_days` 30 or 60. */
export function usePauseSubscription(auth0Id: string) {
  return useEndpointMutation(pauseSubscription, {
    input: ({ pausedDays, ...s }: ActedSubscription & { pausedDays: number }) => ({
      ...actionInput(auth0Id, s),
      body: { paused_days: pausedDays },
    }),
    invalidate: SUBSCRIPTION_LISTS,
    on: 'settled',
  });
}

/** POST /subscriptions/:id/actions/extend (API-S-22): `extend_days` and the source in the body. */
export function useExtendSubscription(auth0Id: string) {
  return useEndpointMutation(extendSubscription, {
    input: ({ extendDays, ...s }: ActedSubscription & { extendDays: number }) => ({
      params: { id: s.subscriptionId },
      query: { auth0Id },
      body: { extend_days: extendDays, source: s.source },
      ifMatch: s.rowVersion,
    }),
    invalidate: SUBSCRIPTION_LISTS,
    on: 'settled',
  });
}

/** GET /v2/subscriptions/:id/coupons (API-S-26, SUB-PRO-01): read while the apply dialog is open. */
export function useSubscriptionCoupons(subscriptionId: string, enabled: boolean) {
  return useEndpointQuery(
    listSubscriptionCoupons,
    keys.sub(COUPONS_KEY, subscriptionId),
    { params: { id: subscriptionId } },
    { enabled, gcTime: 0, staleTime: 0 },
  );
}

/** POST /v2/subscriptions/:id/actions/apply-coupon/:code (API-S-27, SUB-PRO-07): the country in the body. */
export function useApplySubscriptionCoupon(auth0Id: string) {
  return useEndpointMutation(applySubscriptionCoupon, {
    input: ({ code, applyCountry, ...s }: ActedSubscription & { code: string; applyCountry: string }) => ({
      params: { id: s.subscriptionId, code },
      body: { auth0Id, applyCountry },
      ifMatch: s.rowVersion,
    }),
    invalidate: SUBSCRIPTION_LISTS,
    on: 'settled',
  });
}

/**
 * GET /v2/subscriptions/:id/actions/restart?auth0Id= (API-S-28, SUB-RST-01): the order summary, read
 * afresh on each opening of the restart dialog; a refusal is not retried (SUB-RST-03).
 */
export function useRestartSummary(auth0Id: string, subscriptionId: string, enabled: boolean) {
  return useEndpointQuery(
    getRestartSummary,
    keys.sub(RESTART_KEY, subscriptionId, auth0Id),
    { params: { id: subscriptionId }, query: { auth0Id } },
    { enabled, gcTime: 0, staleTime: 0, retry: false },
  );
}

/** POST /v2/subscriptions/:id/actions/restart?auth0Id= (API-S-29, SUB-RST-04): If-Match the summary's version. */
export function useRestartSubscription(auth0Id: string) {
  return useEndpointMutation(restartSubscription, {
    input: (s: Pick<ActedSubscription, 'subscriptionId' | 'rowVersion'>) => ({
      params: { id: s.subscriptionId },
      query: { auth0Id },
      ifMatch: s.rowVersion,
    }),
    invalidate: SUBSCRIPTION_LISTS,
    on: 'settled',
  });
}
