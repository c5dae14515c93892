import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../src/server/areas/organizations';
import { organization } from '../../src/server/db/schema';
import { nextSerial } from '../support/builders';
import { anOrganization } from '../support/customer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ['view:b2b_customer_menu'] });
});
afterAll(() => server.close());

interface Page {
  content: { id: number; name: string }[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
const get = (query: string, token: string | null = admin) =>
  server.app.inject({
    method: 'GET',
    url: `/api/portal/organizations${query}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
async function list(query = ''): Promise<Page> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const names = (page: Page) => page.content.map((o) => o.name);

describe('GET /organizations (CUS-LIST-14)', () => {
  it('lists the demo organizations by name, byte order, 10 a page by default', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 0, size: 10 });
    expect(first.totalElements).toBeGreaterThanOrEqual(DEMO_ORGANIZATIONS.length);
    const all = await list('?size=1000');
    expect(names(all)).toEqual(expect.arrayContaining([...DEMO_ORGANIZATIONS]));
    const sorted = [...names(all)].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1));
    expect(names(all)).toEqual(sorted);
    expect(names(await list('?size=1000&sort=name,DESC'))).toEqual([...sorted].reverse());
  });

  it('finds by part of the name, case-insensitively, with % and _ taken literally', async () => {
    const word = `Zylophant${nextSerial()}`;
    const a = await anOrganization(server.deps.db, `${word} Partners_Inc`);
    const b = await anOrganization(server.deps.db, `The ${word.toLowerCase()} Group`);
    await anOrganization(server.deps.db, `${word} PartnersXInc`);
    expect(names(await list(`?name=${word.toUpperCase()}&sort=createdDate,ASC`))).toEqual([
      a.name,
      b.name,
      `${word} PartnersXInc`,
    ]);
    expect(names(await list(`?name=${encodeURIComponent(`${word} partners_`)}`))).toEqual([a.name]);
    expect((await list(`?name=${encodeURIComponent('%')}`)).totalElements).toBe(0);
    const newest = await list(`?name=${word}&sort=createdDate,DESC&size=1&page=1`);
    expect(newest).toMatchObject({ totalElements: 3, totalPages: 3, page: 1, size: 1 });
  });

  it('sorts by created date in both directions', async () => {
    const word = `Chronoform${nextSerial()}`;
    const older = await anOrganization(server.deps.db, `${word} B`);
    const newer = await anOrganization(server.deps.db, `${word} A`);
    await server.deps.db
      .update(organization)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(organization.id, older.id));
    expect((await list(`?name=${word}&sort=createdDate,ASC`)).content.map((o) => o.id)).toEqual([older.id, newer.id]);
    expect((await list(`?name=${word}&sort=createdDate,DESC`)).content.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect((await list(`?name=${word}`)).content.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect((await get('?sort=id,ASC')).statusCode).toBe(400);
  });

  it('opens to any of the B2B customer, organization and voucher menus', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    for (const permission of ['view:b2b_customer_menu', 'view:organization_menu', 'view:voucher_menu']) {
      const token = await mintToken(server, { permissions: [permission] });
      expect((await get('', token)).statusCode, permission).toBe(200);
    }
    const token = await mintToken(server, { permissions: ['read:customers', 'view:b2c_customer_menu'] });
    expect((await get('', token)).statusCode).toBe(403);
  });
});
