import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingCoupon, billingCouponId } from '../coupon-book';
import { customer } from '../customers';
import { ecomPlan } from '../ecom-products';
import { country } from '../reference';
import { providerFacts } from './promotion-write';
import { generateSingleUseCodes } from './single-use';
import { coupon, promotionCode, promotionRedemption, type StoredDescriptionDisclosure } from './tables';

/**
 * Demo promotions (issue 11): billing-provider promotions made from the provider's demo coupons
 * (billing area), regular and bulk, in every status (Redeemable, Not started, Expired, Maxed out);
 * buy-one-gift-one promotions before, during and after their time range; a bulk promotion with 3,000
 * single-use codes, some redeemed by demo customers. Each applies to the base prices of the plans it
 * names. Idempotent by code; runs after the customers and billing seeds.
 */

const DAY = 24 * 60 * 60 * 1000;

interface ProviderDemo {
  code: string;
  /** The plans whose base prices the promotion applies to. */
  plans: string[];
  countries?: string[];
  bulk?: number;
  texts?: [string, string];
  /** Regular redemptions to record (FLASH5 reaches its cap of 50: Maxed out). */
  redemptions?: number;
  /** Single-use codes redeemed by demo customers. */
  redeemedCodes?: number;
  /** Billing plan ids with a description and disclosure entry. */
  entries?: number[];
}

export const DEMO_PROVIDER_PROMOTIONS: readonly ProviderDemo[] = [
  {
    code: 'SPRING25',
    plans: ['SUB-MONTHLY-FR', 'SUB-ANNUAL-FR', 'SUB-MONTHLY-ES', 'SUB-MONTHLY-DE'],
    texts: ['Spring sale: 25% off for 3 months', 'Rebajas de primavera: 25% de descuento durante 3 meses'],
    entries: [1, 4],
    redemptions: 12,
  },
  { code: 'WELCOME10', plans: ['SUB-MONTHLY-FR', 'SUB-MONTHLY-ES', 'SUB-MONTHLY-IT'], countries: ['US', 'CA'] },
  { code: 'SUMMER30', plans: ['SUB-MONTHLY-FR', 'SUB-ANNUAL-ES'] },
  { code: 'BACK2SCHOOL', plans: ['SUB-ANNUAL-FR', 'SUB-MONTHLY-DE'] },
  { code: 'FRENCH50', plans: ['SL-L1-FR', 'SL-L2-FR', 'ML-COMPLETE-FR'] },
  { code: 'PREMIUMFR', plans: ['SUB-MONTHLY-FR-PREM', 'SL-L5-FR-PREM'] },
  { code: 'HOLA20', plans: ['ML-COMPLETE-ES', 'SUB-MONTHLY-ES'], countries: ['US', 'MX', 'ES'] },
  { code: 'DEUTSCH15', plans: ['SUB-MONTHLY-DE', 'SL-L1-DE', 'ML-L1-2-DE'] },
  { code: 'CIAO10', plans: ['SUB-MONTHLY-IT', 'SL-L1-IT'] },
  { code: 'NIHONGO', plans: ['SUB-MONTHLY-JA'] },
  { code: 'ALLACCESS40', plans: ['AA-MONTHLY', 'AA-ANNUAL'], entries: [1, 4] },
  { code: 'AAWINTER', plans: ['AA-ANNUAL'] },
  { code: 'BLACKFRIDAY', plans: ['SUB-ANNUAL-FR', 'SUB-ANNUAL-ES', 'AA-ANNUAL'] },
  { code: 'UPGRADE15', plans: ['SUB-MONTHLY-FR-PREM', 'SUB-ANNUAL-JA-PREM'] },
  { code: 'LIFETIME100', plans: ['AA-LIFETIME'] },
  { code: 'FLASH5', plans: ['SUB-MONTHLY-FR'], redemptions: 50 },
  {
    code: 'VIPSPRING',
    plans: ['SUB-MONTHLY-FR', 'SUB-ANNUAL-FR', 'AA-MONTHLY'],
    bulk: 3000,
    redeemedCodes: 40,
    texts: ['Your personal VIP code: 20% off', 'Tu código VIP personal: 20% de descuento'],
    entries: [1],
  },
  { code: 'OLDVIP', plans: ['SUB-MONTHLY-ES'], bulk: 20, redeemedCodes: 5 },
];

interface BogoDemo {
  code: string;
  name: string;
  /** Days from now: start and end (null: open end). */
  days: [number, number | null];
  base: string;
  gift: string;
}

export const DEMO_BOGO_PROMOTIONS: readonly BogoDemo[] = [
  {
    code: 'BOGOFR',
    name: 'Buy one, gift one: French yearly',
    days: [-10, 60],
    base: 'SUB-ANNUAL-FR',
    gift: 'SUB-ANNUAL-FR',
  },
  {
    code: 'BOGOES',
    name: 'Gift Spanish this summer',
    days: [20, null],
    base: 'SUB-MONTHLY-ES',
    gift: 'SUB-MONTHLY-ES',
  },
  { code: 'BOGOXMAS', name: 'Holiday gift', days: [-400, -340], base: 'AA-ANNUAL', gift: 'AA-ANNUAL' },
];

const html = (text: string) => `<p>${text}</p>`;
const entryOf = (billingPlanId: number | null, what: string): StoredDescriptionDisclosure => ({
  billing_plan_id: billingPlanId,
  description: { en: html(`${what}: the price shows {discountprice} instead of {price}.`), es: '' },
  disclosure: { en: html(`${what} applies to the first billing period, plus applicable taxes if any.`), es: '' },
});

export async function seedDemoPromotions(db: Db, at = new Date()): Promise<void> {
  const existing = new Set((await db.select({ code: coupon.code }).from(coupon)).map((r) => r.code));
  const providerMissing = DEMO_PROVIDER_PROMOTIONS.filter((p) => !existing.has(p.code));
  const bogoMissing = DEMO_BOGO_PROMOTIONS.filter((p) => !existing.has(p.code));
  if (providerMissing.length === 0 && bogoMissing.length === 0) return;

  const pids = [...new Set(DEMO_PROVIDER_PROMOTIONS.flatMap((p) => p.plans))];
  const priceOf = new Map(
    (
      await db
        .select({ pid: ecomPlan.pid, basePriceId: ecomPlan.basePriceId })
        .from(ecomPlan)
        .where(inArray(ecomPlan.pid, pids))
    ).map((p) => [p.pid, p.basePriceId]),
  );
  const isoCodes = [...new Set(DEMO_PROVIDER_PROMOTIONS.flatMap((p) => p.countries ?? []))];
  const countryOf = new Map(
    (await db.select({ id: country.id, iso2: country.iso2 }).from(country).where(inArray(country.iso2, isoCodes))).map(
      (c) => [c.iso2, c.id],
    ),
  );
  const coupons = new Map(
    (
      await db
        .select()
        .from(billingCoupon)
        .where(
          inArray(
            billingCoupon.id,
            providerMissing.map((p) => billingCouponId(p.code)),
          ),
        )
    ).map((c) => [c.code, c]),
  );
  const customers = (
    await db
      .select({ id: customer.id })
      .from(customer)
      .where(and(eq(customer.isB2b, false), isNotNull(customer.email)))
      .orderBy(asc(customer.id))
      .limit(200)
  ).map((c) => c.id);
  const now = at.getTime();

  await db.transaction(async (tx) => {
    for (const [i, demo] of providerMissing.entries()) {
      const source = coupons.get(demo.code);
      if (!source) continue;
      const basePriceIds = [...new Set(demo.plans.flatMap((pid) => priceOf.get(pid) ?? []))].sort((a, b) => a - b);
      const [row] = await tx
        .insert(coupon)
        .values({
          ...providerFacts(source),
          codeUsage: demo.bulk ? 'bulk' : 'regular',
          quantity: demo.bulk ?? null,
          codeTextEn: demo.texts?.[0] ?? `${source.name}`,
          codeTextEs: demo.texts?.[1] ?? '',
          appliedBasePriceIds: basePriceIds,
          appliedCountryIds: (demo.countries ?? []).flatMap((iso) => countryOf.get(iso) ?? []),
          descriptionDisclosures: (demo.entries ?? []).map((plan) => entryOf(plan, source.name)),
          createdAt: new Date(now - (40 + i) * DAY),
          updatedAt: new Date(now - (i + 1) * DAY),
        })
        .returning({ id: coupon.id });
      if (!row) continue;
      if (demo.bulk) await generateSingleUseCodes(tx, row.id, source.code, demo.bulk);
      const redeemedAt = (k: number) => new Date(Math.min(now, source.startsAt.getTime() + (k + 1) * DAY));
      if (demo.redemptions) {
        await tx.insert(promotionRedemption).values(
          Array.from({ length: demo.redemptions }, (_, k) => ({
            promotionId: row.id,
            customerId: customers.length ? (customers[k % customers.length] ?? null) : null,
            redeemedAt: redeemedAt(k % 30),
          })),
        );
      }
      if (demo.redeemedCodes) {
        const codes = await tx
          .select({ id: promotionCode.id })
          .from(promotionCode)
          .where(and(eq(promotionCode.promotionId, row.id), isNull(promotionCode.redeemedAt)))
          // By id: random places in the list, which is by code.
          .orderBy(asc(promotionCode.id))
          .limit(demo.redeemedCodes);
        for (const [k, code] of codes.entries()) {
          // Every fifth redeemed anonymously ('Anonymous user').
          const customerId =
            k % 5 === 4 || customers.length === 0 ? null : (customers[(k * 7) % customers.length] ?? null);
          await tx
            .update(promotionCode)
            .set({ redeemedAt: redeemedAt(k % 30), customerId })
            .where(eq(promotionCode.id, code.id));
        }
      }
      const redeemed = (demo.redemptions ?? 0) + (demo.redeemedCodes ?? 0);
      await tx.update(coupon).set({ redeemedCount: redeemed }).where(eq(coupon.id, row.id));
    }
    for (const [i, demo] of bogoMissing.entries()) {
      await tx.insert(coupon).values({
        source: 'buy-one-gift-one',
        name: demo.name,
        code: demo.code,
        codeUsage: 'regular',
        discountType: 'buy_one_gift_one',
        durationType: 'single_use',
        startedAt: new Date(now + demo.days[0] * DAY),
        endedAt: demo.days[1] === null ? null : new Date(now + demo.days[1] * DAY),
        codeTextEn: `${demo.name}: buy one, gift one`,
        codeTextEs: 'Compra uno y regala otro',
        basePlanPid: demo.base,
        giftPlanPid: demo.gift,
        descriptionDisclosures: [entryOf(null, demo.name)],
        createdAt: new Date(now - (50 + i) * DAY),
        updatedAt: new Date(now - (20 + i) * DAY),
      });
    }
  });
}
