import { queryKeys } from '../../../api/query-keys';

/**
 * Subscriptions (checklist 6): one key tree under 'subscriptions': a customer's list
 * (`list(auth0Id)`), a subscription's history (`sub('timeline', id, auth0Id)`) and the previews of the
 * action dialogs (`sub('preview', …)`). An action invalidates the lists and the histories; an email
 * change of the customer too (CUS-EMAIL-06).
 */
export const subscriptionKeys = queryKeys('subscriptions');

/** The previews' branch: left out of an action's invalidation (each opening reads its own preview). */
export const PREVIEW_KEY = 'preview';

/** The histories' branch (issue 22 ★ Timeline): invalidated with the lists, so an action shows in it. */
export const TIMELINE_KEY = 'timeline';

/** A subscription's promo codes (API-S-26), read while its apply dialog is open. */
export const COUPONS_KEY = 'coupons';

/** The target plans of the upsell, downgrade and switch-plan dialogs. */
export const PLANS_KEY = 'plans';

/** A restart's order summary (API-S-28), read while its dialog is open. */
export const RESTART_KEY = 'restart';
