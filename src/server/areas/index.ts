import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Route } from '../http/register';
import type { JobHandler } from '../jobs/runner';
import { auditRoutes } from './audit';
import {
  appliedPlans,
  basePriceInDisclosures,
  basePriceRoutes,
  plansOfBasePrice,
  seedDemoBasePrices,
} from './base-prices';
import { billingRoutes, giftDeliveryHandler, seedDemoBilling, subscriptionClockHandler } from './billing';
import { publishJobHandler, seedContentCatalog } from './catalog-workflow';
import { checkoutLinkRoutes } from './checkout-link';
import { contentProductRoutes, contentProductWorkflow, seedDemoContentProducts } from './content-products';
import { couponBookRoutes, seedDemoBillingCoupons } from './coupon-book';
import { customerRoutes, customersOfOrganization, seedDemoCustomers } from './customers';
import { descriptionTemplateRoutes, seedDemoDescriptionTemplates, templateInUse } from './description-templates';
import { disclosureRoutes, disclosuresNameBasePrice, seedDemoDisclosures } from './disclosures';
import {
  ecomProductRoutes,
  firstPlansOfBasePrice,
  planLinksTemplate,
  plansUsingBasePrice,
  promotionsByCode,
  promotionsOfPlans,
  promotionsOfProduct,
  seedDemoPlans,
} from './ecom-products';
import { emailJobHandler } from './email';
import { entitlementRoutes, seedDemoEntitlements } from './entitlements';
import { miniCourseRoutes, miniCourseWorkflow, seedDemoMiniCourses } from './mini-courses';
import {
  customersInOrganization,
  organizationRoutes,
  seedDemoOrganizations,
  voucherGroupsInOrganization,
} from './organizations';
import {
  promotionInSaveOffer,
  promotionRoutes,
  promotionsOfCode,
  promotionsUsableWithPlans,
  promotionsUsableWithProduct,
  seedDemoPromotions,
} from './promotions';
import { referenceRoutes, seedReference } from './reference';
import { saveOfferOffersPromotion, saveOfferRoutes, seedDemoSaveOffers } from './save-offers';
import { seedDemoUpsellDowngrades, upsellDowngradeRoutes } from './upsell-downgrades';
import { seedDemoVouchers, voucherGroupsOfOrganization, voucherReportJobHandler, voucherRoutes } from './vouchers';

/**
 * The areas, assembled: every route (each an endpoint of src/shared/contracts with its handler), the
 * job handlers, and the seeds. docs/architecture.md says how to add an area.
 */
interface Area {
  name: string;
  routes: readonly Route[];
  /** Reference data (always loaded) and demo data (SEED_DEMO), in dependency order. */
  seed?: (db: Db, now: Date) => Promise<void>;
}

export const AREAS: readonly Area[] = [
  { name: 'reference', routes: referenceRoutes, seed: seedReference },
  { name: 'audit', routes: auditRoutes },
  { name: 'catalog-workflow', routes: [], seed: seedContentCatalog },
  { name: 'base-prices', routes: basePriceRoutes, seed: seedDemoBasePrices },
  { name: 'description-templates', routes: descriptionTemplateRoutes, seed: seedDemoDescriptionTemplates },
  { name: 'mini-courses', routes: miniCourseRoutes, seed: seedDemoMiniCourses },
  { name: 'content-products', routes: contentProductRoutes, seed: seedDemoContentProducts },
  { name: 'ecom-products', routes: ecomProductRoutes, seed: seedDemoPlans },
  { name: 'disclosures', routes: disclosureRoutes, seed: seedDemoDisclosures },
  { name: 'upsell-downgrades', routes: upsellDowngradeRoutes, seed: seedDemoUpsellDowngrades },
  { name: 'organizations', routes: organizationRoutes, seed: seedDemoOrganizations },
  { name: 'customers', routes: customerRoutes, seed: seedDemoCustomers },
  { name: 'entitlements', routes: entitlementRoutes, seed: seedDemoEntitlements },
  { name: 'coupon-book', routes: couponBookRoutes, seed: (db, now) => seedDemoBillingCoupons(db, now) },
  // After customers and the coupon book: promotions are made from the provider's coupons, and demo
  // customers redeem some codes; save offers name promotions.
  { name: 'promotions', routes: promotionRoutes, seed: seedDemoPromotions },
  // After plans, customers, entitlements and promotions: subscriptions sell plans and grant entitlements.
  { name: 'billing', routes: billingRoutes, seed: (db, now) => seedDemoBilling(db, now) },
  { name: 'checkout-link', routes: checkoutLinkRoutes },
  { name: 'save-offers', routes: saveOfferRoutes, seed: seedDemoSaveOffers },
  // After customers, content products and entitlements: demo B2B customers redeem the demo vouchers.
  { name: 'vouchers', routes: voucherRoutes, seed: seedDemoVouchers },
];

/**
 * The ports (src/server/port.ts): what a lower area asks of one above it, answered by that area. The
 * layer order of docs/architecture.md holds because these go by the assembly, not by imports.
 */
plansOfBasePrice.plug(firstPlansOfBasePrice);
appliedPlans.plug(plansUsingBasePrice);
basePriceInDisclosures.plug(disclosuresNameBasePrice);
templateInUse.plug(planLinksTemplate);
promotionsByCode.plug(promotionsOfCode);
promotionsOfPlans.plug(promotionsUsableWithPlans);
promotionsOfProduct.plug(promotionsUsableWithProduct);
promotionInSaveOffer.plug(saveOfferOffersPromotion);
customersInOrganization.plug(customersOfOrganization);
voucherGroupsInOrganization.plug(voucherGroupsOfOrganization);

export const ROUTES: readonly Route[] = AREAS.flatMap((area) => area.routes as Route[]);

/**
 * The jobs runner's handlers: scheduled publishing, email delivery (SMTP_URL, else kept), the billing
 * clock, gifts' delivery (with the store's address for the redeem link, when given) and the redeemed
 * generic ISBN report.
 */
export function jobHandlers(
  config: Pick<ServerConfig, 'email'> & { links?: Pick<ServerConfig['links'], 'store'> },
  log?: { info(obj: unknown, msg?: string): void },
): readonly JobHandler[] {
  return [
    publishJobHandler([contentProductWorkflow, miniCourseWorkflow]),
    emailJobHandler(config, undefined, log),
    subscriptionClockHandler,
    giftDeliveryHandler(config.links?.store ?? null),
    voucherReportJobHandler,
  ];
}

/** Runs every area's seed, in order. */
export async function seedAreas(db: Db, now = new Date()): Promise<void> {
  for (const area of AREAS) await area.seed?.(db, now);
}
