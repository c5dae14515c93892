import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Course languages (51) plus 'All Access'. */
export const language = pgTable('language', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  isAllAccess: boolean('is_all_access').notNull().default(false),
});

/** ISO 3166-1 countries. */
export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  iso3: text('iso3').notNull().unique(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
});

/** ISO 4217 currencies. */
export const currency = pgTable('currency', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  symbolNative: text('symbol_native').notNull(),
  name: text('name').notNull(),
});

/** The 13 Canadian provinces and territories (CONST-14). */
export const province = pgTable('province', {
  code: text('code').primaryKey(),
  countryIso2: text('country_iso2').notNull(),
  name: text('name').notNull(),
});

/**
 * Billing plans (API-S-44): how often a plan bills. Reference data: monthly, quarterly, 6-monthly and
 * yearly, each with and without a free trial, and lifetime (one payment).
 */
export const billingPlan = pgTable('billing_plan', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** subscription_no_trial | subscription_free_trial | life_time (the customer spec's billing plan types) */
  type: text('type').notNull(),
  /** month | year; null for lifetime */
  cycle: text('cycle'),
  /** Cycles per billing period (1, 3, 6); null for lifetime. */
  quantity: integer('quantity'),
  /** Free trial days; null without a trial. */
  trialDays: integer('trial_days'),
});
