import * as api from '../../../shared/contracts/credits';
import { cachedRead, route } from '../../http/register';
import { creditHistory, listCredits } from './credit-read';
import { changeCredit } from './credit-write';

/**
 * The gift card balance (API-S-07/08) and its ledger. The reads depend on the database alone: cached
 * reads (any write, a change of the balance included, ends what they keep).
 */
export const creditRoutes = [
  cachedRead(api.listCredits, ({ params, deps }) => listCredits(deps.db, params.id)),
  cachedRead(api.listCreditHistory, ({ params, query, deps }) => creditHistory(deps.db, params.id, query)),
  route(api.changeCredit, async ({ params, body, idempotencyKey, principal, deps, reply }) => {
    const outcome = await changeCredit(deps.db, params.id, body, idempotencyKey, principal, deps.clock);
    // A retry of a change already made: the same answer, marked as a replay; nothing written.
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return outcome.change;
  }),
];
