/**
 * The schema index drizzle and drizzle-kit read: every table, re-exported from where it lives (each
 * area's tables.ts, and the kernel's auth and jobs tables). Add an area's tables here.
 */
export * from '../areas/audit/tables';
export * from '../areas/base-prices/tables';
export * from '../areas/billing/tables';
export * from '../areas/catalog-workflow/tables';
export * from '../areas/content-products/tables';
export * from '../areas/coupon-book/tables';
export * from '../areas/customers/tables';
export * from '../areas/description-templates/tables';
export * from '../areas/disclosures/tables';
export * from '../areas/ecom-products/tables';
export * from '../areas/email/tables';
export * from '../areas/entitlements/tables';
export * from '../areas/mini-courses/tables';
export * from '../areas/organizations/tables';
export * from '../areas/promotions/tables';
export * from '../areas/reference/tables';
export * from '../areas/save-offers/tables';
export * from '../areas/upsell-downgrades/tables';
export * from '../areas/vouchers/tables';
export * from '../auth/tables';
export * from '../jobs/tables';
