import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionTemplate } from '../../src/server/db/schema';
import { SnapshotReadCache } from '../../src/server/db/snapshot-cache';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * Hot reads kept per database snapshot (src/server/db/snapshot-cache.ts): a repeated read answers the
 * same, and any committed write — through the API or straight into the database — is seen at once.
 */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, {
    permissions: ['view:description_template_menu', 'view:description_template_detail', 'update:description_template'],
  });
});
afterAll(() => server.close());

const get = (url: string) =>
  server.app.inject({ method: 'GET', url: `/api/store${url}`, headers: { authorization: `Bearer ${admin}` } });

describe('snapshot read cache', () => {
  it('answers a repeated read the same, and a write made straight in the database at once', async () => {
    const [first] = await server.deps.db.select().from(descriptionTemplate).limit(1);
    if (!first) throw new Error('the demo data has no description template');
    const url = `/descriptions/${first.id}`;

    const a = await get(url);
    const b = await get(url);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.headers['content-type']).toMatch(/^application\/json/);

    // Not through the server: psql, a script, another instance.
    await server.deps.db
      .update(descriptionTemplate)
      .set({ name: 'Renamed behind the server', rowVersion: sql`${descriptionTemplate.rowVersion} + 1` })
      .where(eq(descriptionTemplate.id, first.id));
    const c = await get(url);
    expect(c.json().name).toBe('Renamed behind the server');
    expect(c.headers.etag).toBe(`"${first.rowVersion + 1}"`);

    const list = await get('/descriptions?limit=100&offset=0');
    expect(list.json().data.find((t: { id: number }) => t.id === first.id)?.name).toBe('Renamed behind the server');
  });

  it('keeps no failure: a 404 stays a 404 in the family envelope, and a later insert is found', async () => {
    const missing = await get('/descriptions/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('message');
    const again = await get('/descriptions/2000000000');
    expect(again.statusCode).toBe(404);
  });

  // Which snapshot is current is scripted here: on a shared PostgreSQL server other test files commit all
  // the time, so the real one may move between any two reads. That a write really moves it is the next test.
  it('serves from the cache only under the same snapshot, and keeps nothing read while it moved', async () => {
    const db = server.deps.db;
    let snapshot = '100:100:';
    const scripted = { execute: async () => ({ rows: [{ s: snapshot }] }) } as unknown as typeof db;
    const cache = new SnapshotReadCache(scripted);
    let computed = 0;
    const read = () =>
      cache.read('k', async () => {
        computed += 1;
        const result = (await db.execute(sql`select count(*)::int as n from ${descriptionTemplate}`)) as unknown as {
          rows: { n: number }[];
        };
        return result.rows[0]?.n;
      });
    const total = await read();
    expect(await read()).toBe(total);
    // The first read is computed and not kept (a key asked once is not worth keeping); the second is kept.
    expect(computed).toBe(2);
    await read();
    expect(computed).toBe(2);
    snapshot = '101:101:';
    await read();
    expect(computed).toBe(3);
    await read();
    expect(computed).toBe(3);

    // A commit while the read ran: its answer may mix two states of the data, so it is not kept.
    const moving = new SnapshotReadCache(scripted);
    let runs = 0;
    const racing = () =>
      moving.read('k', async () => {
        runs += 1;
        snapshot = `${200 + runs}:${200 + runs}:`;
        return runs;
      });
    await racing();
    await racing();
    await racing();
    expect(runs).toBe(3);
  });

  it('sees a committed write as a new snapshot of the database itself', async () => {
    const db = server.deps.db;
    const current = async () =>
      ((await db.execute(sql`select pg_current_snapshot()::text as s`)) as unknown as { rows: { s: string }[] }).rows[0]
        ?.s;
    const before = await current();
    await db.execute(
      sql`update ${descriptionTemplate} set name = name where id = (select min(id) from ${descriptionTemplate})`,
    );
    const after = await current();
    expect(before).toMatch(/^\d+:\d+:/);
    expect(after).not.toBe(before);
  });

  it('reads no snapshot for a key asked the first time, and forgets the oldest keys beyond its bound', {
    retry: 3,
  }, async () => {
    let probes = 0;
    const db = server.deps.db;
    // The cache reads snapshots through `execute` alone.
    const counting = {
      execute: (query: Parameters<typeof db.execute>[0]) => {
        probes += 1;
        return db.execute(query);
      },
    } as unknown as typeof db;
    const cache = new SnapshotReadCache(counting, 1000, 2);
    let computed = 0;
    const read = (key: string) => cache.read(key, async () => ++computed);
    await read('a');
    await read('b');
    expect(probes).toBe(0);
    await read('c'); // 'a' is forgotten: at most two keys are remembered
    await read('a');
    expect([computed, probes]).toEqual([4, 0]);
    await read('a'); // asked again while remembered: read under a snapshot and kept
    expect(probes).toBe(2);
    expect(await read('a')).toBe(5);
    expect(computed).toBe(5);
  });
});
