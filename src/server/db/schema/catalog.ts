import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { language } from './reference';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Workflow columns shared by content products and mini courses: status (STAGING, READY_FOR_REVIEW,
 * ACTIVE, ARCHIVED), the pending scheduled publish, and when the item last passed verification
 * (verification reports the content files changed since then).
 */
const workflowColumns = () => ({
  status: text('status').notNull().default('STAGING'),
  scheduledPublishTime: ts('scheduled_publish_time'),
  lastVerifiedAt: ts('last_verified_at'),
  createdDate: ts('created_date').notNull().defaultNow(),
  lastModifiedDate: ts('last_modified_date').notNull().defaultNow(),
});

/** A mini course: one per language, built from the language's mini-course content course. */
export const miniCourse = pgTable(
  'mini_course',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    /** The content course it is built from (content_course.id). */
    courseId: text('course_id').notNull(),
    totalLessons: integer('total_lessons').notNull(),
    ...workflowColumns(),
  },
  (t) => [
    index('mini_course_status_idx').on(t.status),
    index('mini_course_modified_idx').on(t.lastModifiedDate.desc(), t.id.desc()),
    index('mini_course_language_idx').on(t.languageId),
  ],
);

/** A content (ISBN) product. Field names follow the spec's content product entity. */
export const contentProduct = pgTable(
  'content_product',
  {
    id: serial('id').primaryKey(),
    /** Public product id, e.g. 'CP-000042'. */
    productId: text('product_id').notNull().unique(),
    isbn: text('isbn').notNull(),
    productType: text('product_type').notNull(),
    hasHistoricalActiveStatus: boolean('has_historical_active_status').notNull().default(false),
    isPremium: boolean('is_premium').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull().default(''),
    upsellName: text('upsell_name'),
    learnName: text('learn_name'),
    upsellDescription: text('upsell_description'),
    /** Price in minor units (cents); the wire shows decimals. */
    priceAmountMinor: integer('price_amount_minor').notNull().default(0),
    priceCurrency: text('price_currency').notNull().default('USD'),
    notes: text('notes'),
    version: text('version'),
    /** Course level: '1'..'5' for single level and free; '-1' (complete course) or '1,2'.. for multi-level. */
    courseLevel: text('course_level'),
    /** The content course it is built from (content_course.id), when the type has one. */
    courseId: text('course_id'),
    courseVersion: text('course_version'),
    courseName: text('course_name'),
    lessonFrom: integer('lesson_from'),
    lessonTo: integer('lesson_to'),
    bundledProductIds: integer('bundled_product_ids').array().notNull().default(sql`'{}'::integer[]`),
    premiumIsbn: text('premium_isbn'),
    /** Upsell cards: [{upsellType, upsellInAppId, upsellInAppIsbn, upsellInAppName, upsellEcomPid, hasEComPromotionCode, upsellPromotionCode}] */
    productUpsells: jsonb('product_upsells').notNull().default(sql`'[]'::jsonb`),
    upgradeId: integer('upgrade_id'),
    upgradeIsbn: text('upgrade_isbn'),
    upgradeName: text('upgrade_name'),
    upgradeEcomPid: text('upgrade_ecom_pid'),
    upgradePromotionCode: text('upgrade_promotion_code'),
    namiGroups: text('nami_groups').array().notNull().default(sql`'{}'::text[]`),
    isUpsellSupportedByNami: boolean('is_upsell_supported_by_nami').notNull().default(false),
    isDeeplinkSupportedByNami: boolean('is_deeplink_supported_by_nami').notNull().default(false),
    deepLink: text('deep_link'),
    /** {promotionTitle, promotionContent, promotionComment} */
    deepLinkPromotion: jsonb('deep_link_promotion'),
    isEffectiveImmediately: boolean('is_effective_immediately').notNull().default(true),
    /**
     * An edit of a product that has been active, saved "for later review": the edited fields wait
     * here while the live fields stay as they are; publishing applies them (docs/decisions.md).
     */
    pendingChanges: jsonb('pending_changes'),
    ...workflowColumns(),
  },
  (t) => [
    uniqueIndex('content_product_isbn_uq').on(t.isbn),
    index('content_product_status_idx').on(t.status),
    index('content_product_type_idx').on(t.productType),
    index('content_product_language_idx').on(t.languageId, t.isPremium),
    index('content_product_modified_idx').on(t.lastModifiedDate.desc(), t.id.desc()),
  ],
);

/**
 * Scheduled work (design: Scheduled work): one row per job, claimed with FOR UPDATE SKIP LOCKED so
 * several server instances can run side by side and each job runs once.
 */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'publish' for scheduled publishing. */
    kind: text('kind').notNull(),
    /** 'content_product' | 'mini_course' */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    runAt: ts('run_at').notNull(),
    /** pending → done | failed | cancelled */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Who scheduled it (the audit actor of the eventual publish). */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('job_due_idx').on(t.status, t.runAt),
    uniqueIndex('job_pending_entity_uq').on(t.kind, t.entityType, t.entityId).where(sql`status = 'pending'`),
  ],
);

// ---- Course content catalogue (what verification checks against) -------------------------------

/** A course of a language: a level of the main course, or the language's mini course. */
export const contentCourse = pgTable(
  'content_course',
  {
    /** e.g. 'fr-L1' (French level 1) or 'fr-MINI' (French mini course). */
    id: text('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    kind: text('kind').notNull(), // 'level' | 'mini'
    /** 1..5 for levels; null for a mini course. */
    level: integer('level'),
    name: text('name').notNull(),
    /** Content version: 'orig' or 4 digits. */
    version: text('version').notNull(),
    totalLessons: integer('total_lessons').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('content_course_language_idx').on(t.languageId, t.kind, t.level)],
);

/** One content file of a lesson (audio, transcript, images, …). */
export const contentFile = pgTable(
  'content_file',
  {
    id: serial('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => contentCourse.id),
    lessonNumber: integer('lesson_number').notNull(),
    /** The file's role: 'audio' | 'transcript' | 'image' | 'vocabulary' … */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    version: text('version').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_file_course_idx').on(t.courseId, t.lessonNumber),
    index('content_file_updated_idx').on(t.courseId, t.updatedAt),
  ],
);

// ---- Store side: the plan and coupon data the content product form searches -------------------

/** An eCom plan (variant). Later issues extend it with the full plan life cycle. */
export const ecomPlan = pgTable(
  'ecom_plan',
  {
    id: serial('id').primaryKey(),
    pid: text('pid').notNull().unique(),
    name: text('name').notNull(),
    /** draft | ready_for_publish | active | inactive */
    status: text('status').notNull(),
    languageId: integer('language_id').references(() => language.id),
    productType: text('product_type').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ecom_plan_name_idx').on(t.name), index('ecom_plan_updated_idx').on(t.updatedAt.desc())],
);

/** A promotion code usable with a plan. Later issues extend it into the promotion entity. */
export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** active | inactive | expired */
    status: text('status').notNull(),
    /** Plans (pids) the code applies to. */
    pids: text('pids').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('coupon_pids_idx').using('gin', t.pids)],
);
