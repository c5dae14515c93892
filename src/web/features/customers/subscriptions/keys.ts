import { queryKeys } from '../../../api/query-keys';

/**
 * Subscriptions (checklist 6): one key tree under 'subscriptions': a customer's list
 * (`list(auth0Id)`) and the previews of the action dialogs (`sub('preview', …)`). An action
 * invalidates the lists; an email change of the customer too (CUS-EMAIL-06).
 */
export const subscriptionKeys = queryKeys('subscriptions');

/** The previews' branch: left out of an action's invalidation (each opening reads its own preview). */
export const PREVIEW_KEY = 'preview';
