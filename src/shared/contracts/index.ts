import * as audit from './audit';
import * as basePrices from './base-prices';
import * as contentProducts from './content-products';
import * as credits from './credits';
import * as customers from './customers';
import * as descriptionTemplates from './description-templates';
import * as disclosures from './disclosures';
import * as ecomProducts from './ecom-products';
import type { AnyEndpoint } from './endpoint';
import * as entitlements from './entitlements';
import * as gifts from './gifts';
import * as miniCourses from './mini-courses';
import * as organizations from './organizations';
import * as promotionLookups from './promotion-lookups';
import * as promotions from './promotions';
import * as reference from './reference';
import * as saveOffers from './save-offers';
import * as subscriptions from './subscriptions';
import * as transactions from './transactions';
import * as upsellDowngrades from './upsell-downgrades';
import * as voucherReport from './voucher-report';
import * as vouchers from './vouchers';

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'family' in value && 'method' in value && 'permission' in value;

/**
 * Every endpoint of both API families, from every area's contract file. The server registers each
 * (it refuses to start when one lacks a handler), the route-permission snapshot and the OpenAPI
 * document list them.
 */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  reference,
  audit,
  contentProducts,
  miniCourses,
  ecomProducts,
  basePrices,
  descriptionTemplates,
  disclosures,
  promotionLookups,
  promotions,
  organizations,
  customers,
  entitlements,
  upsellDowngrades,
  subscriptions,
  transactions,
  credits,
  gifts,
  saveOffers,
  vouchers,
  voucherReport,
]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);
