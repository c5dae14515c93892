import { foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { listVersionTable, versionColumn } from '../../db/versioned';
import { basePrice } from '../base-prices/tables';
import { ecomPlan } from '../ecom-products/tables';
import { coupon } from '../promotions/tables';

/**
 * A cancel reason (CR-01): what a customer answers when cancelling. `code` is made once from the
 * English text and never changes (save offers and billing name reasons by code); the code 'default'
 * is the special default reason (CR-10), hidden from the modal.
 */
export const cancelReason = pgTable(
  'cancel_reason',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cancel_reason_en_trgm_idx').using('gin', t.descriptionEn.op('gin_trgm_ops')),
    index('cancel_reason_es_trgm_idx').using('gin', t.descriptionEs.op('gin_trgm_ops')),
  ],
);

/** The version of the cancel-reason list, saved as a whole (API-M-34 takes If-Match). */
export const cancelReasonList = listVersionTable('cancel_reason_list');

/**
 * A save offer (SO-*): a retention offer for one cancel reason, some applied stages and base prices.
 * The type's own fields: the Promotion type's promotion (`promotion_id`); the Switch plan type's plan,
 * effective date and optional plan promotion; the Extend billing date type's days.
 */
export const saveOffer = pgTable(
  'save_offer',
  {
    id: serial('id').primaryKey(),
    cancelReasonId: integer('cancel_reason_id')
      .notNull()
      .references(() => cancelReason.id),
    /** promotion | switch_plan | pause | extend_billing_date */
    type: text('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull().default(''),
    /** Sanitised rich text (HTML); English required, Spanish optional (''). */
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    promotionId: integer('promotion_id').references(() => coupon.id),
    switchToPlanId: integer('switch_to_plan_id').references(() => ecomPlan.id),
    /** immediately | next_billing_cycle (Switch plan) */
    effectiveDate: text('effective_date'),
    extendDays: integer('extend_days'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index('save_offer_updated_idx').on(t.updatedAt, t.id),
    index('save_offer_type_updated_idx').on(t.type, t.updatedAt, t.id),
    index('save_offer_reason_updated_idx').on(t.cancelReasonId, t.updatedAt, t.id),
    index('save_offer_promotion_idx').on(t.promotionId),
    index('save_offer_plan_idx').on(t.switchToPlanId),
    // The target rows name the save offer with its cancel reason (composite foreign key).
    uniqueIndex('save_offer_id_reason_idx').on(t.id, t.cancelReasonId),
  ],
);

/**
 * What a save offer applies to, one row per (cancel reason, stage, base price) it covers: the key makes
 * a customer's cancellation meet one save offer at most (decided), and is the billing lookup's index.
 * The cancel reason follows the save offer's (composite foreign key, updated with it).
 */
export const saveOfferTarget = pgTable(
  'save_offer_target',
  {
    saveOfferId: integer('save_offer_id').notNull(),
    cancelReasonId: integer('cancel_reason_id').notNull(),
    /** in_free_trial | months_1_3 | months_3_6 | months_6_12 | year_1_plus */
    stage: text('stage').notNull(),
    basePriceId: integer('base_price_id')
      .notNull()
      .references(() => basePrice.id),
  },
  (t) => [
    primaryKey({ columns: [t.cancelReasonId, t.stage, t.basePriceId] }),
    foreignKey({
      columns: [t.saveOfferId, t.cancelReasonId],
      foreignColumns: [saveOffer.id, saveOffer.cancelReasonId],
      name: 'save_offer_target_offer_fk',
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('save_offer_target_offer_idx').on(t.saveOfferId, t.stage, t.basePriceId),
    index('save_offer_target_stage_idx').on(t.stage, t.saveOfferId),
    index('save_offer_target_bp_idx').on(t.basePriceId, t.saveOfferId),
  ],
);
