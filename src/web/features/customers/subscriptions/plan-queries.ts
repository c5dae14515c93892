import { searchVariants } from '../../../../shared/contracts/ecom-products';
import { listPlanDowngrades, listPlanUpsells } from '../../../../shared/contracts/upsell-downgrades';
import { useEndpointQuery } from '../../../api/endpoint-hooks';
import { useDebounced } from '../../../components/useDebounced';
import { planOfferLabel, variantLabel } from './action-options';
import { subscriptionKeys as keys, PLANS_KEY } from './keys';
import type { PlanChangeKind } from './texts';
import type { SubscriptionView } from './view';

/** How long the switch-plan search waits after the last key. */
export const PLAN_SEARCH_DEBOUNCE_MS = 300;

export interface PlanOption {
  value: string;
  label: string;
}

/**
 * SUB-PLN-03/04: the target plans of a plan-change dialog, as select options (value: the pid):
 * upsell and downgrade from the subscription's plan rule (API-S-24, API-S-23; `{id}` the plan id,
 * SUB-PLN-08 decided), switch plan from the plan search by pid or name (API-S-30), debounced.
 * Read while the dialog is open only.
 */
export function usePlanOptions(kind: PlanChangeKind, subscription: SubscriptionView, open: boolean, typed: string) {
  const settled = useDebounced(typed.trim(), PLAN_SEARCH_DEBOUNCE_MS);
  const offers = kind === 'downgrade' ? listPlanDowngrades : listPlanUpsells;
  const planId = subscription.planId;
  const rule = useEndpointQuery(
    offers,
    keys.sub(PLANS_KEY, kind, planId ?? 'none', subscription.subscriptionId),
    {
      params: { id: planId ?? 0 },
      query: { source: subscription.source, subscriptionId: subscription.subscriptionId },
    },
    { enabled: open && kind !== 'switchPlan' && planId !== null, gcTime: 0, staleTime: 0 },
  );
  const search = useEndpointQuery(
    searchVariants,
    keys.sub(PLANS_KEY, 'search', settled),
    { query: settled ? { q: settled } : {} },
    { enabled: open && kind === 'switchPlan' },
  );
  if (kind === 'switchPlan') {
    // Only a plan on sale, other than the current one, can be switched to (the server refuses the rest).
    const options: PlanOption[] = (search.data?.data ?? [])
      .filter((v) => v.status === 'active' && v.pid !== subscription.pid)
      .map((v) => ({ value: v.pid, label: variantLabel(v) }));
    return { options, loading: search.isFetching || settled !== typed.trim(), error: search.error };
  }
  const options: PlanOption[] = (rule.data?.data ?? []).map((o) => ({ value: o.pid, label: planOfferLabel(o) }));
  return { options, loading: rule.isFetching, error: rule.error };
}
