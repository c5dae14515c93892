import { queryKeys } from '../../../api/query-keys';

/** Transactions (checklist 7): a customer's list, `list(auth0Id)`; a refund invalidates it. */
export const transactionKeys = queryKeys('transactions');
