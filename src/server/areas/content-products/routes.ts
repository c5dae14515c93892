import * as api from '../../../shared/contracts/content-products';
import { cachedRead, createRoute, PLAIN, route, rowRoute, updateRoute } from '../../http/register';
import { publishNow, schedulePublish, stopSchedule, verify } from '../catalog-workflow';
import { listProductChangeLogs } from './change-log';
import * as service from './service';
import { contentProductWorkflow as subject } from './workflow';

/** Content products (API-P-15..25) and their workflow (API-P-20..23). */
export const contentProductRoutes = [
  cachedRead(api.listContentProducts, ({ query, deps }) => service.listProducts(deps.db, query), undefined, PLAIN),
  createRoute(api.createContentProduct, service.createProduct),
  cachedRead(api.getContentProduct, ({ params, deps }) => service.getProduct(deps.db, params.id)),
  updateRoute(api.updateContentProduct, service.updateProduct),
  rowRoute(api.deleteContentProduct, service.deleteProduct),
  cachedRead(
    api.listContentProductItems,
    ({ query, deps }) => service.listProductItems(deps.db, query),
    undefined,
    PLAIN,
  ),
  cachedRead(api.listContentProductChangeLogs, ({ query, deps }) => listProductChangeLogs(deps.db, query)),
  route(api.verifyContentProduct, ({ params, body, principal, deps }) =>
    verify(deps.db, subject, params.id, body.comments, principal, deps.clock),
  ),
  route(api.publishContentProduct, ({ params, principal, deps }) =>
    publishNow(deps.db, subject, params.id, principal, deps.clock),
  ),
  route(api.scheduleContentProductPublish, ({ params, body, principal, deps }) =>
    schedulePublish(deps.db, subject, params.id, body.scheduledPublishTime, principal, deps.clock),
  ),
  route(api.stopContentProductSchedule, ({ params, principal, deps }) =>
    stopSchedule(deps.db, subject, params.id, principal, deps.clock),
  ),
];
