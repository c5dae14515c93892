import { inArray } from 'drizzle-orm';
import type { DisclosureStatus } from '../../../shared/domain/disclosure';
import type { Db } from '../../db/client';
import { basePrice } from '../base-prices';
import { country } from '../reference';
import { disclosure, disclosureBasePrice, disclosureCountry } from './tables';

/**
 * Demo disclosures, active and inactive, applied to demo base prices (by name, from the base price
 * seed), billing plans (reference ids 1..9) and countries (ISO codes). Idempotent by name; a base price
 * or country that does not exist is left out, and a disclosure with no base price left is skipped.
 */

interface DisclosureSeed {
  name: string;
  status: DisclosureStatus;
  basePrices: readonly string[];
  /** reference billing_plan id (seed-data/billing-plans.ts), or null for any billing plan */
  billingPlanId: number | null;
  countries: readonly string[];
  en: string;
  es: string;
}

const MONTHLY = 1;
const YEARLY = 4;
const MONTHLY_TRIAL = 5;
const LIFETIME = 9;
const EU = ['DE', 'FR', 'ES', 'IT', 'NL', 'IE'];

export const DEMO_DISCLOSURES: readonly DisclosureSeed[] = [
  {
    name: 'Auto-renewal — monthly (US)',
    status: 'active',
    basePrices: ['Standard Monthly', 'Premium Monthly', 'All Access Monthly'],
    billingPlanId: MONTHLY,
    countries: ['US', 'PR'],
    en: '<p>Your subscription renews automatically every month at <strong>{price}</strong>, {tax}, until you cancel. Cancel anytime in <a href="https://www.example.com/account" target="_blank" rel="noopener noreferrer">your account</a>.</p>',
    es: '<p>Tu suscripción se renueva automáticamente cada mes a <strong>{price}</strong>, {tax}, hasta que la canceles. Cancela cuando quieras en <a href="https://www.example.com/account" target="_blank" rel="noopener noreferrer">tu cuenta</a>.</p>',
  },
  {
    name: 'Auto-renewal — yearly',
    status: 'active',
    basePrices: ['Standard Yearly', 'Premium Yearly'],
    billingPlanId: YEARLY,
    countries: ['US', 'CA'],
    en: '<p>Billed once a year at {price}, {tax}. Your subscription renews every year until you cancel.</p>',
    es: '<p>Se factura una vez al año a {price}, {tax}. Tu suscripción se renueva cada año hasta que la canceles.</p>',
  },
  {
    name: 'Free trial terms',
    status: 'active',
    basePrices: ['Standard Monthly'],
    billingPlanId: MONTHLY_TRIAL,
    countries: ['US', 'GB', 'AU'],
    en: '<p>Free for 7 days, then {price} a month, {tax}.</p><ul><li>Cancel before the trial ends and you will not be charged.</li><li>One free trial per customer.</li></ul>',
    es: '<p>Gratis durante 7 días y después {price} al mes, {tax}.</p><ul><li>Si cancelas antes de que termine la prueba, no se te cobrará.</li><li>Una prueba gratuita por cliente.</li></ul>',
  },
  {
    name: 'UK prices include VAT',
    status: 'active',
    basePrices: ['Standard Monthly', 'Standard Quarterly', 'Standard Yearly'],
    billingPlanId: null,
    countries: ['GB'],
    en: '<p>All prices are tax inclusive.</p>',
    es: '<p>Todos los precios incluyen impuestos.</p>',
  },
  {
    name: 'EU right of withdrawal',
    status: 'active',
    basePrices: ['Standard Monthly', 'Standard Yearly', 'Premium Monthly'],
    billingPlanId: null,
    countries: EU,
    en: '<p>You may withdraw from this purchase within 14 days. By starting your lessons right away you agree that the right of withdrawal ends once the content is delivered.</p>',
    es: '',
  },
  {
    name: 'Lifetime purchase terms',
    status: 'inactive',
    basePrices: ['Level Lifetime', 'Complete Course Lifetime'],
    billingPlanId: LIFETIME,
    countries: ['US', 'CA', 'AU'],
    en: '<p>One payment of {price}, {tax}, for {#oflessons} lessons that are yours forever.</p>',
    es: '<p>Un solo pago de {price}, {tax}, por {#oflessons} lecciones que son tuyas para siempre.</p>',
  },
  {
    name: 'Holiday Special 2026 terms',
    status: 'inactive',
    basePrices: ['Holiday Special 2026'],
    billingPlanId: MONTHLY,
    countries: ['US'],
    en: '<p><em>Limited-time offer.</em> {price} a month for the first 3 months, then the standard monthly price, {tax}.</p>',
    es: '',
  },
];

export async function seedDemoDisclosures(db: Db): Promise<void> {
  const existing = new Set((await db.select({ name: disclosure.name }).from(disclosure)).map((r) => r.name));
  const todo = DEMO_DISCLOSURES.filter((d) => !existing.has(d.name));
  if (todo.length === 0) return;
  const priceNames = [...new Set(todo.flatMap((d) => d.basePrices))];
  const isoCodes = [...new Set(todo.flatMap((d) => d.countries))];
  const prices = new Map(
    (
      await db
        .select({ id: basePrice.id, name: basePrice.name })
        .from(basePrice)
        .where(inArray(basePrice.name, priceNames))
    ).map((p) => [p.name, p.id]),
  );
  const countries = new Map(
    (await db.select({ id: country.id, iso2: country.iso2 }).from(country).where(inArray(country.iso2, isoCodes))).map(
      (c) => [c.iso2, c.id],
    ),
  );
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  for (const [i, demo] of DEMO_DISCLOSURES.entries()) {
    if (existing.has(demo.name)) continue;
    const basePriceIds = [...new Set(demo.basePrices.flatMap((name) => prices.get(name) ?? []))];
    if (basePriceIds.length === 0) continue;
    const countryIds = [...new Set(demo.countries.flatMap((iso) => countries.get(iso) ?? []))];
    const at = new Date(now - (i + 1) * day);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(disclosure)
        .values({
          name: demo.name,
          status: demo.status,
          billingPlanId: demo.billingPlanId,
          contentEn: demo.en,
          contentEs: demo.es,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: disclosure.id });
      if (!row) throw new Error(`disclosure ${demo.name} not written`);
      await tx
        .insert(disclosureBasePrice)
        .values(basePriceIds.map((basePriceId) => ({ disclosureId: row.id, basePriceId })));
      if (countryIds.length) {
        await tx.insert(disclosureCountry).values(countryIds.map((countryId) => ({ disclosureId: row.id, countryId })));
      }
    });
  }
}
