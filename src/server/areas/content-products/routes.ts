import {
  createContentProduct,
  deleteContentProduct,
  getContentProduct,
  listContentProductChangeLogs,
  listContentProductItems,
  listContentProducts,
  publishContentProduct,
  scheduleContentProductPublish,
  stopContentProductSchedule,
  updateContentProduct,
  verifyContentProduct,
} from '../../../shared/contracts/content-products';
import { cachedRead, route } from '../../http/register';
import { publishNow, schedulePublish, stopSchedule, verify } from '../catalog-workflow';
import { listProductChangeLogs } from './change-log';
import * as service from './service';
import { contentProductWorkflow as subject } from './workflow';

/** Content products (API-P-15..25) and their workflow (API-P-20..23). */
export const contentProductRoutes = [
  cachedRead(listContentProducts, ({ query, deps }) => service.listProducts(deps.db, query)),
  route(createContentProduct, ({ body, principal, deps }) =>
    service.createProduct(deps.db, body, principal, deps.clock),
  ),
  cachedRead(getContentProduct, ({ params, deps }) => service.getProduct(deps.db, params.id)),
  route(updateContentProduct, ({ params, body, ifMatch, principal, deps }) =>
    service.updateProduct(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(deleteContentProduct, ({ params, principal, deps }) =>
    service.deleteProduct(deps.db, params.id, principal, deps.clock),
  ),
  cachedRead(listContentProductItems, ({ query, deps }) => service.listProductItems(deps.db, query)),
  cachedRead(listContentProductChangeLogs, ({ query, deps }) => listProductChangeLogs(deps.db, query)),
  route(verifyContentProduct, ({ params, body, principal, deps }) =>
    verify(deps.db, subject, params.id, body.comments, principal, deps.clock),
  ),
  route(publishContentProduct, ({ params, principal, deps }) =>
    publishNow(deps.db, subject, params.id, principal, deps.clock),
  ),
  route(scheduleContentProductPublish, ({ params, body, principal, deps }) =>
    schedulePublish(deps.db, subject, params.id, body.scheduledPublishTime, principal, deps.clock),
  ),
  route(stopContentProductSchedule, ({ params, principal, deps }) =>
    stopSchedule(deps.db, subject, params.id, principal, deps.clock),
  ),
];
