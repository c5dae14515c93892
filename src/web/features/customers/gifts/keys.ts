import { queryKeys } from '../../../api/query-keys';

/** Gifts (checklist 8.1): a customer's two lists, `list(auth0Id)`; an update or a resend invalidates them. */
export const giftKeys = queryKeys('gifts');
