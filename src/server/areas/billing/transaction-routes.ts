import * as api from '../../../shared/contracts/transactions';
import { route } from '../../http/register';
import { listTransactions } from './transaction-read';
import { refundTransaction } from './transaction-refund';

/**
 * Transactions and refunds (API-S-09/10). Not cached reads: a refund changes a transaction without the
 * customer's rows, and the engine's clock adds charges.
 */
export const transactionRoutes = [
  // The hottest store read (a customer's every transaction, ~1 KB each): toTransaction builds the wire's
  // shape exactly, so the answer skips the schema's encode pass (tests parse it with the schema).
  route(api.listTransactions, ({ query, deps }) => listTransactions(deps.db, query.auth0Id), { serialize: 'plain' }),
  route(api.refundTransaction, async ({ params, body, idempotencyKey, principal, deps, reply }) => {
    const outcome = await refundTransaction(
      deps.db,
      { transactionId: params.id, auth0Id: body.auth0Id, source: body.source },
      body.amount,
      idempotencyKey,
      principal,
      deps.clock,
    );
    // A retry of a refund already made: the same answer, marked as a replay; nothing moved.
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return outcome.transaction;
  }),
];
