import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type BogoPromotionBody,
  type Promotion,
  type ProviderPromotionBody,
  promotionTargets,
} from '../../../shared/contracts/promotions';
import { fromMinor } from '../../../shared/domain/money';
import {
  bulkQuantityMax,
  PROMOTION_MESSAGES as MESSAGES,
  PROMOTION_CODE_PATTERN,
  type PromotionSource,
  shownCurrency,
} from '../../../shared/domain/promotion';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { valuesPresent } from '../../db/sql';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import {
  type DomainError,
  invalid,
  invalidAll,
  isForeignKeyViolation,
  isUniqueViolation,
  refused,
  refusedField,
  stale,
  type Violation,
} from '../../errors';
import { cleanMultiLanguageContent } from '../../http/rich-text';
import { entityAudit } from '../audit';
import { basePrice } from '../base-prices';
import { billingCoupon } from '../coupon-book';
import { ecomPlan } from '../ecom-products';
import { billingPlan, country } from '../reference';
import { readPromotion } from './promotion-read';
import { generateSingleUseCodes } from './single-use';
import { type CouponCurrencyAmount, coupon, type StoredDescriptionDisclosure } from './tables';

/**
 * Writing promotions (API-M-18, 19, 22, 24, 25): every rule of spec 3 §5 and the decisions of
 * docs/decisions.md, each write one transaction with its audit entry; edits are versioned (If-Match).
 */

export const PROMOTION_ENTITY = 'promotion';

const distinct = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** What the list's Discount column sorts by: the percentage, or the amount it shows (major units). */
function discountValue(discountType: string, percent: number | null, currencies: CouponCurrencyAmount[]) {
  if (discountType === 'percentage_off') return percent === null ? null : String(percent);
  const shown = discountType === 'amount_off' ? shownCurrency(currencies) : null;
  return shown ? String(fromMinor(shown.amount_minor, shown.currency_code)) : null;
}

/** The audited fields: what staff set. */
const audited = (p: Promotion) => {
  const targets = promotionTargets(p);
  return {
    source: p.source,
    code: p.code,
    name: p.name,
    recurly_coupon_id: p.recurlyCouponId,
    code_usage: p.codeUsage,
    quantity: p.quantity,
    time_range: p.timeRange,
    code_text: p.codeText,
    applied_base_price_ids: targets.appliedBasePriceIds,
    applied_country_ids: targets.appliedCountryIds,
    description_disclosures: targets.descriptionDisclosures.map(({ billingPlanId, ...texts }) => ({
      billing_plan_id: billingPlanId,
      ...texts,
    })),
    base_plan_pid: p.basePlanPid,
    gift_plan_pid: p.giftPlanPid,
  };
};

const audit = entityAudit(PROMOTION_ENTITY);

/** A create's end: the new promotion read back and audited. */
async function auditCreated(tx: Db, id: number, actor: Principal, now: Date): Promise<Promotion> {
  const { promotion } = await readPromotion(tx, id, now);
  await audit(tx, actor, 'CREATE', id, null, audited(promotion), now);
  return promotion;
}

/** An edit's start: the promotion of this source, locked; stale (409) when someone saved since `readVersion`. */
async function readForEdit(tx: Db, id: number, now: Date, source: PromotionSource, readVersion: number) {
  const read = await readPromotion(tx, id, now, { source, lock: true });
  if (read.row.rowVersion !== readVersion)
    throw stale('The promotion was changed by someone else. Reload it.', read.promotion);
  return read;
}

/** An edit's end: the values written with the next version, the promotion read back and audited. */
async function writeEdit(
  tx: Db,
  id: number,
  values: Partial<typeof coupon.$inferInsert>,
  before: Promotion,
  actor: Principal,
  now: Date,
): Promise<Promotion> {
  await tx
    .update(coupon)
    .set({ ...values, updatedAt: now, rowVersion: nextVersion(coupon.rowVersion) })
    .where(eq(coupon.id, id));
  const { promotion: after } = await readPromotion(tx, id, now);
  await audit(tx, actor, 'UPDATE', id, audited(before), audited(after), now);
  return after;
}

/** A unique violation on the code index answers 409 codeTaken (a race past the check). */
async function codeSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'coupon_code_lower_idx')) throw refusedField('code', MESSAGES.codeTaken);
    if (isUniqueViolation(err, 'coupon_billing_coupon_idx'))
      throw refusedField('recurlyCouponId', MESSAGES.couponTaken);
    throw err;
  }
}

/** Every referenced base price and country exists (400 naming the field). */
async function assertTargets(tx: Db, basePriceIds: number[], countryIds: number[]) {
  if (basePriceIds.length) {
    const found = new Set(
      (
        await tx
          .select({ id: basePrice.id })
          .from(basePrice)
          .where(inArray(basePrice.id, basePriceIds))
          .for('key share')
      ).map((r) => r.id),
    );
    const missing = basePriceIds.filter((id) => !found.has(id));
    if (missing.length) throw invalid('appliedBasePriceIds', `Unknown base price(s): ${missing.join(', ')}.`);
  }
  if (countryIds.length) {
    const found = await valuesPresent(tx, country.id, countryIds);
    const missing = countryIds.filter((id) => !found.has(id));
    if (missing.length) throw invalid('appliedCountryIds', `Unknown country id(s): ${missing.join(', ')}.`);
  }
}

/** The description and disclosure entries, sanitised and checked: one per existing billing plan. */
async function checkEntries(
  tx: Db,
  entries: ProviderPromotionBody['descriptionDisclosures'],
): Promise<StoredDescriptionDisclosure[]> {
  const violations: Violation[] = [];
  const out: StoredDescriptionDisclosure[] = [];
  const seen = new Set<number>();
  const plans = await valuesPresent(
    tx,
    billingPlan.id,
    entries.map((e) => e.billingPlanId),
  );
  for (const [i, entry] of entries.entries()) {
    const field = `descriptionDisclosures.${i}`;
    if (!plans.has(entry.billingPlanId)) {
      violations.push({ field: `${field}.billingPlanId`, message: `Unknown billing plan ${entry.billingPlanId}.` });
    } else if (seen.has(entry.billingPlanId)) {
      violations.push({ field: `${field}.billingPlanId`, message: MESSAGES.billingPlanTwice });
    }
    seen.add(entry.billingPlanId);
    try {
      out.push({
        billing_plan_id: entry.billingPlanId,
        description: cleanMultiLanguageContent(entry.description, `${field}.description`),
        disclosure: cleanMultiLanguageContent(entry.disclosure, `${field}.disclosure`),
      });
    } catch (err) {
      violations.push(...((err as DomainError).violations ?? []));
    }
  }
  if (violations.length) throw invalidAll(violations);
  return out;
}

const codeTextOf = (body: { codeText: { en: string; es?: string | null | undefined } }) => ({
  codeTextEn: body.codeText.en,
  codeTextEs: body.codeText.es ?? '',
});

// ---- Billing provider ------------------------------------------------------------------------------

type ProviderCouponRow = typeof billingCoupon.$inferSelect;

/** What a billing-provider promotion copies from its coupon at creation (and keeps). */
export function providerFacts(source: ProviderCouponRow) {
  return {
    source: 'billing-provider',
    name: source.name,
    code: source.code,
    billingCouponId: source.id,
    maxRedemptions: source.maxRedemptions,
    startedAt: source.startsAt,
    endedAt: source.endsAt,
    discountType: source.discountType,
    percent: source.percent,
    currencies: source.currencies,
    discountValue: discountValue(source.discountType, source.percent, source.currencies),
    durationType: source.durationType,
    durationAmount: source.durationAmount,
    durationUnit: source.durationUnit,
  } as const;
}

/** A billing-provider body's targets, checked: base prices and countries that exist (sorted, once each), its entries. */
async function checkTargets(tx: Db, body: ProviderPromotionBody) {
  const basePriceIds = distinct(body.appliedBasePriceIds);
  const countryIds = distinct(body.appliedCountryIds);
  await assertTargets(tx, basePriceIds, countryIds);
  const entries = await checkEntries(tx, body.descriptionDisclosures);
  return { basePriceIds, countryIds, entries };
}

async function providerCoupon(tx: Db, id: string) {
  const [found] = await tx.select().from(billingCoupon).where(eq(billingCoupon.id, id));
  if (!found) throw invalid('recurlyCouponId', `The billing provider has no coupon '${id}'.`);
  return found;
}

/** POST /v2/coupons/recurly (API-M-18): a bulk one generates its `quantity` codes in the same transaction. */
export async function createProviderPromotion(
  db: Db,
  body: ProviderPromotionBody,
  actor: Principal,
  clock: Clock,
): Promise<Promotion> {
  const now = clock.now();
  return codeSafe(() =>
    db.transaction(async (tx) => {
      const source = await providerCoupon(tx, body.recurlyCouponId);
      const quantity = bulkQuantity(body, source.maxRedemptions);
      const { basePriceIds, countryIds, entries } = await checkTargets(tx, body);
      const [taken] = await tx.select({ id: coupon.id }).from(coupon).where(eq(coupon.billingCouponId, source.id));
      if (taken) throw refusedField('recurlyCouponId', MESSAGES.couponTaken);
      const [row] = await tx
        .insert(coupon)
        .values({
          ...providerFacts(source),
          codeUsage: body.codeUsage,
          quantity,
          ...codeTextOf(body),
          appliedBasePriceIds: basePriceIds,
          appliedCountryIds: countryIds,
          descriptionDisclosures: entries,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: coupon.id });
      if (!row) throw new Error('promotion not written');
      if (quantity !== null) await generateSingleUseCodes(tx, row.id, source.code, quantity);
      return auditCreated(tx, row.id, actor, now);
    }),
  );
}

/** Bulk: the quantity, required and at most min(max redemptions, cap) (PROMO-BP-06); regular: none. */
function bulkQuantity(body: ProviderPromotionBody, maxRedemptions: number | null): number | null {
  if (body.codeUsage === 'regular') {
    if (body.quantity != null) throw invalid('quantity', "'Quantity' is for bulk promotions only.");
    return null;
  }
  if (body.quantity == null) throw invalid('quantity', MESSAGES.quantityRequired);
  const max = bulkQuantityMax(maxRedemptions);
  if (body.quantity > max) throw invalid('quantity', MESSAGES.quantityTooLarge(max));
  return body.quantity;
}

/**
 * PUT /v2/coupons/recurly/{id} (API-M-24): the code texts, base prices, countries and descriptions. The
 * coupon, the code usage and the quantity are fixed once made (PROMO-BP-07): sending another is a 400.
 */
export async function updateProviderPromotion(
  db: Db,
  id: number,
  body: ProviderPromotionBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Promotion> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { promotion: before, row } = await readForEdit(tx, id, now, 'billing-provider', readVersion);
    if (body.recurlyCouponId !== row.billingCouponId) {
      throw invalid('recurlyCouponId', "A promotion's coupon cannot change: add a new promotion for another coupon.");
    }
    if (body.codeUsage !== row.codeUsage) throw invalid('codeUsage', "A promotion's code usage cannot change.");
    if (body.quantity != null && body.quantity !== row.quantity) {
      throw invalid('quantity', 'The quantity of a bulk promotion cannot change once its codes are generated.');
    }
    const { basePriceIds, countryIds, entries } = await checkTargets(tx, body);
    const next = { ...codeTextOf(body), appliedBasePriceIds: basePriceIds, appliedCountryIds: countryIds };
    const unchanged =
      row.codeTextEn === next.codeTextEn &&
      row.codeTextEs === next.codeTextEs &&
      row.appliedBasePriceIds.join() === basePriceIds.join() &&
      row.appliedCountryIds.join() === countryIds.join() &&
      JSON.stringify(row.descriptionDisclosures) === JSON.stringify(entries);
    if (unchanged) return before;
    return writeEdit(tx, id, { ...next, descriptionDisclosures: entries }, before, actor, now);
  });
}

// ---- Buy one gift one ------------------------------------------------------------------------------

interface CheckedBogo {
  code: string;
  name: string;
  startedAt: Date;
  endedAt: Date | null;
  basePlanPid: string;
  giftPlanPid: string;
  entry: StoredDescriptionDisclosure;
}

function checkBogo(body: BogoPromotionBody): CheckedBogo {
  const violations: Violation[] = [];
  if (!PROMOTION_CODE_PATTERN.test(body.code)) violations.push({ field: 'code', message: MESSAGES.codePattern });
  const startedAt = new Date(body.timeRange.startedAt);
  const endedAt = body.timeRange.endedAt ? new Date(body.timeRange.endedAt) : null;
  if (endedAt && endedAt.getTime() <= startedAt.getTime()) {
    violations.push({ field: 'timeRange.endedAt', message: MESSAGES.endBeforeStart });
  }
  let entry: StoredDescriptionDisclosure | undefined;
  try {
    entry = {
      billing_plan_id: null,
      description: cleanMultiLanguageContent(body.description, 'description'),
      disclosure: cleanMultiLanguageContent(body.disclosure, 'disclosure'),
    };
  } catch (err) {
    violations.push(...((err as DomainError).violations ?? []));
  }
  if (violations.length || !entry) throw invalidAll(violations);
  return {
    code: body.code,
    name: body.name,
    startedAt,
    endedAt,
    basePlanPid: body.basePlanPid,
    giftPlanPid: body.giftPlanPid,
    entry,
  };
}

/** The base plan is an Active plan; the gift plan an Active plan of the same eCom product (decided). */
async function assertPlans(tx: Db, c: CheckedBogo) {
  const plans = await tx
    .select({ pid: ecomPlan.pid, status: ecomPlan.status, productId: ecomPlan.productId })
    .from(ecomPlan)
    .where(inArray(ecomPlan.pid, [c.basePlanPid, c.giftPlanPid]))
    .for('key share');
  const base = plans.find((p) => p.pid === c.basePlanPid);
  const gift = plans.find((p) => p.pid === c.giftPlanPid);
  const violations: Violation[] = [];
  if (base?.status !== 'active') {
    violations.push({ field: 'basePlanPid', message: `No active plan has the PID '${c.basePlanPid}'.` });
  }
  if (gift?.status !== 'active' || (base && gift.productId !== base.productId)) {
    violations.push({
      field: 'giftPlanPid',
      message: `The gift plan must be an active plan of the base plan's product ('${c.giftPlanPid}' is not).`,
    });
  }
  if (violations.length) throw invalidAll(violations);
}

/** A code a provider coupon has is taken too (a billing-provider promotion may be made from it later). */
async function assertCodeFree(tx: Db, code: string, self: number | null) {
  const [promotion] = await tx
    .select({ id: coupon.id })
    .from(coupon)
    .where(sql`lower(${coupon.code}) = lower(${code})`);
  const [providerCode] = await tx
    .select({ id: billingCoupon.id })
    .from(billingCoupon)
    .where(sql`lower(${billingCoupon.code}) = lower(${code})`);
  if ((promotion && promotion.id !== self) || providerCode) throw refusedField('code', MESSAGES.codeTaken);
}

const bogoValues = (c: CheckedBogo, body: BogoPromotionBody) => ({
  code: c.code,
  name: c.name,
  startedAt: c.startedAt,
  endedAt: c.endedAt,
  basePlanPid: c.basePlanPid,
  giftPlanPid: c.giftPlanPid,
  descriptionDisclosures: [c.entry],
  ...codeTextOf(body),
});

/** A buy-one-gift-one write: the body checked first, then `write` in one transaction (a taken code is a 409). */
function bogoWrite(
  db: Db,
  body: BogoPromotionBody,
  clock: Clock,
  write: (tx: Db, c: CheckedBogo, now: Date) => Promise<Promotion>,
): Promise<Promotion> {
  const now = clock.now();
  const c = checkBogo(body);
  return codeSafe(() => db.transaction((tx) => write(tx, c, now)));
}

/** POST /v2/coupons/buy-one-gift-one (API-M-19). */
export async function createBogoPromotion(
  db: Db,
  body: BogoPromotionBody,
  actor: Principal,
  clock: Clock,
): Promise<Promotion> {
  return bogoWrite(db, body, clock, async (tx, c, now) => {
    await assertPlans(tx, c);
    await assertCodeFree(tx, c.code, null);
    const [row] = await tx
      .insert(coupon)
      .values({
        source: 'buy-one-gift-one',
        codeUsage: 'regular',
        discountType: 'buy_one_gift_one',
        durationType: 'single_use',
        ...bogoValues(c, body),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: coupon.id });
    if (!row) throw new Error('promotion not written');
    return auditCreated(tx, row.id, actor, now);
  });
}

/** PUT /v2/coupons/buy-one-gift-one/{id} (API-M-22): every field (decided). */
export async function updateBogoPromotion(
  db: Db,
  id: number,
  body: BogoPromotionBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Promotion> {
  return bogoWrite(db, body, clock, async (tx, c, now) => {
    const { promotion: before, row } = await readForEdit(tx, id, now, 'buy-one-gift-one', readVersion);
    await assertPlans(tx, c);
    await assertCodeFree(tx, c.code, id);
    const next = bogoValues(c, body);
    const unchanged =
      row.code === next.code &&
      row.name === next.name &&
      row.startedAt.getTime() === next.startedAt.getTime() &&
      (row.endedAt?.getTime() ?? null) === (next.endedAt?.getTime() ?? null) &&
      row.basePlanPid === next.basePlanPid &&
      row.giftPlanPid === next.giftPlanPid &&
      row.codeTextEn === next.codeTextEn &&
      row.codeTextEs === next.codeTextEs &&
      JSON.stringify(row.descriptionDisclosures) === JSON.stringify(next.descriptionDisclosures);
    if (unchanged) return before;
    return writeEdit(tx, id, next, before, actor, now);
  });
}

// ---- Delete ---------------------------------------------------------------------------------------

/**
 * DELETE /v2/coupons/{id} (API-M-25): refused while the spec's rule says so, or while a save offer names
 * it (PROMO-DET-10..12: the same `deleteRefusal` the detail answers as `canBeDeleted`); its single-use
 * codes and redemptions go with it.
 */
export async function deletePromotion(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const { promotion } = await readPromotion(tx, id, now, { lock: true });
      if (promotion.deleteRefusal) throw refused(promotion.deleteRefusal);
      await tx.delete(coupon).where(and(eq(coupon.id, id)));
      await audit(tx, actor, 'DELETE', id, audited(promotion), null, now);
    });
  } catch (err) {
    // A save offer made meanwhile (its key share lock waits for ours, or ours for its).
    if (isForeignKeyViolation(err)) throw refused(MESSAGES.usedBySaveOffer);
    throw err;
  }
}
