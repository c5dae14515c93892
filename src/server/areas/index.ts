import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Route } from '../http/register';
import type { JobHandler } from '../jobs/runner';
import { auditRoutes } from './audit';
import { basePriceRoutes, seedDemoBasePrices } from './base-prices';
import { seedDemoBilling } from './billing';
import { publishJobHandler, seedContentCatalog } from './catalog-workflow';
import { contentProductRoutes, contentProductWorkflow, seedDemoContentProducts } from './content-products';
import { customerRoutes, seedDemoCustomers } from './customers';
import { descriptionTemplateRoutes, seedDemoDescriptionTemplates } from './description-templates';
import { disclosureRoutes, seedDemoDisclosures } from './disclosures';
import { ecomProductRoutes, seedDemoPlans } from './ecom-products';
import { emailJobHandler } from './email';
import { entitlementRoutes, seedDemoEntitlements } from './entitlements';
import { miniCourseRoutes, miniCourseWorkflow, seedDemoMiniCourses } from './mini-courses';
import { organizationRoutes, seedDemoOrganizations } from './organizations';
import { promotionRoutes, seedDemoCoupons } from './promotions';
import { referenceRoutes, seedReference } from './reference';
import { saveOfferRoutes, seedDemoSaveOffers } from './save-offers';
import { seedDemoUpsellDowngrades, upsellDowngradeRoutes } from './upsell-downgrades';

/**
 * The areas, assembled: every route (each an endpoint of src/shared/contracts with its handler), the
 * job handlers, and the seeds. docs/architecture.md says how to add an area.
 */
interface Area {
  name: string;
  routes: readonly Route[];
  /** Reference data (always loaded) and demo data (SEED_DEMO), in dependency order. */
  seed?: (db: Db) => Promise<void>;
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
  { name: 'promotions', routes: promotionRoutes, seed: seedDemoCoupons },
  { name: 'save-offers', routes: saveOfferRoutes, seed: seedDemoSaveOffers },
  { name: 'organizations', routes: organizationRoutes, seed: seedDemoOrganizations },
  { name: 'customers', routes: customerRoutes, seed: seedDemoCustomers },
  { name: 'entitlements', routes: entitlementRoutes, seed: seedDemoEntitlements },
  { name: 'billing', routes: [], seed: seedDemoBilling },
];

export const ROUTES: readonly Route[] = AREAS.flatMap((area) => area.routes as Route[]);

/** The jobs runner's handlers: scheduled publishing, email delivery (SMTP_URL, else kept). */
export function jobHandlers(
  config: Pick<ServerConfig, 'email'>,
  log?: { info(obj: unknown, msg?: string): void },
): readonly JobHandler[] {
  return [publishJobHandler([contentProductWorkflow, miniCourseWorkflow]), emailJobHandler(config, undefined, log)];
}

/** Runs every area's seed, in order. */
export async function seedAreas(db: Db): Promise<void> {
  for (const area of AREAS) await area.seed?.(db);
}
