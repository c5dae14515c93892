import { queryKeys } from '../../../api/query-keys';

/**
 * The gift card balance (checklist 8.2): one key tree under 'credits': a customer's balances
 * (`detail(id)`) and its history pages (`detail(id, {history})`). A change invalidates the customer's
 * branch, so the balance and any open history are read again (GCB-08).
 */
export const creditKeys = queryKeys('credits');
