import { sql } from 'drizzle-orm';
import { FIXED_CURRENCIES } from '../../../shared/domain/base-price';
import { toMinor } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { country } from '../reference';
import { basePrice, basePriceAmount, currencyAssociation, currencyCountry } from './tables';

/**
 * The currency configuration (the four fixed currencies plus EUR and JPY, with their countries) and
 * demo base prices in every status. Idempotent: the configuration is written only when empty, base
 * prices by name (whatever its case).
 */
export const DEMO_CURRENCY_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  USD: ['US', 'PR'],
  GBP: ['GB'],
  AUD: ['AU'],
  CAD: ['CA'],
  EUR: ['DE', 'FR', 'ES', 'IT', 'NL', 'IE'],
  JPY: ['JP'],
};

type Prices = Partial<Record<string, string>>;
export const DEMO_BASE_PRICES: readonly { name: string; status: string; prices: Prices }[] = [
  {
    name: 'Standard Monthly',
    status: 'active',
    prices: { USD: '14.95', GBP: '11.99', AUD: '21.99', CAD: '19.99', EUR: '13.99', JPY: '1980' },
  },
  {
    name: 'Standard Quarterly',
    status: 'active',
    prices: { USD: '39.95', GBP: '32.99', AUD: '59.99', CAD: '52.99', EUR: '37.99', JPY: '5480' },
  },
  {
    name: 'Standard Yearly',
    status: 'active',
    prices: { USD: '119.95', GBP: '99.99', AUD: '179.99', CAD: '159.99', EUR: '109.99', JPY: '15800' },
  },
  {
    name: 'Premium Monthly',
    status: 'active',
    prices: { USD: '19.95', GBP: '16.99', AUD: '29.99', CAD: '26.99', EUR: '18.99' },
  },
  { name: 'Premium Yearly', status: 'active', prices: { USD: '179.95', GBP: '149.99', AUD: '269.99', CAD: '239.99' } },
  {
    name: 'All Access Monthly',
    status: 'active',
    prices: { USD: '24.95', GBP: '19.99', AUD: '34.99', CAD: '32.99', EUR: '22.99' },
  },
  { name: 'Level Lifetime', status: 'active', prices: { USD: '149.95', GBP: '124.99', AUD: '219.99', CAD: '199.99' } },
  {
    name: 'Complete Course Lifetime',
    status: 'active',
    prices: { USD: '399.95', GBP: '329.99', AUD: '599.99', CAD: '529.99' },
  },
  { name: 'Holiday Special 2026', status: 'inactive', prices: { USD: '9.95', GBP: '7.99' } },
  { name: 'Legacy Price (2019)', status: 'others', prices: { USD: '12.95' } },
  { name: 'Draft price — no USD yet', status: 'inactive', prices: { GBP: '5.99' } },
];

export async function seedCurrencyConfiguration(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(currencyAssociation);
  if (n > 0) return;
  const codes = Object.keys(DEMO_CURRENCY_COUNTRIES);
  await db.transaction(async (tx) => {
    await tx.insert(currencyAssociation).values(codes.map((currencyCode, position) => ({ currencyCode, position })));
    const countries = await tx.select({ id: country.id, iso2: country.iso2 }).from(country);
    const byIso = new Map(countries.map((c) => [c.iso2, c.id]));
    const rows = codes.flatMap((code) =>
      (DEMO_CURRENCY_COUNTRIES[code] ?? []).flatMap((iso) => {
        const id = byIso.get(iso);
        return id === undefined ? [] : [{ countryId: id, currencyCode: code }];
      }),
    );
    await tx.insert(currencyCountry).values(rows).onConflictDoNothing();
  });
}

export async function seedDemoBasePrices(db: Db): Promise<void> {
  await seedCurrencyConfiguration(db);
  // By name whatever its case, as the names are unique (base_price_name_key).
  const existing = new Set(
    (await db.select({ name: basePrice.name }).from(basePrice)).map((r) => r.name.toLowerCase()),
  );
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  for (const [i, demo] of DEMO_BASE_PRICES.entries()) {
    if (existing.has(demo.name.toLowerCase())) continue;
    const at = new Date(now - (i + 1) * day);
    const [row] = await db
      .insert(basePrice)
      .values({ name: demo.name, status: demo.status, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: basePrice.id });
    if (!row) continue;
    const amounts = Object.entries(demo.prices).flatMap(([code, amount]) =>
      amount === undefined ? [] : [{ basePriceId: row.id, currencyCode: code, amountMinor: toMinor(amount, code) }],
    );
    if (amounts.length) await db.insert(basePriceAmount).values(amounts);
  }
}

/** Fixed currencies first, in CUR-07 order. */
export const FIXED = FIXED_CURRENCIES;
