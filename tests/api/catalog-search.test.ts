import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductIsbn } from '../../src/server/areas/content-products';
import { DEMO_PLANS } from '../../src/server/areas/ecom-products';
import { ecomPlan, ecomProduct } from '../../src/server/db/schema';
import { productItemSchema } from '../../src/shared/contracts/content-products';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, permissions: readonly string[] = ['view:product_menu']) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await mintToken(server, { permissions })}` },
  });

describe('GET /api/store/variants/search (API-S-30)', () => {
  it('finds plans by PID or name, case-insensitively, with the store list shape', async () => {
    const res = await get('/api/store/variants/search?q=sub-monthly-fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((p: { pid: string }) => p.pid)).toEqual(['SUB-MONTHLY-FR', 'SUB-MONTHLY-FR-PREM']);
    expect(body.count).toBe(2);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['id', 'isPremium', 'languageId', 'name', 'pid', 'productType', 'status'].sort(),
    );
    expect(body.data[0]).toMatchObject({ name: 'French Subscription Monthly', status: 'active', languageId: 15 });
    const byName = (await get('/api/store/variants/search?q=complete%20COURSE')).json();
    expect(byName.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'Chinese (Mandarin) Complete Course',
      'French Complete Course',
      'Spanish (Latin America) Complete Course',
    ]);
    expect((await get('/api/store/variants/search?q=nothing-like-this')).json()).toEqual({ data: [], count: 0 });
    expect((await get('/api/store/variants/search?q=%25')).json().count).toBe(0);
  });

  it('answers at most 50 plans and the full count', async () => {
    const [product] = await server.deps.db.select().from(ecomProduct).limit(1);
    if (!product) throw new Error('no demo eCom product');
    await server.deps.db.insert(ecomPlan).values(
      Array.from({ length: 60 }, (_, i) => ({
        productId: product.id,
        languageId: product.languageId,
        pid: `BULK-${String(i).padStart(2, '0')}`,
        name: `Bulk plan ${i}`,
        status: 'draft',
        productType: 'SUBSCRIPTION',
      })),
    );
    const body = (await get('/api/store/variants/search?q=bulk')).json();
    expect(body.data).toHaveLength(50);
    expect(body.count).toBe(60);
    const all = (await get('/api/store/variants/search', ['view:ecom_product_menu'])).json();
    expect(all.count).toBe(DEMO_PLANS.length + 60);
  });

  it('needs view:product_menu or view:ecom_product_menu', async () => {
    expect((await get('/api/store/variants/search?q=a', ['view:base_price_menu'])).statusCode).toBe(403);
    expect((await get('/api/store/variants/search?q=a', ['view:ecom_product_menu'])).statusCode).toBe(200);
  });
});

describe('GET /api/store/v2/coupons/search (API-S-53)', () => {
  it('answers the codes usable with a PID (code, status, discount), and the code the plan holds', async () => {
    const res = await get('/api/store/v2/coupons/search?pid=SUB-MONTHLY-FR');
    expect(res.statusCode).toBe(200);
    // Issue 21 item 12: only the Redeemable promotions applied to the plan's base price, by code.
    const { data, count } = res.json() as { data: { code: string; status: string }[]; count: number };
    expect(data).toContainEqual({
      code: 'SPRING25',
      status: 'redeemable',
      discount_type: 'percentage_off',
      percent: 25,
      currencies: [],
    });
    for (const unusable of ['SUMMER30', 'BACK2SCHOOL', 'FLASH5', 'FRENCH50'])
      expect(data.map((c) => c.code)).not.toContain(unusable);
    expect(data.every((c) => c.status === 'redeemable')).toBe(true);
    expect(data.map((c) => c.code)).toEqual(data.map((c) => c.code).sort());
    expect(count).toBe(data.length);
    // The code the plan holds stays, whatever its status, so its picker can say it is no longer usable.
    await server.deps.db.update(ecomPlan).set({ promotionCode: 'FLASH5' }).where(eq(ecomPlan.pid, 'SUB-MONTHLY-FR'));
    try {
      const held = (await get('/api/store/v2/coupons/search?pid=SUB-MONTHLY-FR')).json() as {
        data: { code: string }[];
      };
      expect(held.data).toContainEqual({
        code: 'FLASH5',
        status: 'maxed_out',
        discount_type: 'percentage_off',
        percent: 5,
        currencies: [],
      });
      expect(held.data.map((c) => c.code)).not.toContain('SUMMER30');
    } finally {
      await server.deps.db.update(ecomPlan).set({ promotionCode: null }).where(eq(ecomPlan.pid, 'SUB-MONTHLY-FR'));
    }
    // A buy-one-gift-one promotion applies to its base plan.
    const annual = (await get('/api/store/v2/coupons/search?pid=SUB-ANNUAL-FR')).json() as { data: { code: string }[] };
    expect(annual.data.map((c) => c.code)).toContain('BOGOFR');
    expect((await get('/api/store/v2/coupons/search?pid=SUB-MONTHLY')).json()).toEqual({ data: [], count: 0 });
  });

  it('requires pid: 400 {message} naming pid', async () => {
    for (const url of ['/api/store/v2/coupons/search', '/api/store/v2/coupons/search?pid=%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['message', 'violations']);
      expect(body.violations[0].field).toBe('pid');
      expect(body.message).toMatch(/pid/);
    }
  });

  it('needs view:product_menu or view:ecom_product_menu', async () => {
    expect((await get('/api/store/v2/coupons/search?pid=X', ['view:mini_course_menu'])).statusCode).toBe(403);
  });
});

describe('GET /api/portal/product-items (API-P-24)', () => {
  type Item = {
    id: number;
    isbn: string;
    name: string;
    productType: string;
    status: string;
    isPremium: boolean;
    languageId: number;
    courseLevel: string | null;
  };
  const items = async (query: string) => {
    const res = await get(`/api/portal/product-items?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content: Item[]; totalElements: number; size: number; page: number };
    // Exactly the wire's shape (written without the schema's encode pass): nothing more, a search's too.
    expect(body.content.map((p) => productItemSchema.parse(p))).toEqual(body.content);
    return body;
  };

  it('loads the single-level products of a language for the bundle picker', async () => {
    const body = await items('languageId=15&productTypes=SINGLE_LEVEL&isPremium=false');
    expect(body.size).toBe(50);
    expect(body.content.map((p) => p.name)).toEqual(['French Level 1', 'French Level 2', 'French Level 3']);
    expect(Object.keys(body.content[0] ?? {}).sort()).toEqual(
      ['courseLevel', 'id', 'isPremium', 'isbn', 'languageId', 'name', 'productId', 'productType', 'status'].sort(),
    );
    expect(body.content[0]).toMatchObject({ courseLevel: '1', status: 'ACTIVE', isbn: demoProductIsbn('fr-1') });
  });

  it('filters premium products, several types, statuses, and searches ISBN or name', async () => {
    const premium = await items('isPremium=true&size=10000');
    expect(premium.content.length).toBeGreaterThan(5);
    expect(premium.content.every((p) => p.isPremium)).toBe(true);
    const types = await items('productTypes=UPGRADE,ALL_ACCESS&statuses=ACTIVE');
    expect(types.content.map((p) => `${p.productType}:${p.status}`).sort()).toEqual([
      'ALL_ACCESS:ACTIVE',
      'UPGRADE:ACTIVE',
    ]);
    const byName = await items('q=german%20level');
    expect(byName.content.map((p) => p.name)).toEqual([
      'German Level 1',
      'German Level 2',
      'German Level 3',
      'German Levels 1-2',
    ]);
    const isbn = demoProductIsbn('ja-2');
    const byIsbn = await items(`q=${isbn.slice(3)}`);
    expect(byIsbn.content.map((p) => p.isbn)).toEqual([isbn]);
  });

  it('caps size at 10000 and needs view:product_menu', async () => {
    expect((await get('/api/portal/product-items?size=10001')).statusCode).toBe(400);
    expect((await get('/api/portal/product-items', ['view:ecom_product_menu'])).statusCode).toBe(403);
  });
});
