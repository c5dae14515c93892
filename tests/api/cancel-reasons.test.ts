import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANCEL_REASONS } from '../../src/server/areas/save-offers';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { auditLog, basePrice, cancelReason } from '../../src/server/db/schema';
import type { CancelReason } from '../../src/shared/contracts/save-offers';
import { CANCEL_REASON_MESSAGES as MESSAGES } from '../../src/shared/domain/save-offer';
import { aCancelReason, aSaveOfferBody } from '../support/save-offer-builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { oneWinner, statusesAtOnce, versionOfRead } from '../support/versions';

let server: TestServer;
let marketing: string;

const roleToken = (login: string) =>
  mintToken(server, { permissions: DEMO_ACCOUNTS.find((a) => a.login === login)?.permissions ?? [] });

beforeAll(async () => {
  server = await startTestServer();
  marketing = await roleToken('marketing');
});
afterAll(() => server.close());

/** A PUT sends the version of a fresh read (ETag), as the modal does, unless `ifMatch` names one (null: none). */
async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
  token: string | null = marketing,
  ifMatch?: number | null,
): Promise<Awaited<ReturnType<TestServer['app']['inject']>>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const version = ifMatch === undefined && method === 'PUT' ? versionOfRead(await call('GET', url)) : ifMatch;
  if (version !== undefined && version !== null) headers['if-match'] = `"${version}"`;
  return server.app.inject({ method, url: `/api/store${url}`, headers, payload: body as object });
}

const reasons = async () => {
  const res = await call('GET', '/cancel-reason');
  expect(res.statusCode).toBe(200);
  return res.json() as CancelReason[];
};
/** The modal's rows: every reason but the default, as the PUT sends them. */
const rowsOf = (list: CancelReason[]) =>
  list.filter((r) => r.code !== 'default').map((r) => ({ id: r.id, description: { ...r.description } }));
const messages = (res: { json(): unknown }) =>
  ((res.json() as { violations?: { field: string; message: string }[] }).violations ?? []).map(
    (v) => `${v.field}: ${v.message.startsWith(`${v.field}: `) ? v.message.slice(v.field.length + 2) : v.message}`,
  );

describe('GET /cancel-reason (API-M-33)', () => {
  it('answers every reason, the default first, with whether a save offer uses it', async () => {
    const list = await reasons();
    expect(list[0]).toMatchObject({ code: 'default', description: { en: 'Other reason' }, is_used: false });
    expect(list.map((r) => r.code)).toEqual(expect.arrayContaining(DEMO_CANCEL_REASONS.map(([code]) => code)));
    expect(list.find((r) => r.code === 'too_expensive')?.is_used).toBe(true);
    expect(list.find((r) => r.code === 'reached_my_goal')?.is_used).toBe(false);
  });

  it('needs the save offer menu permission', async () => {
    expect((await call('GET', '/cancel-reason', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/cancel-reason', undefined, await roleToken('support'))).statusCode).toBe(403);
    expect((await call('GET', '/cancel-reason', undefined, await roleToken('viewer'))).statusCode).toBe(200);
  });
});

describe('PUT /cancel-reason (API-M-34)', () => {
  it('renames, adds (code from the English text) and deletes in one go, keeping the default; audited', async () => {
    const extra = await aCancelReason(server.deps.db);
    const before = await reasons();
    const rows = rowsOf(before).filter((r) => r.id !== extra.id);
    const goal = rows.find((r) => r.description.en === 'Reached my goal');
    if (!goal) throw new Error('no demo reason');
    goal.description = { en: '  Reached my goals ', es: 'Logré mis objetivos' };
    const res = await call('PUT', '/cancel-reason', [...rows, { description: { en: 'Moving abroad', es: null } }]);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as CancelReason[];
    expect(after).toEqual(await reasons());
    expect(after.find((r) => r.id === goal.id)?.description).toEqual({
      en: 'Reached my goals',
      es: 'Logré mis objetivos',
    });
    expect(after.find((r) => r.description.en === 'Moving abroad')).toMatchObject({
      code: 'moving_abroad',
      is_used: false,
    });
    expect(after.some((r) => r.id === extra.id)).toBe(false);
    expect(after[0]?.code).toBe('default');
    const entries = await server.deps.db.select().from(auditLog).where(eq(auditLog.entityType, 'cancel_reason'));
    expect(entries).toHaveLength(1);
  });

  it('refuses to delete a reason in use (409) and writes nothing', async () => {
    const before = await reasons();
    const rows = rowsOf(before).filter((r) => r.id !== before.find((x) => x.code === 'too_expensive')?.id);
    rows[0] = { ...(rows[0] as (typeof rows)[number]), description: { en: 'Renamed meanwhile', es: '' } };
    const res = await call('PUT', '/cancel-reason', rows);
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toBe(MESSAGES.inUse('Too expensive'));
    expect(await reasons()).toEqual(before);
  });

  it('checks the texts: required, 100 at most, unique across English and Spanish (trimmed, any case)', async () => {
    const rows = rowsOf(await reasons());
    const cases: [unknown[], string][] = [
      [[...rows, { description: { en: ' ' } }], `${rows.length}.description.en: ${MESSAGES.required}`],
      [[...rows, { description: { en: 'x'.repeat(101) } }], `${rows.length}.description.en: ${MESSAGES.tooLong}`],
      [
        [...rows, { description: { en: 'Fine', es: 'x'.repeat(101) } }],
        `${rows.length}.description.es: ${MESSAGES.tooLong}`,
      ],
      [[...rows, { description: { en: '  too EXPENSIVE ' } }], `${rows.length}.description.en: ${MESSAGES.duplicate}`],
      [
        [...rows, { description: { en: 'Fresh', es: 'demasiado caro' } }],
        `${rows.length}.description.es: ${MESSAGES.duplicate}`,
      ],
      [[...rows, { description: { en: 'Otro motivo' } }], `${rows.length}.description.en: ${MESSAGES.duplicate}`],
      [[...rows, { description: {} }], `${rows.length}.description.en: ${MESSAGES.required}`],
    ];
    for (const [body, expected] of cases) {
      const res = await call('PUT', '/cancel-reason', body);
      expect(res.statusCode, expected).toBe(400);
      expect(messages(res), `${expected} — got ${messages(res).join(' | ')}`).toContain(expected);
    }
    // A reason's Spanish may equal its own English.
    const same = await call('PUT', '/cancel-reason', [...rows, { description: { en: 'Bug', es: 'bug' } }]);
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses the default reason, unknown and repeated ids', async () => {
    const list = await reasons();
    const rows = rowsOf(list);
    const defaultId = list[0]?.id ?? 0;
    const first = rows[0] as (typeof rows)[number];
    for (const [body, expected] of [
      [[...rows, { id: defaultId, description: { en: 'Other' } }], `${rows.length}.id: ${MESSAGES.defaultNotEditable}`],
      [[...rows, { id: 999999, description: { en: 'Ghost' } }], `${rows.length}.id: ${MESSAGES.unknown(999999)}`],
      [[...rows, { ...first, description: { en: 'Twice' } }], `${rows.length}.id: ${MESSAGES.repeated(first.id)}`],
    ] as const) {
      const res = await call('PUT', '/cancel-reason', body);
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toContain(expected);
    }
    expect((await call('PUT', '/cancel-reason', { not: 'an array' })).statusCode).toBe(400);
  });

  it('needs configure:cancel_reason', async () => {
    const rows = rowsOf(await reasons());
    expect((await call('PUT', '/cancel-reason', rows, null)).statusCode).toBe(401);
    expect((await call('PUT', '/cancel-reason', rows, await roleToken('viewer'))).statusCode).toBe(403);
    const others = await mintToken(server, {
      permissions: ['view:save_offer_menu', 'create:save_offer', 'update:save_offer', 'delete:save_offer'],
    });
    expect((await call('PUT', '/cancel-reason', rows, others)).statusCode).toBe(403);
    const only = await mintToken(server, { permissions: ['configure:cancel_reason'] });
    expect((await call('PUT', '/cancel-reason', rows, only)).statusCode).toBe(200);
  });

  it('a reason taken by a new save offer becomes in use', async () => {
    const reason = await aCancelReason(server.deps.db);
    const [price] = await server.deps.db.select({ id: basePrice.id }).from(basePrice).limit(1);
    const res = await call(
      'POST',
      '/v2/save-offers',
      aSaveOfferBody(reason.code, [price?.id ?? 0], { applied_stages: ['in_free_trial'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await reasons()).find((r) => r.id === reason.id)?.is_used).toBe(true);
    const rows = rowsOf(await reasons()).filter((r) => r.id !== reason.id);
    expect((await call('PUT', '/cancel-reason', rows)).statusCode).toBe(409);
    const [still] = await server.deps.db.select().from(cancelReason).where(eq(cancelReason.id, reason.id));
    expect(still).toBeDefined();
  });
});

describe('PUT /cancel-reason is versioned (If-Match; the list read answers its version as the ETag)', () => {
  const versionNow = async () => versionOfRead(await call('GET', '/cancel-reason'));

  it('saves on the version read and moves it; 428 without If-Match', async () => {
    const read = await call('GET', '/cancel-reason');
    expect(read.headers.etag).toMatch(/^"\d+"$/);
    const version = versionOfRead(read);
    const rows = rowsOf(read.json() as CancelReason[]);
    const missing = await call('PUT', '/cancel-reason', rows, marketing, null);
    expect(missing.statusCode, missing.body).toBe(428);
    const res = await call('PUT', '/cancel-reason', rows, marketing, version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe(`"${version + 1}"`);
    expect(await versionNow()).toBe(version + 1);
  });

  it('a stale version is refused (409) with the current list and version; nothing is written', async () => {
    const version = await versionNow();
    const rows = rowsOf(await reasons());
    const first = await call(
      'PUT',
      '/cancel-reason',
      [...rows, { description: { en: 'Saved first', es: null } }],
      marketing,
      version,
    );
    expect(first.statusCode, first.body).toBe(200);
    const late = await call(
      'PUT',
      '/cancel-reason',
      [...rows, { description: { en: 'Saved late', es: null } }],
      marketing,
      version,
    );
    expect(late.statusCode, late.body).toBe(409);
    const answer = late.json() as { message: string; current: { data: CancelReason[]; rowVersion: number } };
    expect(answer.message).toBe(MESSAGES.stale);
    expect(answer.current.rowVersion).toBe(version + 1);
    expect(answer.current.data).toEqual(await reasons());
    expect(answer.current.data.some((r) => r.description.en === 'Saved first')).toBe(true);
    expect((await reasons()).some((r) => r.description.en === 'Saved late')).toBe(false);
  });

  it('20 saves at once on the same version: exactly one is saved, the others are stale', async () => {
    const version = await versionNow();
    const rows = rowsOf(await reasons());
    const statuses = await statusesAtOnce(20, (i) =>
      call('PUT', '/cancel-reason', [...rows, { description: { en: `At once ${i}`, es: null } }], marketing, version),
    );
    expect(statuses).toEqual(oneWinner(20));
    expect((await reasons()).filter((r) => r.description.en.startsWith('At once '))).toHaveLength(1);
  });
});
