import { type InvalidateQueryFilters, partialMatchKey, type QueryKey } from '@tanstack/react-query';
import {
  cancelSubscription,
  extendSubscription,
  listSubscriptions,
  type PreviewedAction,
  pauseSubscription,
  previewSubscriptionAction,
  resumeSubscription,
  revokeSubscription,
} from '../../../../shared/contracts/subscriptions';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpoint-hooks';
import { entitlementKeys } from '../../entitlements';
import { customerKeys } from '../keys';
import { subscriptionKeys as keys, PREVIEW_KEY } from './keys';

/**
 * Subscriptions (API-S-17..22 and the action preview): the hooks reading the 'subscriptions' key tree.
 * An action invalidates the lists, also after a refusal (someone changed the subscription meanwhile:
 * the card shows what it is now); revoke also the customer and its entitlements (SUB-REV-03).
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

/** What a preview asks beyond the action: the pause's days, the extension's days. */
export interface PreviewInput {
  pausedDays?: number;
  extendDays?: number;
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

/** The lists of subscriptions (not the open dialog's preview: it closes on success, and reads again on a refusal). */
const SUBSCRIPTION_LISTS: InvalidateQueryFilters = {
  queryKey: keys.all,
  predicate: (query) => !startsWith(query.queryKey, previews),
};

/** SUB-REV-03: the subscriptions, the customer (the detail, its reads) and its entitlements. */
const AFTER_REVOKE: InvalidateQueryFilters = {
  predicate: (query) =>
    (startsWith(query.queryKey, keys.all) && !startsWith(query.queryKey, previews)) ||
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
