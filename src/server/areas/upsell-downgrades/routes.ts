import {
  createUpsellDowngrade,
  deleteUpsellDowngrade,
  getUpsellDowngrade,
  listPlanDowngrades,
  listPlanUpsells,
  listUpsellDowngrades,
  updateUpsellDowngrade,
} from '../../../shared/contracts/upsell-downgrades';
import { cachedRead, createRoute, PLAIN, rowRoute, updateRoute } from '../../http/register';
import * as service from './service';

/** Upsell & downgrade rules (API-M-12..16) and a plan's offers (API-S-23/24). */
export const upsellDowngradeRoutes = [
  // Written as built (serialize 'plain'): the service builds the wire's shape; the API tests check it.
  cachedRead(listUpsellDowngrades, ({ query, deps }) => service.listUpsellDowngrades(deps.db, query), undefined, PLAIN),
  cachedRead(
    getUpsellDowngrade,
    ({ params, deps }) => service.getUpsellDowngrade(deps.db, params.id),
    undefined,
    PLAIN,
  ),
  createRoute(createUpsellDowngrade, service.createUpsellDowngrade),
  updateRoute(updateUpsellDowngrade, service.updateUpsellDowngrade),
  rowRoute(deleteUpsellDowngrade, service.deleteUpsellDowngrade),
  cachedRead(listPlanUpsells, ({ params, deps }) => service.planOffers(deps.db, params.id, 'upsells')),
  cachedRead(listPlanDowngrades, ({ params, deps }) => service.planOffers(deps.db, params.id, 'downgrades')),
];
