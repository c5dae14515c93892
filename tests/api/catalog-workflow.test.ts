import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_CHANGED_AT,
  CONTENT_VERIFIED_BEFORE_CHANGE,
  seedContentCatalog,
} from '../../src/server/areas/catalog-workflow/seed';
import { auditLog, contentProduct, job, language, miniCourse } from '../../src/server/db/schema';
import {
  type CatalogEntity,
  type CatalogStatus,
  refusal,
  SCHEDULE_TIME_EARLY,
  type VerifyResult,
} from '../../src/shared/domain/catalog-workflow';
import { aContentProduct, aMiniCourse } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
let admin: string;
let french: number;
beforeAll(async () => {
  server = await startTestServer();
  // The real verification checks items against the content catalogue (idempotent seed).
  await seedContentCatalog(server.deps.db);
  const [fr] = await server.deps.db.select().from(language).where(eq(language.code, 'fr'));
  french = fr!.id;
  admin = await mintToken(server, {
    permissions: ['verify:product', 'publish:product', 'verify:mini_course', 'publish:mini_course'],
    sub: 'staff-wf',
    email: 'wf@portal.example.com',
  });
});
afterAll(() => server.close());

const PASS: VerifyResult = { succeeded: true, updatedFiles: [], mismatchedItems: [], incorrectFormatItems: [] };

const BASE: Record<CatalogEntity, string> = {
  content_product: '/api/portal/products',
  mini_course: '/api/portal/mini-courses',
};

/**
 * Inserts an item in the given status (and schedule), straight into its table: French mini course or
 * French level 1 lessons 1-5, which pass verification; `broken` ones fail it.
 */
async function createItem(entity: CatalogEntity, status: CatalogStatus, scheduled: Date | null = null, broken = false) {
  const db = server.deps.db;
  if (entity === 'mini_course') {
    const row = await aMiniCourse(db, {
      languageId: french,
      courseId: broken ? 'zz-MINI' : 'fr-MINI',
      status,
      scheduledPublishTime: scheduled,
    });
    return row.id;
  }
  const row = await aContentProduct(db, {
    languageId: french,
    courseLevel: broken ? null : '1',
    version: 'orig',
    status,
    scheduledPublishTime: scheduled,
  });
  return row.id;
}

async function itemRow(entity: CatalogEntity, id: number) {
  const t = entity === 'mini_course' ? miniCourse : contentProduct;
  const [row] = await server.deps.db
    .select({
      status: t.status,
      scheduledPublishTime: t.scheduledPublishTime,
      lastVerifiedAt: t.lastVerifiedAt,
      lastModifiedDate: t.lastModifiedDate,
    })
    .from(t)
    .where(eq(t.id, id));
  return row!;
}

const auditOf = (entity: CatalogEntity, id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const jobsOf = (entity: CatalogEntity, id: number) =>
  server.deps.db
    .select()
    .from(job)
    .where(and(eq(job.entityType, entity), eq(job.entityId, id)))
    .orderBy(job.id);

async function call(method: 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as never });
}
const verifyCall = (e: CatalogEntity, id: number, body: unknown = {}, token?: string) =>
  call('POST', `${BASE[e]}/${id}/verification`, body, token);
const publishCall = (e: CatalogEntity, id: number, token?: string) =>
  call('POST', `${BASE[e]}/${id}/publishing`, undefined, token);
const scheduleCall = (e: CatalogEntity, id: number, time: number, token?: string) =>
  call('POST', `${BASE[e]}/${id}/scheduled-publishing`, { scheduledPublishTime: time }, token);
const stopCall = (e: CatalogEntity, id: number, token?: string) =>
  call('DELETE', `${BASE[e]}/${id}/scheduled-publishing`, undefined, token);

const HOUR = 3_600_000;
const later = () => server.clock.now().getTime() + HOUR;

describe.each(['mini_course', 'content_product'] as const)('%s workflow', (entity) => {
  describe('verify', () => {
    it('moves STAGING to READY_FOR_REVIEW when the check succeeds, and records it', async () => {
      const id = await createItem(entity, 'STAGING');
      const res = await verifyCall(entity, id, { comments: 'looks good' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(PASS);
      const row = await itemRow(entity, id);
      expect(row.status).toBe('READY_FOR_REVIEW');
      expect(row.lastVerifiedAt).toEqual(server.clock.now());
      expect(row.lastModifiedDate).toEqual(server.clock.now());
      const [entry] = await auditOf(entity, id);
      expect(entry).toMatchObject({
        action: 'VERIFY',
        actorId: 'staff-wf',
        actorEmail: 'wf@portal.example.com',
        comment: 'looks good',
        before: { status: 'STAGING' },
        after: PASS,
      });
    });

    it('leaves the status when the check fails, answers 200 with the lists, and records VERIFY_FAILED', async () => {
      const id = await createItem(entity, 'STAGING', null, true);
      const res = await verifyCall(entity, id, {});
      expect(res.statusCode).toBe(200);
      const result = res.json();
      expect(result.succeeded).toBe(false);
      expect(result.mismatchedItems.length).toBeGreaterThan(0);
      expect((await itemRow(entity, id)).status).toBe('STAGING');
      const entries = await auditOf(entity, id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'VERIFY_FAILED', comment: null, after: result });
      expect((await itemRow(entity, id)).lastVerifiedAt).toBeNull();
    });

    it.each(['READY_FOR_REVIEW', 'ACTIVE', 'ARCHIVED'] as const)('is refused in %s with a 409', async (status) => {
      const id = await createItem(entity, status);
      const res = await verifyCall(entity, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(refusal('verify', { status, scheduledPublishTime: null }, entity));
      expect(await auditOf(entity, id)).toEqual([]);
    });

    it('accepts 200 characters of comments and refuses 201 with a 400 naming comments', async () => {
      const id = await createItem(entity, 'STAGING');
      const tooLong = await verifyCall(entity, id, { comments: 'x'.repeat(201) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().violations[0]).toMatchObject({ field: 'comments' });
      expect(tooLong.json().violations[0].message).toContain("'Comments' cannot be longer than 200 characters");
      expect((await itemRow(entity, id)).status).toBe('STAGING');
      const ok = await verifyCall(entity, id, { comments: 'x'.repeat(200) });
      expect(ok.statusCode).toBe(200);
    });

    it('answers 404 for an item that does not exist', async () => {
      const res = await verifyCall(entity, 999_999);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('publish now', () => {
    it('makes an item In Review ACTIVE and records PUBLISH', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      const res = await publishCall(entity, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, status: 'ACTIVE' });
      const row = await itemRow(entity, id);
      expect(row).toMatchObject({ status: 'ACTIVE', scheduledPublishTime: null });
      expect(row.lastModifiedDate).toEqual(server.clock.now());
      const [entry] = await auditOf(entity, id);
      expect(entry).toMatchObject({
        action: 'PUBLISH',
        before: { status: 'READY_FOR_REVIEW' },
        after: { status: 'ACTIVE' },
      });
    });

    it.each(['STAGING', 'ACTIVE', 'ARCHIVED'] as const)('is refused in %s with a 409', async (status) => {
      const id = await createItem(entity, status);
      const res = await publishCall(entity, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(refusal('publish', { status, scheduledPublishTime: null }, entity));
      expect((await itemRow(entity, id)).status).toBe(status);
    });

    it('is refused while a publish is scheduled', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      expect((await scheduleCall(entity, id, later())).statusCode).toBe(200);
      const res = await publishCall(entity, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(
        `This ${entity === 'mini_course' ? 'mini course' : 'product'} already has a scheduled publish; stop it first.`,
      );
    });

    it('answers 404 for an item that does not exist', async () => {
      expect((await publishCall(entity, 999_999)).statusCode).toBe(404);
    });
  });

  describe('schedule publish', () => {
    it('stores the time, queues one job and records SCHEDULE_PUBLISH', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      const time = later();
      const res = await scheduleCall(entity, id, time);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, scheduledPublishTime: time });
      const row = await itemRow(entity, id);
      expect(row.status).toBe('READY_FOR_REVIEW');
      expect(row.scheduledPublishTime?.getTime()).toBe(time);
      const jobs = await jobsOf(entity, id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ kind: 'publish', status: 'pending', actorId: 'staff-wf', attempts: 0 });
      expect(jobs[0]!.runAt.getTime()).toBe(time);
      const [entry] = await auditOf(entity, id);
      expect(entry).toMatchObject({
        action: 'SCHEDULE_PUBLISH',
        after: { scheduledPublishTime: new Date(time).toISOString() },
      });
    });

    it('accepts exactly now and refuses a time in the past with a 400 naming scheduledPublishTime', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      const past = await scheduleCall(entity, id, server.clock.now().getTime() - 1);
      expect(past.statusCode).toBe(400);
      expect(past.json().violations).toEqual([{ field: 'scheduledPublishTime', message: SCHEDULE_TIME_EARLY }]);
      expect(past.json().detail).toBe(SCHEDULE_TIME_EARLY);
      expect(await jobsOf(entity, id)).toEqual([]);
      expect((await scheduleCall(entity, id, server.clock.now().getTime())).statusCode).toBe(200);
    });

    it('refuses a missing time with a 400', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      const res = await call('POST', `${BASE[entity]}/${id}/scheduled-publishing`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().violations[0].field).toBe('scheduledPublishTime');
    });

    it('is refused when a schedule is already pending', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      expect((await scheduleCall(entity, id, later())).statusCode).toBe(200);
      const again = await scheduleCall(entity, id, later() + HOUR);
      expect(again.statusCode).toBe(409);
      expect(await jobsOf(entity, id)).toHaveLength(1);
    });

    it.each(['STAGING', 'ACTIVE', 'ARCHIVED'] as const)('is refused in %s with a 409', async (status) => {
      const id = await createItem(entity, status);
      const res = await scheduleCall(entity, id, later());
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(refusal('schedule', { status, scheduledPublishTime: null }, entity));
      expect(await jobsOf(entity, id)).toEqual([]);
    });
  });

  describe('stop schedule', () => {
    it('clears the time, cancels the job, records STOP_SCHEDULE_PUBLISH, and allows a new schedule', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      const time = later();
      await scheduleCall(entity, id, time);
      const res = await stopCall(entity, id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await itemRow(entity, id)).scheduledPublishTime).toBeNull();
      expect((await jobsOf(entity, id)).map((j) => j.status)).toEqual(['cancelled']);
      const entries = await auditOf(entity, id);
      expect(entries.map((e) => e.action)).toEqual(['SCHEDULE_PUBLISH', 'STOP_SCHEDULE_PUBLISH']);
      expect(entries[1]!.before).toEqual({ scheduledPublishTime: new Date(time).toISOString() });
      expect((await scheduleCall(entity, id, later())).statusCode).toBe(200);
      expect((await jobsOf(entity, id)).map((j) => j.status)).toEqual(['cancelled', 'pending']);
    });

    it('is refused with a 409 when nothing is scheduled', async () => {
      const id = await createItem(entity, 'READY_FOR_REVIEW');
      const res = await stopCall(entity, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(
        refusal('stopSchedule', { status: 'READY_FOR_REVIEW', scheduledPublishTime: null }, entity),
      );
    });

    it('answers 404 for an item that does not exist', async () => {
      expect((await stopCall(entity, 999_999)).statusCode).toBe(404);
    });
  });

  describe('permissions', () => {
    const [verifyPerm, publishPerm] =
      entity === 'mini_course' ? ['verify:mini_course', 'publish:mini_course'] : ['verify:product', 'publish:product'];

    it('refuses verify to a token without the verify permission, and publishing without the publish permission', async () => {
      const id = await createItem(entity, 'STAGING');
      const publisher = await mintToken(server, {
        permissions: [publishPerm, 'view:mini_course_menu', 'view:product_menu'],
      });
      const verifier = await mintToken(server, {
        permissions: [verifyPerm, 'view:mini_course_menu', 'view:product_menu'],
      });
      expect((await verifyCall(entity, id, {}, publisher)).statusCode).toBe(403);
      expect((await itemRow(entity, id)).status).toBe('STAGING');
      expect((await verifyCall(entity, id, {}, verifier)).statusCode).toBe(200);
      expect((await publishCall(entity, id, verifier)).statusCode).toBe(403);
      expect((await scheduleCall(entity, id, later(), verifier)).statusCode).toBe(403);
      expect((await stopCall(entity, id, verifier)).statusCode).toBe(403);
      expect((await itemRow(entity, id)).status).toBe('READY_FOR_REVIEW');
      expect((await scheduleCall(entity, id, later(), publisher)).statusCode).toBe(200);
      expect((await stopCall(entity, id, publisher)).statusCode).toBe(204);
      expect((await publishCall(entity, id, publisher)).statusCode).toBe(200);
    });
  });

  it('runs the whole life: verify, schedule, stop, publish now', async () => {
    const id = await createItem(entity, 'STAGING');
    expect((await verifyCall(entity, id, { comments: 'ok' })).statusCode).toBe(200);
    server.clock.advance(HOUR);
    expect((await verifyCall(entity, id)).statusCode).toBe(409);
    expect((await scheduleCall(entity, id, later())).statusCode).toBe(200);
    expect((await stopCall(entity, id)).statusCode).toBe(204);
    expect((await publishCall(entity, id)).statusCode).toBe(200);
    expect((await publishCall(entity, id)).statusCode).toBe(409);
    expect((await auditOf(entity, id)).map((e) => e.action)).toEqual([
      'VERIFY',
      'SCHEDULE_PUBLISH',
      'STOP_SCHEDULE_PUBLISH',
      'PUBLISH',
    ]);
  });
});

describe('content product specifics', () => {
  it('reports the content files changed since the last verification', async () => {
    const row = await aContentProduct(server.deps.db, {
      languageId: french,
      courseLevel: '2',
      lessonTo: 30,
      lastVerifiedAt: CONTENT_VERIFIED_BEFORE_CHANGE,
    });
    const res = await verifyCall('content_product', row.id);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.succeeded).toBe(true);
    expect(result.updatedFiles.length).toBeGreaterThan(0);
    expect(CONTENT_CHANGED_AT.getTime()).toBeGreaterThan(CONTENT_VERIFIED_BEFORE_CHANGE.getTime());
    expect((await itemRow('content_product', row.id)).lastVerifiedAt).toEqual(server.clock.now());
  });

  it('marks a published product as having been active and applies an edit saved for later review', async () => {
    const id = await createItem('content_product', 'READY_FOR_REVIEW');
    await server.deps.db
      .update(contentProduct)
      .set({ pendingChanges: { name: 'Edited name', notes: 'new notes', status: 'ARCHIVED', bogus: 1 } })
      .where(eq(contentProduct.id, id));
    expect((await publishCall('content_product', id)).statusCode).toBe(200);
    const [row] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, id));
    expect(row).toMatchObject({
      status: 'ACTIVE',
      name: 'Edited name',
      notes: 'new notes',
      hasHistoricalActiveStatus: true,
      pendingChanges: null,
    });
    const entries = await auditOf('content_product', id);
    expect(entries.at(-1)).toMatchObject({ action: 'PUBLISH', after: { appliedChanges: { name: 'Edited name' } } });
  });

  it('does not touch the live fields of a product published without pending changes', async () => {
    const id = await createItem('content_product', 'READY_FOR_REVIEW');
    const [before] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, id));
    expect((await publishCall('content_product', id)).statusCode).toBe(200);
    const [row] = await server.deps.db.select().from(contentProduct).where(eq(contentProduct.id, id));
    expect(row).toMatchObject({
      name: before!.name,
      notes: before!.notes,
      hasHistoricalActiveStatus: true,
      pendingChanges: null,
    });
  });
});
