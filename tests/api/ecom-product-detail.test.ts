import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecomPlan, ecomProduct } from '../../src/server/areas/ecom-products';
import { readProduct, readProductGeneration, toPlans } from '../../src/server/areas/ecom-products/plan-read';
import { keepDetail, productDetail } from '../../src/server/areas/ecom-products/product-doc';
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

describe('the detail the database keeps (product-doc.ts, migration 0033)', () => {
  const STORE = 'https://store.example';
  const shown = async (id: number) => JSON.parse((await productDetail(database.db, id, STORE)).keptJson);
  const fresh = async (id: number) => JSON.parse(JSON.stringify(await readProduct(database.db, id, STORE)));
  const raw = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)) as unknown as { rows: T[] };
  const generation = async () =>
    Number((await raw<{ n: string }>(sql`select n from ecom_product_doc_generation`)).rows[0]?.n);

  /** A demo product with a plan showing every related row: base price, course, template, billing plan, a code. */
  async function fullProduct() {
    const { rows } = await raw<{ product_id: number; base_price_id: number; content_product_id: number }>(sql`
      select p.product_id, p.base_price_id, p.content_product_id from ecom_plan p
      where p.base_price_id is not null and p.content_product_id is not null and p.desc_template_id is not null
        and p.billing_plan_id is not null
        and exists (select 1 from coupon c where p.base_price_id = any(c.applied_base_price_ids))
      order by p.id limit 1`);
    const [found] = rows;
    if (!found) throw new Error('the demo data has no plan showing every related row');
    return found;
  }

  it('keeps the text on the first read and answers it from then on', async () => {
    const { product_id: id } = await fullProduct();
    const first = await productDetail(database.db, id, STORE);
    expect(JSON.parse(first.keptJson)).toEqual(await fresh(id));
    const { rows } = await raw<{ body: string }>(sql`select body from ecom_product_doc where product_id = ${id}`);
    expect(rows[0]?.body).toBe(first.keptJson);
    // Served from the kept row: a body changed under it is what the next read answers.
    await database.db.execute(sql`update ecom_product_doc set body = '{"kept":true}' where product_id = ${id}`);
    expect(await shown(id)).toEqual({ kept: true });
    await database.db.execute(sql`delete from ecom_product_doc where product_id = ${id}`);
  });

  // A write to each table the detail shows, changing what product `id`'s detail shows.
  const writes: [string, (ids: Awaited<ReturnType<typeof fullProduct>>) => ReturnType<typeof sql>][] = [
    ['ecom_product', (p) => sql`update ecom_product set row_version = row_version + 1 where id = ${p.product_id}`],
    ['ecom_plan', (p) => sql`update ecom_plan set name = name || ' (renamed)' where product_id = ${p.product_id}`],
    [
      'language',
      (p) => sql`update language set name = name || ' (renamed)'
      where id = (select language_id from ecom_product where id = ${p.product_id})`,
    ],
    ['base_price', (p) => sql`update base_price set name = name || ' (renamed)' where id = ${p.base_price_id}`],
    [
      'base_price_amount',
      (p) => sql`update base_price_amount set amount_minor = amount_minor + 100
      where base_price_id = ${p.base_price_id}`,
    ],
    ['currency_association', () => sql`update currency_association set position = -position`],
    [
      'content_product',
      (p) => sql`update content_product set version = coalesce(version, '') || '.1'
      where id = ${p.content_product_id}`,
    ],
    [
      'description_template',
      (p) => sql`update description_template set content_en = content_en || ' More.'
      where id in (select desc_template_id from ecom_plan where product_id = ${p.product_id})`,
    ],
    [
      'billing_plan',
      (p) => sql`update billing_plan set name = name || ' (renamed)'
      where id in (select billing_plan_id from ecom_plan where product_id = ${p.product_id})`,
    ],
    ['coupon', (p) => sql`update coupon set code = code || 'X' where ${p.base_price_id} = any(applied_base_price_ids)`],
  ];
  it.each(writes)('shows a committed write to %s on the next read', async (_table, write) => {
    const related = await fullProduct();
    const id = related.product_id;
    const before = await shown(id);
    expect(await shown(id)).toEqual(before);
    const moved = await generation();
    await database.db.execute(write(related));
    expect(await generation()).toBe(moved + 1);
    const after = await shown(id);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await fresh(id));
  });

  it('moves the generation once per transaction, when it commits', async () => {
    const { product_id: id } = await fullProduct();
    const before = await generation();
    let inside = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update ecom_plan set name = name || '.' where product_id = ${id}`);
      await tx.execute(sql`update content_product set version = coalesce(version, '') || '.2'
        where id in (select content_product_id from ecom_plan where product_id = ${id})`);
      inside = Number(
        ((await tx.execute(sql`select n from ecom_product_doc_generation`)) as unknown as { rows: { n: string }[] })
          .rows[0]?.n,
      );
    });
    expect(inside).toBe(before);
    expect(await generation()).toBe(before + 1);
  });

  it('never answers a text read before a write that committed after the read', async () => {
    const { product_id: id } = await fullProduct();
    // A read builds the text, then a write commits, then the read keeps what it built (the race, in order).
    const { product: stale, generation: readAt } = await readProductGeneration(database.db, id, STORE);
    await database.db.execute(sql`update ecom_plan set name = name || ' (after)' where product_id = ${id}`);
    await keepDetail(database.db, id, STORE, stale, readAt);
    const after = await shown(id);
    expect(after).not.toEqual(JSON.parse(JSON.stringify(stale)));
    expect(after).toEqual(await fresh(id));
    expect(after.plans.every((plan: { name: string }) => plan.name.endsWith(' (after)'))).toBe(true);
    // An older text does not replace a newer one.
    await keepDetail(database.db, id, STORE, stale, readAt);
    const { rows } = await raw<{ generation: string }>(
      sql`select generation from ecom_product_doc where product_id = ${id}`,
    );
    expect(Number(rows[0]?.generation)).toBe(await generation());
  });

  it('keeps nothing of a product deleted since it was read, and answers 404 for it', async () => {
    const { product_id: id } = await fullProduct();
    const { product, generation: readAt } = await readProductGeneration(database.db, id, STORE);
    const gone = 987_001;
    await keepDetail(database.db, gone, STORE, { ...product, id: gone }, readAt);
    const { rows } = await raw(sql`select 1 from ecom_product_doc where product_id = ${gone}`);
    expect(rows).toHaveLength(0);
    await expect(productDetail(database.db, gone, STORE)).rejects.toThrow('does not exist');
  });
});
