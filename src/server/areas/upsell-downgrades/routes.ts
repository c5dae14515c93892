import {
  createUpsellDowngrade,
  deleteUpsellDowngrade,
  getUpsellDowngrade,
  listPlanDowngrades,
  listPlanUpsells,
  listUpsellDowngrades,
  updateUpsellDowngrade,
} from '../../../shared/contracts/upsell-downgrades';
import { cachedRead, route } from '../../http/register';
import * as service from './service';

/** Upsell & downgrade rules (API-M-12..16) and a plan's offers (API-S-23/24). */
export const upsellDowngradeRoutes = [
  cachedRead(listUpsellDowngrades, ({ query, deps }) => service.listUpsellDowngrades(deps.db, query)),
  cachedRead(getUpsellDowngrade, ({ params, deps }) => service.getUpsellDowngrade(deps.db, params.id)),
  route(createUpsellDowngrade, ({ body, principal, deps }) =>
    service.createUpsellDowngrade(deps.db, body, principal, deps.clock),
  ),
  route(updateUpsellDowngrade, ({ params, body, ifMatch, principal, deps }) =>
    service.updateUpsellDowngrade(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(deleteUpsellDowngrade, ({ params, principal, deps }) =>
    service.deleteUpsellDowngrade(deps.db, params.id, principal, deps.clock),
  ),
  cachedRead(listPlanUpsells, ({ params, deps }) => service.planOffers(deps.db, params.id, 'upsells')),
  cachedRead(listPlanDowngrades, ({ params, deps }) => service.planOffers(deps.db, params.id, 'downgrades')),
];
