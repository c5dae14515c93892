import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, voucherGroupsInOrganization } from '../../src/server/areas/organizations';
import { voucherGroupsOfOrganization } from '../../src/server/areas/vouchers';
import { auditLog, customer, organization, organizationAdmin } from '../../src/server/db/schema';
import { pageOf } from '../../src/shared/contracts/common';
import {
  type OrganizationBody,
  type OrganizationDetail,
  organizationListItemSchema,
  organizationSchema,
} from '../../src/shared/contracts/organizations';
import {
  ADMIN_EMAIL_MAX,
  LOGIN_DOMAINS_MAX_COUNT,
  MAX_GROUP_ADMINS,
  ORGANIZATION_MESSAGES as MESSAGES,
  ORGANIZATION_OPTIONS,
} from '../../src/shared/domain/organization';
import { nextSerial } from '../support/builders';
import { anOrganization } from '../support/customer-builders';
import { MAILBOX_PROBES } from '../support/mailbox-probes';
import { portalCaller } from '../support/store-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce, versionOfRead } from '../support/versions';

/**
 * Organizations (API-M-35…39, checklist 11.1 ORG-01…14, PERM-ORG-01/02): the list (also the B2B customer
 * filter's), the detail, add, versioned edit, delete and its refusals, every rule and message, every
 * permission. The on-boarding email and its delivery is organization-email.test.ts.
 */

const ALL = ['view:organization_menu', 'create:organization', 'update:organization', 'delete:organization'];

let server: TestServer;
let admin: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-org-test', email: 'org-test@portal.example.com' });
  viewer = await mintToken(server, { permissions: ['view:organization_menu'] });
});
afterAll(() => server.close());

const db = () => server.deps.db;

const call = portalCaller(
  () => server,
  () => admin,
);

interface ListPage {
  content: {
    id: number;
    name: string;
    description: string;
    allowedLoginDomains: string;
    groupAdminCount: number;
    createdDate: string;
    lastModifiedDate: string;
  }[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

async function list(query = '', token: string = admin): Promise<ListPage> {
  const res = await call('GET', `/organizations${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  // Written as built (serialize 'plain'): what the schema keeps is the whole text, typed as JSON.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const page = res.json() as ListPage;
  expect(pageOf(organizationListItemSchema).parse(page)).toEqual(page);
  return page;
}
const names = (page: ListPage) => page.content.map((o) => o.name);

/** A body with every field set (the four options required). */
const body = (overrides: Partial<OrganizationBody> = {}): OrganizationBody => ({
  name: `Org ${nextSerial()}`,
  description: 'Language training',
  isCreatingSubgroupEnabled: true,
  isAnalyticsReportingEnabled: false,
  isCreatingAuth0AccountForSeatUserEnabled: true,
  isAnalyticsUserTrackingEnabled: false,
  allowedLoginDomains: 'acme.example',
  groupAdmins: [{ email: 'grace@acme.example', name: 'Grace Hopper', telephone: '+1 555 0100' }],
  ...overrides,
});

async function create(overrides: Partial<OrganizationBody> = {}): Promise<OrganizationDetail> {
  const res = await call('POST', '/organizations', { body: body(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrganizationDetail;
}

/** The problem document of a refused request: its detail and its violations. */
async function refusedWith(res: { statusCode: number; json(): unknown; body: string }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { detail?: string; violations: { field: string; message: string }[] };
}

async function violationOf(overrides: Record<string, unknown>) {
  const res = await call('POST', '/organizations', { body: { ...body(), ...overrides } });
  return (await refusedWith(res)).violations;
}

describe('GET /organizations (API-M-35, ORG-01/02)', () => {
  it('lists last modified first by default, zero-based pages of 10, with the columns of the list', async () => {
    const older = await create();
    const newer = await create();
    server.clock.advance(1000);
    const first = await list();
    expect(first).toMatchObject({ page: 0, size: 10 });
    const byModified = [...first.content].sort(
      (a, b) => Date.parse(b.lastModifiedDate) - Date.parse(a.lastModifiedDate) || b.id - a.id,
    );
    expect(first.content.map((o) => o.id)).toEqual(byModified.map((o) => o.id));
    const ids = first.content.map((o) => o.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(first.content.find((o) => o.id === newer.id)).toEqual({
      id: newer.id,
      name: newer.name,
      description: 'Language training',
      allowedLoginDomains: 'acme.example',
      groupAdminCount: 1,
      createdDate: newer.createdDate,
      lastModifiedDate: newer.lastModifiedDate,
    });
    const second = await list('?page=1&size=3');
    expect(second).toMatchObject({ page: 1, size: 3 });
    expect(second.content.map((o) => o.id)).toEqual((await list('?size=6')).content.slice(3).map((o) => o.id));
  });

  it('sorts by name, byte order, both ways: the B2B customer filter asks size=20&sort=name,ASC', async () => {
    const all = await list('?size=1000&sort=name,ASC');
    expect(names(all)).toEqual(expect.arrayContaining([...DEMO_ORGANIZATIONS]));
    const sorted = [...names(all)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(names(all)).toEqual(sorted);
    expect(names(await list('?size=1000&sort=name,DESC'))).toEqual([...sorted].reverse());
    const filter = await list('?size=20&sort=name,ASC&name=north');
    expect(names(filter)).toContain('Northwind Traders');
  });

  it('finds by part of the name, case-insensitively, with % and _ taken literally, and by 1 or 2 characters', async () => {
    const word = `Zylophant${nextSerial()}`;
    const a = await anOrganization(db(), `${word} Partners_Inc`);
    const b = await anOrganization(db(), `The ${word.toLowerCase()} Group`);
    const c = await anOrganization(db(), `${word} PartnersXInc`);
    expect((await list(`?name=${word.toUpperCase()}&sort=name,ASC`)).content.map((o) => o.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    expect(names(await list(`?name=${encodeURIComponent(`${word} partners_`)}`))).toEqual([a.name]);
    expect((await list(`?name=${encodeURIComponent('%')}`)).totalElements).toBe(0);
    const paged = await list(`?name=${word}&size=1&page=1`);
    expect(paged).toMatchObject({ totalElements: 3, totalPages: 3, page: 1, size: 1 });
    // One and two characters: the short pieces find what ILIKE finds.
    for (const text of ['z', 'Zy', '_', 'q']) {
      const found = await list(`?name=${encodeURIComponent(text)}&size=1000`);
      const want = (await list('?size=1000')).content.filter((o) => o.name.toLowerCase().includes(text.toLowerCase()));
      expect(found.content.map((o) => o.id).sort(), text).toEqual(want.map((o) => o.id).sort());
    }
  });

  it('refuses a sort it cannot serve and a bad page (400 naming the parameter)', async () => {
    for (const [query, field] of [
      ['?sort=createdDate,ASC', 'sort'],
      ['?sort=id,ASC', 'sort'],
      ['?page=-1', 'page'],
      ['?size=0', 'size'],
      [`?name=${'x'.repeat(101)}`, 'name'],
    ] as const) {
      const problem = await refusedWith(await call('GET', `/organizations${query}`));
      expect(
        problem.violations.map((v) => v.field),
        query,
      ).toContain(field);
    }
  });

  it('opens to any of the B2B customer, organization and voucher menus (PERM-ORG-01)', async () => {
    expect((await call('GET', '/organizations', { token: null })).statusCode).toBe(401);
    for (const permission of ['view:b2b_customer_menu', 'view:organization_menu', 'view:voucher_menu']) {
      const token = await mintToken(server, { permissions: [permission] });
      expect((await call('GET', '/organizations', { token })).statusCode, permission).toBe(200);
    }
    const token = await mintToken(server, { permissions: ['read:customers', 'view:b2c_customer_menu'] });
    expect((await call('GET', '/organizations', { token })).statusCode).toBe(403);
  });
});

describe('GET /organizations/{id} (API-M-37)', () => {
  it('answers the organization with its administrators in order and its version as the ETag', async () => {
    const made = await create({
      groupAdmins: [
        { email: 'b@acme.example', name: 'B', telephone: '' },
        { email: 'a@acme.example', name: 'A', telephone: '1' },
      ],
    });
    const res = await call('GET', `/organizations/${made.id}`, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${made.rowVersion}"`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(organizationSchema.parse(res.json())).toEqual(res.json());
    expect(res.json()).toEqual(made);
    expect(made.groupAdmins).toEqual([
      { email: 'b@acme.example', name: 'B', telephone: '', hasSentEmail: false, deliveryStatus: null },
      { email: 'a@acme.example', name: 'A', telephone: '1', hasSentEmail: false, deliveryStatus: null },
    ]);
  });

  it('shows the demo administrators in every delivery state', async () => {
    const statuses = new Set<string | null>();
    for (const o of (await list('?size=1000')).content.filter((x) => DEMO_ORGANIZATIONS.includes(x.name))) {
      const detail = (await call('GET', `/organizations/${o.id}`)).json() as OrganizationDetail;
      expect(detail.groupAdmins.length, o.name).toBeGreaterThan(0);
      for (const a of detail.groupAdmins) statuses.add(a.hasSentEmail ? a.deliveryStatus : 'never');
    }
    expect([...statuses].sort()).toEqual(['BOUNCE', 'DELIVERY', 'FAILED', 'SENDING', 'never']);
  });

  it('answers 404 for an id no organization has, 400 for a bad id, 403 without the organization menu', async () => {
    expect((await refusedWith(await call('GET', '/organizations/99999999'), 404)).detail).toBe(
      MESSAGES.notFound(99999999),
    );
    expect((await call('GET', '/organizations/abc')).statusCode).toBe(400);
    const made = await create();
    for (const permission of ['view:voucher_menu', 'view:b2b_customer_menu']) {
      const token = await mintToken(server, { permissions: [permission] });
      expect((await call('GET', `/organizations/${made.id}`, { token })).statusCode, permission).toBe(403);
    }
  });
});

describe('POST /organizations (API-M-36, ORG-07…14)', () => {
  it('adds an organization: text trimmed, domains normalised, administrators in order, audited', async () => {
    const name = `  Acme ${nextSerial()}  `;
    const res = await call('POST', '/organizations', {
      body: body({
        name,
        description: '  Line one\nLine two  ',
        allowedLoginDomains: ' Acme.example , mail.acme.example,acme.example, ',
        groupAdmins: [
          { email: '  Grace@Acme.example ', name: '  Grace  ', telephone: ' +1 555 ' },
          { email: 'ada@acme.example' },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as OrganizationDetail;
    expect(made).toMatchObject({
      name: name.trim(),
      description: 'Line one\nLine two',
      isCreatingSubgroupEnabled: true,
      isAnalyticsReportingEnabled: false,
      isCreatingAuth0AccountForSeatUserEnabled: true,
      isAnalyticsUserTrackingEnabled: false,
      allowedLoginDomains: 'acme.example,mail.acme.example',
      rowVersion: 1,
      groupAdmins: [
        { email: 'Grace@Acme.example', name: 'Grace', telephone: '+1 555', hasSentEmail: false, deliveryStatus: null },
        { email: 'ada@acme.example', name: '', telephone: '', hasSentEmail: false, deliveryStatus: null },
      ],
    });
    expect(made.lastModifiedDate).toBe(server.clock.now().toISOString());
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'organization'), eq(auditLog.entityId, String(made.id))));
    expect(entry).toMatchObject({ action: 'CREATE', actorEmail: 'org-test@portal.example.com' });
  });

  it('takes an organization without description, domains or administrators', async () => {
    const { description: _d, allowedLoginDomains: _l, groupAdmins: _g, ...bare } = body();
    const res = await call('POST', '/organizations', { body: bare });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ description: '', allowedLoginDomains: '', groupAdmins: [] });
  });

  it("refuses a missing, blank or too long name with the form's messages (ORG-07)", async () => {
    expect(await violationOf({ name: undefined })).toEqual([{ field: 'name', message: MESSAGES.nameRequired }]);
    expect(await violationOf({ name: '   ' })).toEqual([{ field: 'name', message: MESSAGES.nameRequired }]);
    expect(await violationOf({ name: 'n'.repeat(101) })).toEqual([{ field: 'name', message: MESSAGES.nameTooLong }]);
    expect(await violationOf({ name: 'a\nb' })).toEqual([
      { field: 'name', message: 'must be one line, without control characters' },
    ]);
    await create({ name: ` ${'n'.repeat(100)} ` });
  });

  it('limits the description to 2000 characters (ORG-08)', async () => {
    expect(await violationOf({ description: 'd'.repeat(2001) })).toEqual([
      { field: 'description', message: MESSAGES.descriptionTooLong },
    ]);
    await create({ description: 'd'.repeat(2000) });
  });

  it('requires each of the four yes/no options as true or false (ORG-09)', async () => {
    for (const option of ORGANIZATION_OPTIONS) {
      for (const value of [undefined, null, 'true', 1]) {
        expect(await violationOf({ [option]: value }), `${option} ${value}`).toEqual([
          { field: option, message: MESSAGES.optionRequired(option) },
        ]);
      }
    }
  });

  it('takes allowed login domains as comma-separated domain names (ORG-10, decided)', async () => {
    for (const bad of ['acme', 'acme..example', 'user@acme.example', 'acme.example, http://x.example', 'a b.example']) {
      const [violation] = await violationOf({ allowedLoginDomains: bad });
      expect(violation?.field, bad).toBe('allowedLoginDomains');
      expect(violation?.message, bad).toMatch(/is not a domain: list domains separated by commas/);
    }
    const many = Array.from({ length: LOGIN_DOMAINS_MAX_COUNT + 1 }, (_, i) => `d${i}.example`).join(',');
    expect(await violationOf({ allowedLoginDomains: many })).toEqual([
      { field: 'allowedLoginDomains', message: MESSAGES.domainsTooMany },
    ]);
    expect(await violationOf({ allowedLoginDomains: `${'a'.repeat(1990)}.example.com` })).toEqual([
      { field: 'allowedLoginDomains', message: MESSAGES.domainsTooLong },
    ]);
    expect((await create({ allowedLoginDomains: 'münchen.example, ACME.example' })).allowedLoginDomains).toBe(
      'münchen.example,acme.example',
    );
  });

  it("checks each administrator's email: required, at most 100, one plain mailbox (ORG-12)", async () => {
    const withAdmin = (admin: Record<string, unknown>) => violationOf({ groupAdmins: [admin] });
    const at = (message: string) => [{ field: 'groupAdmins.0.email', message }];
    expect(await withAdmin({ name: 'No email' })).toEqual(at(MESSAGES.adminEmailRequired));
    expect(await withAdmin({ email: '  ' })).toEqual(at(MESSAGES.adminEmailRequired));
    expect(await withAdmin({ email: 'not-an-email' })).toEqual(at(MESSAGES.adminEmailInvalid));
    expect(MESSAGES.adminEmailTooLong).toBe("'Email' cannot be longer than 100 characters");
    // 30 + '@' + a label + '.example': 101 and 100 characters.
    const ofLength = (n: number) => `${'a'.repeat(30)}@${'b'.repeat(n - 39)}.example`;
    expect(await withAdmin({ email: ofLength(ADMIN_EMAIL_MAX + 1) })).toEqual(at(MESSAGES.adminEmailTooLong));
    await create({ groupAdmins: [{ email: ofLength(ADMIN_EMAIL_MAX) }] });
    for (const probe of MAILBOX_PROBES.filter((p) => p.trim().length <= ADMIN_EMAIL_MAX)) {
      expect(await withAdmin({ email: probe }), probe).toEqual(
        at(probe.trim() ? MESSAGES.adminEmailInvalid : MESSAGES.adminEmailRequired),
      );
    }
  });

  it("limits an administrator's name under 200 and phone under 32 characters (ORG-13/14)", async () => {
    const withAdmin = (extra: Record<string, unknown>) =>
      violationOf({ groupAdmins: [{ email: 'x@acme.example', ...extra }] });
    expect(await withAdmin({ name: 'n'.repeat(200) })).toEqual([
      { field: 'groupAdmins.0.name', message: 'Must be less than 200 characters' },
    ]);
    expect(await withAdmin({ telephone: '1'.repeat(32) })).toEqual([
      { field: 'groupAdmins.0.telephone', message: 'Must be less than 32 characters' },
    ]);
    await create({
      groupAdmins: [{ email: 'x@acme.example', name: ` ${'n'.repeat(199)} `, telephone: '1'.repeat(31) }],
    });
  });

  it('lists an email once (case-insensitive) and at most 20 administrators (decided)', async () => {
    expect(
      await violationOf({
        groupAdmins: [{ email: 'grace@acme.example' }, { email: 'ada@acme.example' }, { email: ' GRACE@acme.example' }],
      }),
    ).toEqual([{ field: 'groupAdmins.2.email', message: MESSAGES.adminEmailDuplicate }]);
    const admins = (n: number) => Array.from({ length: n }, (_, i) => ({ email: `a${i}@acme.example` }));
    expect(await violationOf({ groupAdmins: admins(MAX_GROUP_ADMINS + 1) })).toEqual([
      { field: 'groupAdmins', message: MESSAGES.tooManyAdmins },
    ]);
    expect((await create({ groupAdmins: admins(MAX_GROUP_ADMINS) })).groupAdmins).toHaveLength(MAX_GROUP_ADMINS);
  });

  it('needs create:organization (PERM-ORG-02)', async () => {
    expect((await call('POST', '/organizations', { body: body(), token: viewer })).statusCode).toBe(403);
    expect((await call('POST', '/organizations', { body: body(), token: null })).statusCode).toBe(401);
  });
});

describe('PUT /organizations/{id} (API-M-38)', () => {
  it('edits every field with the version read; the kept administrators keep their rows', async () => {
    const made = await create({
      groupAdmins: [
        { email: 'keep@acme.example', name: 'Keep' },
        { email: 'drop@acme.example', name: 'Drop' },
      ],
    });
    const [kept] = await db()
      .select()
      .from(organizationAdmin)
      .where(and(eq(organizationAdmin.organizationId, made.id), eq(organizationAdmin.email, 'keep@acme.example')));
    server.clock.advance(60_000);
    const edit = body({
      name: `${made.name} v2`,
      description: '',
      isCreatingSubgroupEnabled: false,
      isAnalyticsUserTrackingEnabled: true,
      allowedLoginDomains: 'acme.example,new.example',
      groupAdmins: [
        { email: 'new@acme.example', name: 'New', telephone: '2' },
        { email: 'KEEP@acme.example', name: 'Kept', telephone: '1' },
      ],
    });
    const res = await call('PUT', `/organizations/${made.id}`, { body: edit, ifMatch: made.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as OrganizationDetail;
    expect(after).toMatchObject({
      name: `${made.name} v2`,
      description: '',
      isCreatingSubgroupEnabled: false,
      isAnalyticsUserTrackingEnabled: true,
      allowedLoginDomains: 'acme.example,new.example',
      rowVersion: made.rowVersion + 1,
      lastModifiedDate: server.clock.now().toISOString(),
      createdDate: made.createdDate,
    });
    expect(after.groupAdmins.map((a) => [a.email, a.name, a.telephone])).toEqual([
      ['new@acme.example', 'New', '2'],
      ['KEEP@acme.example', 'Kept', '1'],
    ]);
    const rows = await db().select().from(organizationAdmin).where(eq(organizationAdmin.organizationId, made.id));
    expect(rows.find((r) => r.email === 'KEEP@acme.example')?.id).toBe(kept?.id);
    expect(rows.map((r) => r.email).sort()).toEqual(['KEEP@acme.example', 'new@acme.example']);
    expect((await call('GET', `/organizations/${made.id}`)).headers.etag).toBe(`"${made.rowVersion + 1}"`);
  });

  it('writes nothing for an edit that changes nothing (the version stays)', async () => {
    const made = await create();
    const { id: _i, rowVersion, createdDate: _c, lastModifiedDate: _l, ...same } = made;
    const res = await call('PUT', `/organizations/${made.id}`, {
      body: {
        ...same,
        groupAdmins: same.groupAdmins.map(({ email, name, telephone }) => ({ email, name, telephone })),
      },
      ifMatch: rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(made);
  });

  it('answers 428 without If-Match, 409 with the current values when stale, 404 for no organization', async () => {
    const made = await create();
    expect((await call('PUT', `/organizations/${made.id}`, { body: body() })).statusCode).toBe(428);
    expect(
      (await call('PUT', `/organizations/${made.id}`, { body: body({ name: `${made.name} v2` }), ifMatch: 1 }))
        .statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/organizations/${made.id}`, { body: body(), ifMatch: 1 });
    const problem = (await refusedWith(stale, 409)) as { detail?: string; current?: OrganizationDetail };
    expect(problem.detail).toBe(MESSAGES.stale);
    expect(problem.current?.rowVersion).toBe(2);
    expect((await call('PUT', '/organizations/99999999', { body: body(), ifMatch: 1 })).statusCode).toBe(404);
    // A refused body is refused before the version is looked at.
    expect((await call('PUT', `/organizations/${made.id}`, { body: body({ name: '' }), ifMatch: 1 })).statusCode).toBe(
      400,
    );
  });

  it('lets one of many edits on the same version win; the others are stale', async () => {
    const made = await create();
    const statuses = await statusesAtOnce(5, (i) =>
      call('PUT', `/organizations/${made.id}`, { body: body({ name: `Racer ${i}` }), ifMatch: made.rowVersion }),
    );
    expect(statuses).toEqual(oneWinner(5));
  });

  it('needs update:organization', async () => {
    const made = await create();
    const res = await call('PUT', `/organizations/${made.id}`, { body: body(), ifMatch: 1, token: viewer });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /organizations/{id} (API-M-39, ORG-05 decided)', () => {
  it('deletes an organization with its administrators, audited', async () => {
    const made = await create();
    const res = await call('DELETE', `/organizations/${made.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/organizations/${made.id}`)).statusCode).toBe(404);
    expect(await db().select().from(organizationAdmin).where(eq(organizationAdmin.organizationId, made.id))).toEqual(
      [],
    );
    const entries = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'organization'), eq(auditLog.entityId, String(made.id))));
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'DELETE']);
    expect((await call('DELETE', `/organizations/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses while customers belong to it, naming how many', async () => {
    const [demo] = await db().select().from(organization).where(eq(organization.name, 'Northwind Traders'));
    if (!demo) throw new Error('no demo organization');
    const customers = await db().$count(customer, eq(customer.organizationId, demo.id));
    expect(customers).toBeGreaterThan(0);
    const problem = await refusedWith(await call('DELETE', `/organizations/${demo.id}`), 409);
    expect(problem.detail).toBe(MESSAGES.stillUsed('Northwind Traders', customers));
    expect((await call('GET', `/organizations/${demo.id}`)).statusCode).toBe(200);
  });

  /** Voucher groups sold to an organization, written straight into the table. */
  const groupsSoldTo = async (organizationId: number, count: number) => {
    for (let k = 0; k < count; k += 1) {
      await server.database.raw(
        `insert into voucher_group (description, organization_id, voucher_type, voucher_amount, voucher_deal,
          isbn_selection_type, entitlement_deal) values ('Test group', $1, 'SINGLE', 10, 'OPEN_ENDED', 'GENERIC', 'DAYS')`,
        [organizationId],
      );
    }
  };

  it('refuses while voucher groups are sold to it, naming how many', async () => {
    const made = await create();
    await groupsSoldTo(made.id, 2);
    const problem = await refusedWith(await call('DELETE', `/organizations/${made.id}`), 409);
    expect(problem.detail).toBe(MESSAGES.stillHasVoucherGroups(made.name, 2));
    expect(problem.detail).toContain('still has 2 voucher groups: delete them');
    expect((await call('GET', `/organizations/${made.id}`)).json()).toEqual(made);
    const one = await create({ name: 'One group Ltd' });
    await groupsSoldTo(one.id, 1);
    const single = await refusedWith(await call('DELETE', `/organizations/${one.id}`), 409);
    expect(single.detail).toBe(
      "The organization 'One group Ltd' still has 1 voucher group: delete it before deleting the organization.",
    );
  });

  it('keeps the voucher groups’ foreign key as the last guard (a group the count missed)', async () => {
    const made = await create();
    await groupsSoldTo(made.id, 1);
    voucherGroupsInOrganization.plug(async () => 0);
    try {
      const problem = await refusedWith(await call('DELETE', `/organizations/${made.id}`), 409);
      expect(problem.detail).toBe(MESSAGES.stillHasVoucherGroups(made.name, 1));
    } finally {
      voucherGroupsInOrganization.plug(voucherGroupsOfOrganization);
    }
    expect((await call('GET', `/organizations/${made.id}`)).statusCode).toBe(200);
  });

  it('needs delete:organization', async () => {
    const made = await create();
    const token = await mintToken(server, { permissions: ['view:organization_menu', 'update:organization'] });
    expect((await call('DELETE', `/organizations/${made.id}`, { token })).statusCode).toBe(403);
  });
});

describe('versioned reads and writes of an organization', () => {
  it('answers the version of a read as its ETag, which an edit sends back', async () => {
    const made = await create();
    const read = await call('GET', `/organizations/${made.id}`);
    const res = await call('PUT', `/organizations/${made.id}`, {
      body: body({ name: `${made.name}!` }),
      ifMatch: versionOfRead(read),
    });
    expect(res.statusCode).toBe(200);
  });
});
