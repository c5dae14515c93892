import {
  addPlan,
  bulkPublishPlans,
  changePlanStatus,
  createEcomProduct,
  deleteEcomProduct,
  deletePlan,
  getEcomProduct,
  listBillingPlans,
  listEcomProductLogs,
  listPlanCourses,
  listPlanImages,
  listPlans,
  listUsedLanguages,
  searchVariants,
  updatePlan,
} from '../../../shared/contracts/ecom-products';
import { cachedRead, route } from '../../http/register';
import { readProduct } from './plan-read';
import * as write from './plan-write';
import { listProductLogs } from './product-log';
import * as service from './service';

/** eCom products and plans (API-S-30, S-41..S-52, S-54). */
export const ecomProductRoutes = [
  cachedRead(searchVariants, ({ query, deps }) => service.searchVariants(deps.db, query.q)),
  cachedRead(listPlans, ({ query, deps }) => service.listPlans(deps.db, query)),
  route(listPlanImages, ({ deps }) => service.listPlanImages(deps.config.links.store)),
  route(bulkPublishPlans, ({ body, principal, deps }) => write.bulkPublish(deps.db, body.ids, principal, deps.clock)),
  cachedRead(listPlanCourses, ({ query, deps }) => service.listPlanCourses(deps.db, query)),
  cachedRead(listBillingPlans, ({ deps }) => service.listBillingPlans(deps.db)),
  cachedRead(listUsedLanguages, ({ deps }) => service.listUsedLanguages(deps.db)),
  route(createEcomProduct, ({ body, principal, deps }) =>
    write.createProduct(deps.db, body, principal, deps.clock, deps.config.links.store),
  ),
  cachedRead(getEcomProduct, ({ params, deps }) => readProduct(deps.db, params.id, deps.config.links.store)),
  route(deleteEcomProduct, ({ params, principal, deps }) =>
    write.deleteProduct(deps.db, params.id, principal, deps.clock),
  ),
  cachedRead(listEcomProductLogs, ({ params, query, deps }) => listProductLogs(deps.db, params.id, query)),
  route(addPlan, ({ params, body, principal, deps }) =>
    write.addPlan(deps.db, params.id, body, principal, deps.clock, deps.config.links.store),
  ),
  route(updatePlan, ({ params, body, ifMatch, principal, deps }) =>
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
  route(deletePlan, ({ params, principal, deps }) =>
    write.deletePlan(deps.db, params.id, params.variantId, principal, deps.clock),
  ),
  route(changePlanStatus, ({ params, principal, deps }) =>
    write.changePlanStatus(
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
