import {
  createSaveOffer,
  deleteSaveOffer,
  getSaveOffer,
  listCancelReasons,
  listPlanPromotions,
  listSaveOffers,
  listSwitchPlans,
  matchSaveOffer,
  SWITCH_PLAN_LIMIT,
  updateCancelReasons,
  updateSaveOffer,
} from '../../../shared/contracts/save-offers';
import { cachedRead, clockedRead, createRoute, PLAIN, route, rowRoute, updateRoute } from '../../http/register';
import { nextStatusChange } from '../promotions';
import * as cancelReasons from './cancel-reasons';
import * as service from './service';

/** Save offers and cancel reasons (API-M-28..34), and the form's and billing's reads. */
export const saveOfferRoutes = [
  // Written as built (serialize 'plain'): the service builds the wire's shape; the API tests check it.
  cachedRead(listSaveOffers, ({ query, deps }) => service.listSaveOffers(deps.db, query), undefined, PLAIN),
  // A save offer shows its promotion's status, which moves with the clock too: clocked reads.
  clockedRead(
    matchSaveOffer,
    async ({ query, deps }) => ({
      data: await service.findSaveOfferFor(
        deps.db,
        { basePriceId: query.base_price_id, stage: query.stage, cancelReasonCode: query.cancel_reason_code },
        deps.clock.now(),
      ),
    }),
    (deps, now) => nextStatusChange(deps.db, now),
  ),
  cachedRead(listSwitchPlans, ({ query, deps }) => service.listSwitchPlans(deps.db, query.q, SWITCH_PLAN_LIMIT)),
  clockedRead(
    listPlanPromotions,
    ({ query, deps }) => service.listPlanPromotions(deps.db, query.pid, deps.clock.now()),
    (deps, now) => nextStatusChange(deps.db, now),
  ),
  clockedRead(
    getSaveOffer,
    ({ params, deps }) => service.getSaveOffer(deps.db, params.id, deps.clock.now()),
    (deps, now) => nextStatusChange(deps.db, now),
  ),
  createRoute(createSaveOffer, service.createSaveOffer),
  updateRoute(updateSaveOffer, service.updateSaveOffer),
  rowRoute(deleteSaveOffer, service.deleteSaveOffer),
  cachedRead(listCancelReasons, ({ deps }) => cancelReasons.readCancelReasons(deps.db)),
  route(updateCancelReasons, ({ body, ifMatch, principal, deps }) =>
    cancelReasons.updateCancelReasons(deps.db, body, ifMatch, principal, deps.clock),
  ),
];
