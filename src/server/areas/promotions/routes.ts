import { searchCouponsByPid } from '../../../shared/contracts/promotions';
import { route } from '../../http/register';
import * as service from './service';

export const promotionRoutes = [
  route(searchCouponsByPid, ({ query, deps }) => service.searchCouponsByPid(deps.db, query.pid)),
];
