import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { versionColumn } from '../../db/versioned';
import { basePrice } from '../base-prices/tables';
import { billingPlan } from '../reference/tables';

/**
 * An upsell & downgrade rule (checklist 10.4): for one original (base price, product type, course
 * levels or billing plan), what is offered as primary and secondary upsell and as downgrade.
 */
export const upsellDowngrade = pgTable(
  'upsell_downgrade',
  {
    id: serial('id').primaryKey(),
    originalBasePriceId: integer('original_base_price_id')
      .notNull()
      .references(() => basePrice.id),
    /** SINGLE_LEVEL | MULTI_LEVEL | SUBSCRIPTION | ALL_ACCESS (CONST-19) */
    productType: text('product_type').notNull(),
    /** '3', '1,2', '-1' for single and multi level (CONST-16); '' for the others */
    courseLevels: text('course_levels').notNull().default(''),
    /** Subscription and All Access only; null for single and multi level */
    billingPlanId: integer('billing_plan_id').references(() => billingPlan.id),
    /** product type | levels | billing plan: one rule per original base price and key (UD-09 decided) */
    originalKey: text('original_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    uniqueIndex('upsell_downgrade_original_key_idx').on(t.originalBasePriceId, t.originalKey),
    index('upsell_downgrade_updated_idx').on(t.updatedAt, t.id),
    index('upsell_downgrade_original_updated_idx').on(t.originalBasePriceId, t.updatedAt, t.id),
  ],
);

/** An option of a rule: at most one per option type (UD-13). */
export const upsellDowngradeOption = pgTable(
  'upsell_downgrade_option',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => upsellDowngrade.id, { onDelete: 'cascade' }),
    /** primary_upsell | secondary_upsell | downgrade */
    optionType: text('option_type').notNull(),
    basePriceId: integer('base_price_id')
      .notNull()
      .references(() => basePrice.id),
    productType: text('product_type').notNull(),
    courseLevels: text('course_levels').notNull().default(''),
    billingPlanId: integer('billing_plan_id').references(() => billingPlan.id),
    /** Upsells only (at most 25 and 40 characters, UD-10) */
    upsellTag: text('upsell_tag'),
    slogan: text('slogan'),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.optionType] }),
    index('upsell_downgrade_option_base_price_idx').on(t.basePriceId),
  ],
);
