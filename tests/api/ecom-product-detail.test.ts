import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecomPlan, ecomProduct } from '../../src/server/areas/ecom-products';
import { readProduct, toPlans } from '../../src/server/areas/ecom-products/plan-read';
import type { Database } from '../../src/server/db/client';
import { ecomProductSchema } from '../../src/shared/contracts/ecom-products';
import { openTestDatabase } from '../support/test-server';

/**
 * The eCom product detail reads its plans joined to what they show, with the product's promotions beside
 * them (three statements); a plan write answers the same plan read by ids (plan-read.ts toPlans). Both
 * must show every plan alike: base price and its amounts, course and its bundled products, template,
 * billing plan, the codes usable with it.
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('GET /products/{id} (eCom)', () => {
  it('shows each plan as a write answers it, for every demo product', async () => {
    const products = await database.db.select({ id: ecomProduct.id }).from(ecomProduct);
    expect(products.length).toBeGreaterThan(0);
    let shown = 0;
    let withCodes = 0;
    let withBundled = 0;
    for (const { id } of products) {
      const detail = await readProduct(database.db, id, 'https://store.example');
      // Its JSON text is the answer (serialize 'plain'): the schema keeps all of it, and nothing else.
      const text = JSON.parse(JSON.stringify(detail));
      expect(ecomProductSchema.parse(text), `product ${id}`).toEqual(text);
      const rows = (await database.db.select().from(ecomPlan)).filter((p) => p.productId === id);
      rows.sort((a, b) => a.id - b.id);
      expect(detail.plans).toEqual(await toPlans(database.db, rows, 'https://store.example'));
      shown += detail.plans.length;
      withCodes += detail.plans.filter((p) => p.coupons.length > 0).length;
      withBundled += detail.plans.filter((p) => p.bundledProducts.length > 0).length;
    }
    // The demo data exercises what the comparison is about.
    expect(shown).toBeGreaterThan(5);
    expect(withCodes).toBeGreaterThan(0);
    expect(withBundled).toBeGreaterThan(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    await expect(readProduct(database.db, 987654, 'https://store.example')).rejects.toThrow('does not exist');
  });
});
