import { listSaveOfferCoupons, searchCouponsByPid } from '../../../shared/contracts/promotions';
import { cachedRead, route } from '../../http/register';
import * as saveOfferCoupons from './save-offer-coupons';
import * as service from './service';

export const promotionRoutes = [
  route(searchCouponsByPid, ({ query, deps }) => service.searchCouponsByPid(deps.db, query.pid)),
  cachedRead(listSaveOfferCoupons, ({ query, deps }) =>
    saveOfferCoupons.listSaveOfferCoupons(deps.db, query.base_price_ids),
  ),
];
