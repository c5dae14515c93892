import * as api from '../../../shared/contracts/ecom-products';
import { cachedRead, keptJsonRead, PLAIN, route, rowRoute } from '../../http/register';
import * as transitions from './plan-transitions';
import * as write from './plan-write';
import { productDetail } from './product-doc';
import { listProductLogs } from './product-log';
import * as service from './service';

/** eCom products and plans (API-S-30, S-41..S-52, S-54). */
export const ecomProductRoutes = [
  cachedRead(api.searchVariants, ({ query, deps }) => service.searchVariants(deps.db, query.q)),
  cachedRead(api.listPlans, ({ query, deps }) => service.listPlans(deps.db, query), undefined, PLAIN),
  route(api.listPlanImages, ({ deps }) => service.listPlanImages(deps.config.links.store)),
  route(api.bulkPublishPlans, ({ body, principal, deps }) =>
    transitions.bulkPublish(deps.db, body.ids, principal, deps.clock),
  ),
  cachedRead(api.listPlanCourses, ({ query, deps }) => service.listPlanCourses(deps.db, query)),
  cachedRead(api.listBillingPlans, ({ deps }) => service.listBillingPlans(deps.db)),
  cachedRead(api.listUsedLanguages, ({ deps }) => service.listUsedLanguages(deps.db)),
  route(api.createEcomProduct, ({ body, principal, deps }) =>
    write.createProduct(deps.db, body, principal, deps.clock, deps.config.links.store),
  ),
  // The JSON text the database keeps (product-doc.ts), written as it is.
  keptJsonRead(api.getEcomProduct, ({ params, deps }) => productDetail(deps.db, params.id, deps.config.links.store)),
  rowRoute(api.deleteEcomProduct, write.deleteProduct),
  cachedRead(api.listEcomProductLogs, ({ params, query, deps }) => listProductLogs(deps.db, params.id, query)),
  route(api.addPlan, ({ params, body, principal, deps }) =>
    write.addPlan(deps.db, params.id, body, principal, deps.clock, deps.config.links.store),
  ),
  route(api.updatePlan, ({ params, body, ifMatch, principal, deps }) =>
    write.updatePlan(
      deps.db,
      params.id,
      params.variantId,
      body,
      ifMatch,
      principal,
      deps.clock,
      deps.config.links.store,
    ),
  ),
  route(api.deletePlan, ({ params, principal, deps }) =>
    write.deletePlan(deps.db, params.id, params.variantId, principal, deps.clock),
  ),
  route(api.changePlanStatus, ({ params, principal, deps }) =>
    transitions.changePlanStatus(
      deps.db,
      params.id,
      params.variantId,
      params.action,
      principal,
      deps.clock,
      deps.config.links.store,
    ),
  ),
];
