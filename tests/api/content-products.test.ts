import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductIsbn } from '../../src/server/areas/content-products';
import { auditLog, contentProduct, job } from '../../src/server/db/schema';
import { productListItemSchema } from '../../src/shared/contracts/content-products';
import { ALL_ACCESS_DESCRIPTION, ALL_ACCESS_NAME } from '../../src/shared/domain/content-product';
import { aContentProduct, nextSerial, singleLevelBody, uniqueIsbn } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
const ALL = ['view:product_menu', 'create:product', 'update:product', 'delete:product'];
const auth = async (permissions: readonly string[] = ALL) => ({
  authorization: `Bearer ${await mintToken(server, { permissions, sub: 'staff-cp-test' })}`,
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newIsbn = () => uniqueIsbn(5);
const single = singleLevelBody;

const post = async (body: unknown, permissions = ALL) =>
  server.app.inject({
    method: 'POST',
    url: '/api/portal/products',
    headers: await auth(permissions),
    payload: body as object,
  });
/** The product's current version, as an editor would have read it (its ETag). */
const versionOf = async (id: number) => {
  const [row] = await server.deps.db
    .select({ v: contentProduct.rowVersion })
    .from(contentProduct)
    .where(eq(contentProduct.id, id));
  return row?.v ?? 1;
};
/** PUT with `If-Match` of the current version (an editor who read the product just now), or of `version`. */
const put = async (id: number, body: unknown, permissions = ALL, version?: number | null) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/portal/products/${id}`,
    headers: {
      ...(await auth(permissions)),
      ...(version === null ? {} : { 'if-match': `"${version ?? (await versionOf(id))}"` }),
    },
    payload: body as object,
  });
const get = async (url: string, permissions = ALL) =>
  server.app.inject({ method: 'GET', url: `/api/portal${url}`, headers: await auth(permissions) });
const del = async (id: number, permissions = ALL) =>
  server.app.inject({ method: 'DELETE', url: `/api/portal/products/${id}`, headers: await auth(permissions) });

async function idOfIsbn(isbn: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ id: contentProduct.id })
    .from(contentProduct)
    .where(eq(contentProduct.isbn, isbn));
  if (!row) throw new Error(`no product ${isbn}`);
  return row.id;
}
const audits = (id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'content_product'), eq(auditLog.entityId, String(id))));

describe('POST /products', () => {
  it('creates a single-level product in STAGING with every field mapped back, and audits it', async () => {
    const body = single();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p.productId).toBe(`CP-${String(p.id).padStart(6, '0')}`);
    expect(p).toMatchObject({
      isbn: body.isbn,
      productType: 'SINGLE_LEVEL',
      status: 'STAGING',
      hasHistoricalActiveStatus: false,
      isPremium: false,
      languageId: 15,
      languageName: 'French',
      name: 'French Level 4',
      upsellName: 'French 4',
      learnName: 'French Level Four',
      upsellDescription: 'Thirty more lessons.',
      price: { amount: 19.99, currency: 'USD' },
      notes: 'note',
      version: 'orig',
      course: body.course,
      lessonRange: { from: 1, to: 30 },
      bundledProductIds: [],
      premiumISBN: null,
      productUpsells: body.productUpsells,
      upgradeId: 7,
      upgradeIsbn: '9781400000002',
      upgradeName: 'French Premium',
      upgradeEcomPid: 'SUB-MONTHLY-FR-PREM',
      upgradePromotionCode: 'PREMIUMFR',
      namiGroups: ['fr_level_4'],
      isUpsellSupportedByNami: true,
      isDeeplinkSupportedByNami: true,
      deepLink: 'https://app.example.com/learn/fr',
      deepLinkPromotion: { promotionTitle: 'Starttoday', promotionContent: 'Free week', promotionComment: 'c' },
      scheduledPublishTime: null,
      lastModifiedDate: server.clock.now().toISOString(),
      courseNameUpsellCardLibrary: 'French 4',
      hasPendingChanges: false,
    });
    const [row] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, p.id));
    expect(row?.priceAmountMinor).toBe(1999);
    expect((await get(`/products/${p.id}`)).json()).toEqual(p);
    const entries = await audits(p.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'CREATE', actorId: 'staff-cp-test', before: null });
    expect(entries[0]?.after).toMatchObject({ isbn: body.isbn });
  });

  it('stores money as integer cents without float drift', async () => {
    const p = (await post(single({ price: { amount: 0.29 } }))).json();
    const [row] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, p.id));
    expect(row?.priceAmountMinor).toBe(29);
    expect(p.price).toEqual({ amount: 0.29, currency: 'USD' });
  });

  it('creates every other type, applying the fixed values', async () => {
    const fr1 = await idOfIsbn(demoProductIsbn('fr-1'));
    const fr3 = await idOfIsbn(demoProductIsbn('fr-3'));
    const common = { isbn: '', languageId: 15, isPremium: false, price: { amount: 9.5 } };
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        {
          productType: 'MULTI_LEVEL',
          bundledProductIds: [fr1, fr3],
          course: { courseLevel: '-1' },
          isUpsellSupportedByNami: true,
        },
        { bundledProductIds: [fr1, fr3], course: { courseLevel: '-1' }, isUpsellSupportedByNami: false },
      ],
      [
        { productType: 'SUBSCRIPTION', name: 'French Subscription' },
        { name: 'French Subscription', lessonRange: { from: null, to: null } },
      ],
      [
        { productType: 'LESSON_PACK', isPremium: true, lessonRange: { from: 3, to: 7 } },
        { isPremium: false, lessonRange: { from: 3, to: 7 } },
      ],
      [
        { productType: 'ALL_ACCESS', languageId: 52, isPremium: null, name: 'whatever' },
        {
          isPremium: true,
          name: ALL_ACCESS_NAME,
          upsellDescription: ALL_ACCESS_DESCRIPTION,
          languageName: 'All Access',
        },
      ],
      [
        { productType: 'FREE', course: { courseLevel: '1' }, price: { amount: 5 } },
        { price: { amount: 0, currency: 'USD' }, lessonRange: { from: 1, to: 1 } },
      ],
      [
        { productType: 'UPGRADE', premiumISBN: ' 9781400000004 ' },
        { isPremium: true, premiumISBN: '9781400000004' },
      ],
      [{ productType: 'UPSELL' }, { productType: 'UPSELL' }],
      [{ productType: 'DVD' }, { productType: 'DVD', isUpsellSupportedByNami: false }],
    ];
    for (const [input, expected] of cases) {
      const res = await post({ ...common, ...input, isbn: newIsbn() });
      expect(res.statusCode, JSON.stringify(input)).toBe(201);
      expect(res.json()).toMatchObject({ status: 'STAGING', productType: input.productType, ...expected });
    }
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['isbn blank', { isbn: '  ' }, 'isbn', "'ISBN' is required"],
    ['isbn missing', { isbn: undefined }, 'isbn', "'ISBN' is required"],
    ['isbn short', { isbn: '978123' }, 'isbn', 'The character length needs to be between 13 and 40'],
    ['isbn prefix', { isbn: '9791234567890' }, 'isbn', 'ISBN must start with 978'],
    ['type', { productType: undefined }, 'productType', "'Product type' is required"],
    ['language', { languageId: null }, 'languageId', "'Language' is required"],
    ['course type', { isPremium: undefined }, 'isPremium', "'Course type' is required"],
    ['course level', { course: null }, 'course.courseLevel', "'Course level' is required"],
    ['range required', { lessonRange: { from: 1, to: null } }, 'lessonRange.to', 'Lesson range is required'],
    ['range bounds', { lessonRange: { from: 1, to: 31 } }, 'lessonRange.to', 'Lesson range must be between 1 and 30'],
    [
      'range order',
      { lessonRange: { from: 1, to: 1 } },
      'lessonRange.to',
      'start lesson must be smaller than end lesson',
    ],
    ['version', { version: ' ' }, 'version', "'Version' is required"],
    ['version format', { version: 'v2' }, 'version', "'Version' must be 4 digits or 'orig'"],
    ['price', { price: undefined }, 'price.amount', "'Price' is required"],
    ['price min', { price: { amount: -1 } }, 'price.amount', "'Price' must be greater than or equal to 0"],
    ['price decimals', { price: { amount: 19.999 } }, 'price.amount', "'Price' can have at most 2 decimals"],
    [
      'multi-level',
      { productType: 'MULTI_LEVEL', bundledProductIds: [] },
      'bundledProductIds',
      "'Single-level products' is required",
    ],
    ['upgrade', { productType: 'UPGRADE', premiumISBN: null }, 'premiumISBN', "'Premium ISBN' is required"],
    [
      'lesson pack',
      { productType: 'LESSON_PACK', lessonRange: { from: null, to: 3 } },
      'lessonRange.from',
      'Lesson range is required',
    ],
    [
      'upsell name',
      { upsellName: 'x'.repeat(501) },
      'upsellName',
      "'Course name on upsell card and library' cannot be longer than 500 characters",
    ],
    [
      'learn name',
      { learnName: 'x'.repeat(501) },
      'learnName',
      "'Course name on learn page' cannot be longer than 500 characters",
    ],
    [
      'description',
      { upsellDescription: 'x'.repeat(2001) },
      'upsellDescription',
      "'Upsell description' cannot be longer than 2000 characters",
    ],
    ['notes', { notes: 'x'.repeat(2001) }, 'notes', "'Notes' cannot be longer than 2000 characters"],
    [
      'promotion title',
      { deepLinkPromotion: { promotionTitle: 'x'.repeat(31) } },
      'deepLinkPromotion.promotionTitle',
      "'Promotion title' cannot be longer than 30 characters",
    ],
    [
      'promotion content',
      { deepLinkPromotion: { promotionContent: 'x'.repeat(151) } },
      'deepLinkPromotion.promotionContent',
      "'Promotion content' cannot be longer than 150 characters",
    ],
    [
      'promotion comment',
      { deepLinkPromotion: { promotionComment: 'x'.repeat(2001) } },
      'deepLinkPromotion.promotionComment',
      "'Comment' cannot be longer than 2000 characters",
    ],
    [
      'upsell type',
      { productUpsells: [{ upsellInAppIsbn: '9781', upsellType: null }] },
      'productUpsells.0.upsellType',
      "'Upsell type' is required",
    ],
    [
      'in-app isbn',
      { productUpsells: [{ upsellType: 'SUBSCRIPTION' }] },
      'productUpsells.0.upsellInAppIsbn',
      "'In-app upsell ISBN' is required",
    ],
    [
      'pid first',
      {
        productUpsells: [
          { upsellType: 'SUBSCRIPTION', upsellInAppIsbn: '9781', hasEComPromotionCode: true, upsellPromotionCode: 'X' },
        ],
      },
      'productUpsells.0.upsellEcomPid',
      'Please select a PID first.',
    ],
    [
      'promotion code',
      {
        productUpsells: [
          { upsellType: 'SUBSCRIPTION', upsellInAppIsbn: '9781', hasEComPromotionCode: true, upsellEcomPid: 'P' },
        ],
      },
      'productUpsells.0.upsellPromotionCode',
      'eCom Promotion Code is required.',
    ],
    [
      'nami',
      { namiGroups: ['ok', 'not ok!'] },
      'namiGroups.1',
      'Please enter an alphanumeric value with no special characters.',
    ],
  ];
  it.each(rules)('refuses %s with 400 naming the field and the spec message', async (_name, over, field, message) => {
    const body: Record<string, unknown> = { ...single(), productUpsells: [], ...over };
    for (const [k, v] of Object.entries(over)) if (v === undefined) delete body[k];
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const problem = res.json();
    expect(problem).toMatchObject({ status: 400, title: 'Bad Request', detail: message });
    expect(problem.violations).toContainEqual({ field, message });
  });

  it('lists every violation at once', async () => {
    const res = await post({ isbn: '', price: null, namiGroups: ['a b'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations.map((v: { field: string }) => v.field)).toEqual([
      'isbn',
      'productType',
      'languageId',
      'isPremium',
      'price.amount',
      'namiGroups.0',
    ]);
  });

  it('refuses a type outside the list and an unknown bundled product', async () => {
    const bad = await post(single({ productType: 'BOOK' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('productType');
    const notSingle = await post(
      single({ productType: 'MULTI_LEVEL', bundledProductIds: [await idOfIsbn(demoProductIsbn('sub-fr'))] }),
    );
    expect(notSingle.statusCode).toBe(400);
    expect(notSingle.json().violations[0].field).toBe('bundledProductIds');
  });

  it('keeps the All Access language for All Access products only', async () => {
    const allAccessElsewhere = await post(single({ productType: 'ALL_ACCESS', isPremium: true, languageId: 15 }));
    expect(allAccessElsewhere.statusCode).toBe(400);
    expect(allAccessElsewhere.json().violations).toEqual([
      { field: 'languageId', message: "'Language' must be All Access for an All Access product" },
    ]);
    const singleInAllAccess = await post(single({ languageId: 52 }));
    expect(singleInAllAccess.statusCode).toBe(400);
    expect(singleInAllAccess.json().violations).toEqual([
      { field: 'languageId', message: "'Language' All Access is only for All Access products" },
    ]);
  });

  it('refuses a duplicate ISBN (trimmed) with 409', async () => {
    const body = single();
    expect((await post(body)).statusCode).toBe(201);
    const again = await post({ ...body, isbn: ` ${body.isbn} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`A product with ISBN ${body.isbn} already exists.`);
    // The refusal names its field, so the form marks the ISBN.
    expect(again.json().violations).toEqual([
      { field: 'isbn', message: `A product with ISBN ${body.isbn} already exists.` },
    ]);
  });

  it('needs create:product', async () => {
    expect((await post(single(), ['view:product_menu', 'update:product'])).statusCode).toBe(403);
  });
});

describe('GET /products/{id}', () => {
  it('answers 404 for an unknown id and 403 without view:product_menu', async () => {
    const res = await get('/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
    expect((await get(`/products/${await idOfIsbn(demoProductIsbn('fr-1'))}`, ['create:product'])).statusCode).toBe(
      403,
    );
  });

  it('shows a seeded product with its schedule', async () => {
    const p = (await get(`/products/${await idOfIsbn(demoProductIsbn('fr-3'))}`)).json();
    expect(p).toMatchObject({ name: 'French Level 3', status: 'READY_FOR_REVIEW', languageName: 'French' });
    expect(p.scheduledPublishTime).toBeGreaterThan(server.clock.now().getTime());
  });

  it('reads a product by its public product id (the detail page address), with the same ETag', async () => {
    const id = await idOfIsbn(demoProductIsbn('fr-1'));
    const byId = await get(`/products/${id}`);
    const pid = byId.json().productId as string;
    expect(pid).toMatch(/^CP-\d{6}$/);
    const byPid = await get(`/products/${pid}`);
    expect(byPid.statusCode).toBe(200);
    expect(byPid.json()).toEqual(byId.json());
    expect(byPid.headers.etag).toBe(byId.headers.etag);
    // Any case and surrounding blanks: the same product.
    expect((await get(`/products/${pid.toLowerCase()}`)).json().id).toBe(id);
    expect((await get(`/products/%20${pid}%20`)).json().id).toBe(id);
    // A PID nobody has: 404 naming it; neither an id nor a PID: 400 naming the field.
    const missing = await get('/products/CP-999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No product has the product id CP-999999.');
    for (const bad of ['CP-', 'CP-12x', 'XP-000001', '0', '1.5']) {
      const res = await get(`/products/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json()), bad).toContain('id');
    }
    // The same permission as the read by id; writes still take the numeric id only.
    expect((await get(`/products/${pid}`, ['create:product'])).statusCode).toBe(403);
    const putByPid = await server.app.inject({
      method: 'PUT',
      url: `/api/portal/products/${pid}`,
      headers: { ...(await auth()), 'if-match': '"1"' },
      payload: {},
    });
    expect(putByPid.statusCode).toBe(400);
  });
});

describe('GET /products', () => {
  type Row = {
    id: number;
    isbn: string;
    status: string;
    productType: string;
    languageId: number;
    isPremium: boolean;
    lastModifiedDate: string;
    name: string;
  };
  const list = async (query: string) => {
    const res = await get(`/products?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      content: Row[];
      totalElements: number;
      totalPages: number;
      page: number;
      size: number;
    };
    // Exactly the wire's shape (written without the schema's encode pass): nothing more, a search's too.
    expect(body.content.map((r) => productListItemSchema.parse(r))).toEqual(body.content);
    return body;
  };

  it('defaults to page 0, size 10, newest first, with list columns', async () => {
    const body = await list('');
    expect(body).toMatchObject({ page: 0, size: 10 });
    expect(body.content).toHaveLength(10);
    const dates = body.content.map((r) => r.lastModifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(body.content[0] ?? {}).sort()).toEqual(
      [
        'id',
        'isPremium',
        'isbn',
        'languageId',
        'languageName',
        'lastModifiedDate',
        'name',
        'productId',
        'productType',
        'scheduledPublishTime',
        'status',
      ].sort(),
    );
  });

  it('filters by statuses, productTypes, languageId, isPremium', async () => {
    const staged = await list('statuses=READY_FOR_REVIEW,ARCHIVED&size=1000');
    expect(staged.totalElements).toBeGreaterThanOrEqual(18);
    expect(staged.content.every((r) => ['READY_FOR_REVIEW', 'ARCHIVED'].includes(r.status))).toBe(true);
    const types = await list('productTypes=DVD&productTypes=UPSELL&size=1000');
    expect(new Set(types.content.map((r) => r.productType))).toEqual(new Set(['DVD', 'UPSELL']));
    const lang = await list('languageId=16&size=1000');
    expect(lang.content.length).toBeGreaterThan(3);
    expect(lang.content.every((r) => r.languageId === 16)).toBe(true);
    const premium = await list('isPremium=true&size=1000');
    expect(premium.content.length).toBeGreaterThan(3);
    expect(premium.content.every((r) => r.isPremium)).toBe(true);
    const std = await list('isPremium=false&size=1000');
    expect(std.content.every((r) => !r.isPremium)).toBe(true);
  });

  it('searches the ISBN by substring, case-insensitively, and by modified date range', async () => {
    const isbn = demoProductIsbn('de-3');
    const hit = await list(`isbn=${isbn.slice(4, 11)}`);
    expect(hit.content.map((r) => r.isbn)).toContain(isbn);
    expect(hit.content.every((r) => r.isbn.includes(isbn.slice(4, 11)))).toBe(true);
    const upper = single({ isbn: `978ABCxyz${String(nextSerial()).padStart(4, '0')}` });
    expect((await post(upper)).statusCode).toBe(201);
    expect((await list('isbn=abcXYZ')).content.map((r) => r.isbn)).toContain(upper.isbn);
    expect((await list('isbn=%25')).totalElements).toBe(0);
    const at = server.clock.now();
    const from = new Date(at.getTime() - 1000).toISOString();
    const to = new Date(at.getTime() + 1000).toISOString();
    const window = await list(`lastModifiedDateFrom=${from}&lastModifiedDateTo=${to}&size=1000`);
    expect(window.content.map((r) => r.isbn)).toContain(upper.isbn);
    expect(window.content.every((r) => r.lastModifiedDate >= from && r.lastModifiedDate <= to)).toBe(true);
  });

  it('sorts and pages', async () => {
    const byIsbn = await list('sort=isbn,ASC&size=1000');
    const isbns = byIsbn.content.map((r) => r.isbn);
    expect(isbns).toEqual([...isbns].sort());
    const byName = (await list('sort=name,DESC&size=1000')).content.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const page1 = await list('sort=id,ASC&page=1&size=5');
    expect(page1.content.map((r) => r.id)).toEqual(
      byIsbn.content
        .map((r) => r.id)
        .sort((a, b) => a - b)
        .slice(5, 10),
    );
    expect(page1.totalPages).toBe(Math.ceil(page1.totalElements / 5));
    expect((await get('/products?sort=price,ASC')).statusCode).toBe(400);
  });
});

describe('PUT /products/{id}', () => {
  it('edits a never-active product in place and audits only the changed fields', async () => {
    const created = (await post(single())).json();
    server.clock.advance(60_000);
    const res = await put(
      created.id,
      single({ isbn: created.isbn, name: 'French Level 4 (new)', price: { amount: 24.5 } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'French Level 4 (new)',
      price: { amount: 24.5 },
      status: 'STAGING',
      hasPendingChanges: false,
    });
    const update = (await audits(created.id)).find((a) => a.action === 'UPDATE');
    expect(update?.before).toEqual({ name: 'French Level 4', price: { amount: 19.99, currency: 'USD' } });
    expect(update?.after).toEqual({ name: 'French Level 4 (new)', price: { amount: 24.5, currency: 'USD' } });
  });

  it('sends an edited product In Review back to STAGING and cancels its scheduled publish', async () => {
    const id = await idOfIsbn(demoProductIsbn('fr-3'));
    const current = (await get(`/products/${id}`)).json();
    const res = await put(id, { ...current, notes: 'reviewed again' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'STAGING', scheduledPublishTime: null, notes: 'reviewed again' });
    const jobs = await server.deps.db
      .select()
      .from(job)
      .where(and(eq(job.entityType, 'content_product'), eq(job.entityId, id)));
    expect(jobs.every((j) => j.status !== 'pending')).toBe(true);
  });

  it('publishes the edit of a product that has been active at once with isEffectiveImmediately true', async () => {
    const id = await idOfIsbn(demoProductIsbn('de-1'));
    const { isEffectiveImmediately: _, ...current } = (await get(`/products/${id}`)).json();
    const missing = await put(id, { ...current, notes: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].field).toBe('isEffectiveImmediately');
    const res = await put(id, { ...current, upsellName: 'German 1 live', isEffectiveImmediately: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACTIVE', upsellName: 'German 1 live', hasPendingChanges: false });
    const [row] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, id));
    expect(row).toMatchObject({ upsellName: 'German 1 live', pendingChanges: null, status: 'ACTIVE' });
    const entry = (await audits(id)).find((a) => a.action === 'UPDATE');
    expect(entry?.comment).toBe('Published immediately.');
  });

  it('keeps the edit for later review with isEffectiveImmediately false: pendingChanges, live columns unchanged, STAGING', async () => {
    const id = await idOfIsbn(demoProductIsbn('de-2'));
    const current = (await get(`/products/${id}`)).json();
    const res = await put(id, {
      ...current,
      upsellName: 'German 2 next',
      price: { amount: 99.99 },
      isEffectiveImmediately: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'STAGING',
      upsellName: 'German 2 next',
      price: { amount: 99.99 },
      hasPendingChanges: true,
      isEffectiveImmediately: false,
    });
    const [row] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, id));
    expect(row?.upsellName).toBe(current.upsellName);
    expect(row?.priceAmountMinor).toBe(Math.round(current.price.amount * 100));
    expect(row?.pendingChanges).toEqual({ upsellName: 'German 2 next', priceAmountMinor: 9999 });
    expect(row?.hasHistoricalActiveStatus).toBe(true);
    const entry = (await audits(id)).find((a) => a.action === 'UPDATE');
    expect(entry?.comment).toBe('Saved for later review.');
    expect(entry?.after).toMatchObject({ status: 'STAGING', upsellName: 'German 2 next' });
    // The list shows the live values.
    const listed = (await get(`/products?isbn=${row?.isbn}`)).json().content[0];
    expect(listed.status).toBe('STAGING');
  });

  it('refuses to edit DVD, UPSELL and ARCHIVED products with 409', async () => {
    for (const key of ['dvd-es', 'us-de', 'sub-ko']) {
      const id = await idOfIsbn(demoProductIsbn(key));
      const current = (await get(`/products/${id}`)).json();
      const res = await put(id, { ...current, isEffectiveImmediately: true });
      expect(res.statusCode, key).toBe(409);
      expect(res.json().detail).toMatch(/cannot be edited/);
    }
  });

  it('refuses an ISBN another product has (409), answers 404 and 403', async () => {
    const created = (await post(single())).json();
    const res = await put(created.id, single({ isbn: demoProductIsbn('fr-1') }));
    expect(res.statusCode).toBe(409);
    expect(res.json().violations).toEqual([{ field: 'isbn', message: res.json().detail }]);
    expect((await put(999999, single())).statusCode).toBe(404);
    expect((await put(created.id, single(), ['view:product_menu', 'create:product'])).statusCode).toBe(403);
  });
});

describe('PUT /products/{id}: two staff editing one product (optimistic concurrency)', () => {
  it('answers the version as an ETag on read and write, and moves it on every write', async () => {
    const created = (await post(single())).json();
    expect(created.rowVersion).toBe(1);
    const read = await get(`/products/${created.id}`);
    expect(read.headers.etag).toBe('"1"');
    const saved = await put(created.id, single({ isbn: created.isbn, name: 'Renamed' }), ALL, 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json().rowVersion).toBe(2);
    // A workflow step is a write too: an edit opened before it is stale.
    const verifiable = await aContentProduct(server.deps.db, { version: 'orig' });
    const verify = await server.app.inject({
      method: 'POST',
      url: `/api/portal/products/${verifiable.id}/verification`,
      headers: await auth(['verify:product']),
      payload: {},
    });
    expect(verify.json()).toMatchObject({ succeeded: true });
    expect((await get(`/products/${verifiable.id}`)).json()).toMatchObject({
      status: 'READY_FOR_REVIEW',
      rowVersion: 2,
    });
  });

  it('refuses an edit that names no version with 428, writing nothing', async () => {
    const created = (await post(single())).json();
    const res = await put(created.id, single({ isbn: created.isbn, name: 'No version' }), ALL, null);
    expect(res.statusCode).toBe(428);
    expect(res.json()).toMatchObject({ status: 428, violations: [{ field: 'If-Match' }] });
    expect((await get(`/products/${created.id}`)).json().name).toBe('French Level 4');
  });

  it('refuses a stale edit with 409 and the current values, writing nothing', async () => {
    const created = (await post(single())).json();
    expect((await put(created.id, single({ isbn: created.isbn, name: 'First' }), ALL, 1)).statusCode).toBe(200);
    const late = await put(created.id, single({ isbn: created.isbn, name: 'Second' }), ALL, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 409, current: { name: 'First', rowVersion: 2 } });
    expect(late.json().detail).toMatch(/Someone else saved this product/);
    expect((await get(`/products/${created.id}`)).json().name).toBe('First');
    // Keeping their values means saving again on the version they were shown.
    const again = await put(created.id, single({ isbn: created.isbn, name: 'Second' }), ALL, 2);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Second', rowVersion: 3 });
  });

  it('lets exactly one of 50 concurrent edits of one version through', async () => {
    const created = (await post(single())).json();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        put(created.id, single({ isbn: created.isbn, name: `Editor ${i}` }), ALL, 1),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.statusCode === 200)?.json().name;
    expect((await get(`/products/${created.id}`)).json()).toMatchObject({ name: winner, rowVersion: 2 });
    expect((await audits(created.id)).filter((a) => a.action === 'UPDATE')).toHaveLength(1);
  });
});

describe('DELETE /products/{id}', () => {
  it('deletes a product In Review with its pending publish job, and audits it', async () => {
    const id = await idOfIsbn(demoProductIsbn('ml-de'));
    const pending = () =>
      server.deps.db
        .select()
        .from(job)
        .where(and(eq(job.entityType, 'content_product'), eq(job.entityId, id), eq(job.status, 'pending')));
    expect(await pending()).toHaveLength(1);
    const res = await del(id);
    expect(res.statusCode).toBe(204);
    expect((await get(`/products/${id}`)).statusCode).toBe(404);
    expect(await pending()).toHaveLength(0);
    const entry = (await audits(id)).find((a) => a.action === 'DELETE');
    expect(entry).toMatchObject({ after: null, before: { name: 'German Levels 1-2' } });
  });

  it('refuses ACTIVE and ARCHIVED products with 409, answers 404 and 403', async () => {
    for (const key of ['fr-1', 'es-1']) {
      const res = await del(await idOfIsbn(demoProductIsbn(key)));
      expect(res.statusCode, key).toBe(409);
      expect(res.json().detail).toMatch(/cannot be deleted/);
    }
    expect((await del(999999)).statusCode).toBe(404);
    const created = (await post(single())).json();
    await server.database.db
      .update(contentProduct)
      .set({ hasHistoricalActiveStatus: true })
      .where(eq(contentProduct.id, created.id));
    const live = await del(created.id);
    expect(live.statusCode).toBe(409);
    expect(live.json().detail).toBe(
      'A product that has been active cannot be deleted: customers have it. Its edit waits for review.',
    );
    await server.database.db
      .update(contentProduct)
      .set({ hasHistoricalActiveStatus: false })
      .where(eq(contentProduct.id, created.id));
    expect((await del(created.id, ['view:product_menu', 'update:product'])).statusCode).toBe(403);
    expect((await del(created.id)).statusCode).toBe(204);
  });
});
