import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { bytewise } from '../../db/list-sort';
import { versionColumn } from '../../db/versioned';
import { basePrice } from '../base-prices/tables';
import { contentProduct } from '../content-products/tables';
import { descriptionTemplate } from '../description-templates/tables';
import { billingPlan, language } from '../reference/tables';

/**
 * An eCom product: one language and course type (Standard or Premium; none for All Access), holding
 * plans (checklist 9.11). A language has at most one product per course type (EP-ADD-02).
 */
export const ecomProduct = pgTable(
  'ecom_product',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    /** standard | premium; null for the All Access language */
    courseType: text('course_type'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [uniqueIndex('ecom_product_language_type_key').on(t.languageId, sql`coalesce(${t.courseType}, '')`)],
);

/**
 * An eCom plan (variant, checklist 9.13/9.14). Language and course type are copied from its product
 * (they never change) so the plan list filters without a join.
 */
export const ecomPlan = pgTable(
  'ecom_plan',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => ecomProduct.id, { onDelete: 'cascade' }),
    /** Generated, unique, never reused: 'P' + language code + sequence, e.g. 'FR-000042'. */
    pid: text('pid').notNull().unique(),
    name: text('name').notNull(),
    /** draft | ready_for_publish | active | inactive: moved only by PLAN_LIFECYCLE (src/shared/domain/ecom-plan.ts). */
    status: text('status').notNull().default('draft'),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    /** standard | premium | null (All Access), the product's course type */
    courseType: text('course_type'),
    /** SINGLE_LEVEL | MULTI_LEVEL | SUBSCRIPTION | ALL_ACCESS (CONST-19) */
    productType: text('product_type').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    /** '1'..'5' for single level; '-1' (complete course) or '1,2'..'4,5' for multi-level (CONST-16) */
    courseLevels: text('course_levels'),
    contentProductId: integer('content_product_id').references(() => contentProduct.id),
    basePriceId: integer('base_price_id').references(() => basePrice.id),
    /** null for lifetime plans (product types other than Subscription and All Access) */
    billingPlanId: integer('billing_plan_id').references(() => billingPlan.id),
    /** introductory | promotional */
    freeTrialType: text('free_trial_type'),
    freeTrialUsageLimit: integer('free_trial_usage_limit'),
    joinUpsell: boolean('join_upsell').notNull().default(false),
    descTemplateId: integer('desc_template_id').references(() => descriptionTemplate.id),
    productImage: text('product_image'),
    promotionCode: text('promotion_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index('ecom_plan_product_idx').on(t.productId, t.id),
    index('ecom_plan_pid_sort_idx').on(bytewise(t.pid), t.id),
    index('ecom_plan_pid_trgm_idx').using('gin', t.pid.op('gin_trgm_ops')),
    index('ecom_plan_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('ecom_plan_updated_idx').on(t.updatedAt, t.id),
    index('ecom_plan_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // INCLUDE (pid, name), written by hand in drizzle/0038: a base price's first plans read only this index.
    index('ecom_plan_base_price_updated_idx').on(t.basePriceId, t.updatedAt, t.id),
    index('ecom_plan_language_updated_idx').on(t.languageId, t.updatedAt, t.id),
    index('ecom_plan_billing_plan_updated_idx').on(t.billingPlanId, t.updatedAt, t.id),
    index('ecom_plan_type_updated_idx').on(t.productType, t.updatedAt, t.id),
    index('ecom_plan_course_type_updated_idx').on(t.courseType, t.updatedAt, t.id),
    index('ecom_plan_template_idx').on(t.descTemplateId),
    index('ecom_plan_content_product_idx').on(t.contentProductId),
  ],
);
