import { listPromotions, searchCouponsByPid } from '../../../shared/contracts/promotion-lookups';
import {
  createBogoPromotion,
  createProviderPromotion,
  deletePromotion,
  downloadSingleUseCodes,
  getBogoPromotion,
  getProviderPromotion,
  listGiftPlans,
  listProviderCoupons,
  listSingleUseCodes,
  redeemPromotionCode,
  updateBogoPromotion,
  updateProviderPromotion,
} from '../../../shared/contracts/promotions';
import type { PromotionSource } from '../../../shared/domain/promotion';
import { satisfies } from '../../../shared/permissions';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../errors';
import { contentDisposition } from '../../http/content-disposition';
import { clockedRead, createRoute, PLAIN, type Route, route, rowRoute, updateRoute } from '../../http/register';
import * as gifts from './gift-plans';
import * as lookups from './lookups';
import * as read from './promotion-read';
import * as write from './promotion-write';
import * as providerCoupons from './provider-coupons';
import * as redeem from './redeem';
import * as singleUse from './single-use';
import { nextStatusChange } from './status-sql';

/**
 * Promotions (API-M-17..27, API-S-53) and redemption. Every read answers statuses as of the app clock:
 * the hot ones are clocked reads, kept per database snapshot until the next start or end of a promotion.
 */
const untilStatusChange = (deps: { db: Parameters<typeof nextStatusChange>[0] }, now: Date) =>
  nextStatusChange(deps.db, now);

/** The detail of one source's promotion, as of the app clock. */
const detailOf =
  (source: PromotionSource) =>
  ({ params, deps }: { params: { id: number }; deps: AppDeps }) =>
    read.getPromotion(deps.db, params.id, source, deps.clock.now());

export const promotionRoutes = [
  clockedRead(
    searchCouponsByPid,
    ({ query, deps }) => lookups.searchCouponsByPid(deps.db, query.pid, deps.clock.now()),
    untilStatusChange,
  ),
  listRoute(),
  clockedRead(
    listProviderCoupons,
    ({ deps }) => providerCoupons.listProviderCoupons(deps.db, deps.clock.now()),
    untilStatusChange,
  ),
  createRoute(createProviderPromotion, write.createProviderPromotion),
  clockedRead(getProviderPromotion, detailOf('billing-provider'), untilStatusChange),
  updateRoute(updateProviderPromotion, write.updateProviderPromotion),
  createRoute(createBogoPromotion, write.createBogoPromotion),
  clockedRead(getBogoPromotion, detailOf('buy-one-gift-one'), untilStatusChange),
  updateRoute(updateBogoPromotion, write.updateBogoPromotion),
  rowRoute(deletePromotion, write.deletePromotion),
  route(listGiftPlans, ({ query, deps }) => gifts.listGiftPlans(deps.db, query.base_plan_pid)),
  clockedRead(
    listSingleUseCodes,
    ({ params, query, deps }) => singleUse.listSingleUseCodes(deps.db, params.id, query, deps.clock.now()),
    untilStatusChange,
  ),
  route(downloadSingleUseCodes, async ({ params, query, deps, reply }) => {
    const { filename, stream } = await singleUse.singleUseCsv(deps.db, params.id, query, deps.clock.now());
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store');
    return stream as never;
  }),
  route(redeemPromotionCode, ({ body, deps }) => redeem.redeemCode(deps.db, body, deps.clock.now())),
];

/** GET /v2/coupons (API-M-20): one path, two readers: the list needs the menu permission, the save-offer variant the form's. */
function listRoute(): Route<typeof listPromotions> {
  return clockedRead(
    listPromotions,
    ({ query, deps }) =>
      query.for_save_offer === 'true'
        ? lookups.listSaveOfferCoupons(deps.db, query.base_price_ids, deps.clock.now())
        : read.listPromotions(deps.db, query, deps.clock.now()),
    untilStatusChange,
    ({ query, principal }) => {
      const needed =
        query.for_save_offer === 'true'
          ? ({ anyOf: ['create:save_offer', 'update:save_offer'] } as const)
          : 'view:promotion_menu';
      if (!satisfies(principal.permissions, needed)) throw forbidden('Missing permission.');
    },
    // Both readers build exactly the wire's shape (their API tests check it): written as built.
    PLAIN,
  );
}
