import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobHandlers } from '../../src/server/areas';
import { schedulePublish, stopSchedule } from '../../src/server/areas/catalog-workflow';
import type { Principal } from '../../src/server/auth/principal';
import { auditLog, contentProduct, job, miniCourse } from '../../src/server/db/schema';
import { MAX_JOB_ATTEMPTS, runDueJobs, startScheduler } from '../../src/server/jobs/runner';
import type { CatalogEntity } from '../../src/shared/domain/catalog-workflow';
import { aContentProduct, aMiniCourse, nextSerial } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

const JOB_HANDLERS = jobHandlers({ email: { smtpUrl: '', from: 'test@example.com' } });

import { expectPendingFor } from '../support/pending';
import { subjectOf } from '../support/workflow';

const HOUR = 3_600_000;
const scheduler: Principal = {
  sub: 'staff-scheduler',
  email: 'scheduler@portal.example.com',
  nickname: 'Scheduler',
  permissions: [],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The demo seed's schedules are not this file's business.
  await server.deps.db.delete(job);
});
afterAll(() => server.close());

const db = () => server.deps.db;
/** An item In Review (mini course, or content product) to schedule. */
async function readyItem(entity: CatalogEntity = 'mini_course'): Promise<number> {
  const values = { languageId: 2, status: 'READY_FOR_REVIEW' } as const;
  const row =
    entity === 'mini_course'
      ? await aMiniCourse(db(), { ...values, courseId: `s${nextSerial()}-MINI` })
      : await aContentProduct(db(), values);
  return row.id;
}

async function scheduleIn(entity: CatalogEntity, id: number, ms: number) {
  await schedulePublish(db(), subjectOf(entity), id, server.clock.now().getTime() + ms, scheduler, server.clock);
}

const statusOf = async (entity: CatalogEntity, id: number) => {
  const t = entity === 'mini_course' ? miniCourse : contentProduct;
  const [row] = await db()
    .select({ status: t.status, scheduledPublishTime: t.scheduledPublishTime })
    .from(t)
    .where(eq(t.id, id));
  return row!;
};
const jobsOf = (entity: CatalogEntity, id: number) =>
  db()
    .select()
    .from(job)
    .where(and(eq(job.entityType, entity), eq(job.entityId, id)));
const scheduledPublishes = (entity: CatalogEntity, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'SCHEDULED_PUBLISH')),
    );
const mine = (runs: Awaited<ReturnType<typeof runDueJobs>>, id: number) => runs.filter((r) => r.entityId === id);

describe('runDueJobs', () => {
  it.each(['mini_course', 'content_product'] as const)('publishes a due %s exactly once', async (entity) => {
    const id = await readyItem(entity);
    await scheduleIn(entity, id, HOUR);
    expect(mine(await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS), id)).toEqual([]);
    expect((await statusOf(entity, id)).status).toBe('READY_FOR_REVIEW');

    server.clock.advance(HOUR);
    const runs = mine(await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS), id);
    expect(runs).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(await statusOf(entity, id)).toEqual({ status: 'ACTIVE', scheduledPublishTime: null });
    const [done] = await jobsOf(entity, id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(done!.finishedAt).toEqual(server.clock.now());

    server.clock.advance(HOUR);
    expect(mine(await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS), id)).toEqual([]);
    const entries = await scheduledPublishes(entity, id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: 'staff-scheduler', actorEmail: 'scheduler@portal.example.com' });
    if (entity === 'content_product') {
      const [row] = await db().select().from(contentProduct).where(eq(contentProduct.id, id));
      expect(row!.hasHistoricalActiveStatus).toBe(true);
    }
  });

  it('does nothing before the time', async () => {
    const id = await readyItem();
    await scheduleIn('mini_course', id, 2 * HOUR);
    server.clock.advance(2 * HOUR - 1);
    expect(mine(await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS), id)).toEqual([]);
    expect((await jobsOf('mini_course', id))[0]!.status).toBe('pending');
    server.clock.advance(1);
    expect(mine(await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS), id)).toHaveLength(1);
  });

  it('never publishes a stopped schedule', async () => {
    const id = await readyItem();
    await scheduleIn('mini_course', id, HOUR);
    await stopSchedule(db(), subjectOf('mini_course'), id, scheduler, server.clock);
    server.clock.advance(2 * HOUR);
    expect(mine(await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS), id)).toEqual([]);
    expect((await statusOf('mini_course', id)).status).toBe('READY_FOR_REVIEW');
    expect((await jobsOf('mini_course', id))[0]!.status).toBe('cancelled');
    expect(await scheduledPublishes('mini_course', id)).toEqual([]);
  });

  it('marks the job failed without publishing when the item left review or lost its schedule', async () => {
    const archived = await readyItem();
    const unscheduled = await readyItem();
    await scheduleIn('mini_course', archived, HOUR);
    await scheduleIn('mini_course', unscheduled, HOUR);
    await db().update(miniCourse).set({ status: 'ARCHIVED' }).where(eq(miniCourse.id, archived));
    await db().update(miniCourse).set({ scheduledPublishTime: null }).where(eq(miniCourse.id, unscheduled));
    server.clock.advance(HOUR);
    const runs = await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS);
    expect(mine(runs, archived)[0]).toMatchObject({ outcome: 'skipped' });
    expect(mine(runs, unscheduled)[0]).toMatchObject({ outcome: 'skipped' });
    expect((await statusOf('mini_course', archived)).status).toBe('ARCHIVED');
    expect((await statusOf('mini_course', unscheduled)).status).toBe('READY_FOR_REVIEW');
    const [a] = await jobsOf('mini_course', archived);
    expect(a).toMatchObject({ status: 'failed', lastError: expect.stringContaining('ARCHIVED') });
    const [u] = await jobsOf('mini_course', unscheduled);
    expect(u).toMatchObject({ status: 'failed', lastError: expect.stringContaining('has no scheduled publish') });
  });

  it(`retries a job that throws and gives up after ${MAX_JOB_ATTEMPTS} attempts, without stopping the others`, async () => {
    const broken = await readyItem('content_product');
    const fine = await readyItem('mini_course');
    await scheduleIn('content_product', broken, HOUR);
    await scheduleIn('mini_course', fine, HOUR);
    // An edit saved for later review that the database refuses to apply.
    await db()
      .update(contentProduct)
      .set({ pendingChanges: { lessonFrom: 'not a number' } })
      .where(eq(contentProduct.id, broken));
    server.clock.advance(HOUR);
    const first = await runDueJobs(db(), server.clock, 'w1', JOB_HANDLERS);
    expect(mine(first, fine)[0]).toMatchObject({ outcome: 'done' });
    expect(first.find((r) => r.entityId === broken && r.entityType === 'content_product')).toMatchObject({
      outcome: 'retry',
    });
    expect((await jobsOf('content_product', broken))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('w1'),
    });
    await runDueJobs(db(), server.clock, 'w2', JOB_HANDLERS);
    const third = await runDueJobs(db(), server.clock, 'w3', JOB_HANDLERS);
    expect(third.find((r) => r.entityId === broken)).toMatchObject({ outcome: 'failed' });
    expect((await jobsOf('content_product', broken))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await statusOf('content_product', broken)).status).toBe('READY_FOR_REVIEW');
    expect(
      (await runDueJobs(db(), server.clock, 'w4', JOB_HANDLERS)).find((r) => r.entityId === broken),
    ).toBeUndefined();
  });

  it('publishes once when two workers race for the same due job', async () => {
    const ids = [await readyItem(), await readyItem(), await readyItem()];
    for (const id of ids) await scheduleIn('mini_course', id, HOUR);
    server.clock.advance(HOUR);
    // On PostgreSQL the two run on separate pool connections at once; PGlite serialises them.
    const [a, b] = await Promise.all([
      runDueJobs(db(), server.clock, 'a', JOB_HANDLERS),
      runDueJobs(db(), server.clock, 'b', JOB_HANDLERS),
    ]);
    for (const id of ids) {
      const published = [...mine(a, id), ...mine(b, id)].filter((r) => r.outcome === 'done');
      expect(published, `mini course ${id}`).toHaveLength(1);
      expect(await scheduledPublishes('mini_course', id)).toHaveLength(1);
      expect((await statusOf('mini_course', id)).status).toBe('ACTIVE');
    }
  });
  it('does not run a job again that an earlier worker finished', async () => {
    const id = await readyItem();
    await scheduleIn('mini_course', id, HOUR);
    server.clock.advance(HOUR);
    expect(mine(await runDueJobs(db(), server.clock, 'a', JOB_HANDLERS), id)).toHaveLength(1);
    expect(mine(await runDueJobs(db(), server.clock, 'b', JOB_HANDLERS), id)).toEqual([]);
    expect(await scheduledPublishes('mini_course', id)).toHaveLength(1);
  });

  // Worker "a" holds the job's row in its own transaction. On PostgreSQL (separate connections) worker
  // "b" skips it instead of waiting, and a later worker runs it; on PGlite the database is one session,
  // so "b" waits for "a" to end and then runs it. Either way it runs once.
  it('skips a job another worker holds instead of waiting for it; on PGlite waits, then runs it once', async () => {
    const id = await readyItem();
    await scheduleIn('mini_course', id, HOUR);
    server.clock.advance(HOUR);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx
        .select()
        .from(job)
        .where(and(eq(job.entityId, id), eq(job.status, 'pending')))
        .for('update');
      locked();
      await held;
    });
    await isLocked;
    const done = [expect.objectContaining({ outcome: 'done' })];
    if (process.env.DATABASE_URL) {
      expect(server.database.kind).toBe('postgres');
      expect(mine(await runDueJobs(db(), server.clock, 'b', JOB_HANDLERS), id)).toEqual([]);
      release();
      await holder;
      expect(mine(await runDueJobs(db(), server.clock, 'c', JOB_HANDLERS), id)).toEqual(done);
    } else {
      const waiting = runDueJobs(db(), server.clock, 'b', JOB_HANDLERS);
      await expectPendingFor(waiting, 300);
      release();
      await holder;
      expect(mine(await waiting, id)).toEqual(done);
      expect(mine(await runDueJobs(db(), server.clock, 'c', JOB_HANDLERS), id)).toEqual([]);
    }
    expect(await scheduledPublishes('mini_course', id)).toHaveLength(1);
  });
});

describe('startScheduler', () => {
  it('runs due jobs on its interval and stops', async () => {
    const id = await readyItem();
    await scheduleIn('mini_course', id, HOUR);
    server.clock.advance(HOUR);
    const errors: unknown[] = [];
    const running = startScheduler(
      {
        db: db(),
        clock: server.clock,
        handlers: JOB_HANDLERS,
        workerId: 'interval',
        log: { error: (obj) => errors.push(obj) },
      },
      { intervalMs: 20 },
    );
    try {
      await vi.waitFor(async () => expect((await statusOf('mini_course', id)).status).toBe('ACTIVE'), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await running.stop();
    }
    expect(errors).toEqual([]);
    expect(await scheduledPublishes('mini_course', id)).toHaveLength(1);
  });
});
