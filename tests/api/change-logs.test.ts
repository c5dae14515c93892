import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/server/areas/audit';
import { publishNow, schedulePublish, stopSchedule } from '../../src/server/areas/catalog-workflow';
import type { Principal } from '../../src/server/auth/principal';
import { contentProduct, miniCourse } from '../../src/server/db/schema';
import { productChangeLogPage } from '../../src/shared/contracts/content-products';
import { miniCourseChangeLogPage } from '../../src/shared/contracts/mini-courses';
import { aContentProduct, aMiniCourse } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';
import { subjectOf } from '../support/workflow';

const staff: Principal = { sub: 'staff-logs', email: 'logs@portal.example.com', nickname: 'Logs', permissions: [] };
const noEmail: Principal = { sub: 'staff-no-email', email: null, nickname: null, permissions: [] };
const HOUR = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get(url: string, permissions: string[]) {
  const token = await mintToken(server, { permissions });
  return server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

describe('GET /api/portal/mini-course-change-logs', () => {
  it('lists the entries of one mini course, newest first, with who and when', async () => {
    const db = server.deps.db;
    const clock = server.clock;
    const { id } = await aMiniCourse(db, { languageId: 3, courseId: 'log-MINI', status: 'READY_FOR_REVIEW' });
    await db.transaction((tx) =>
      recordAudit(tx, {
        actor: noEmail,
        action: 'VERIFY',
        entityType: 'mini_course',
        entityId: id,
        before: { status: 'STAGING' },
        after: { succeeded: true, updatedFiles: [], mismatchedItems: [], incorrectFormatItems: [] },
        comment: 'checked',
        at: clock.now(),
      }),
    );
    clock.advance(HOUR);
    await schedulePublish(db, subjectOf('mini_course'), id, clock.now().getTime() + HOUR, staff, clock);
    clock.advance(HOUR);
    await stopSchedule(db, subjectOf('mini_course'), id, staff, clock);
    clock.advance(HOUR);
    await publishNow(db, subjectOf('mini_course'), id, staff, clock);

    const res = await get(`/api/portal/mini-course-change-logs?miniCourseId=${id}`, ['read:mini_courses']);
    expect(res.statusCode).toBe(200);
    const body = miniCourseChangeLogPage.parse(res.json());
    expect(body).toMatchObject({ totalElements: 4, totalPages: 1, page: 0, size: 10 });
    expect(body.content.map((e) => e.action)).toEqual([
      'PUBLISH',
      'STOP_SCHEDULE_PUBLISH',
      'SCHEDULE_PUBLISH',
      'VERIFY',
    ]);
    expect(body.content[0]).toMatchObject({
      comments: null,
      createdBy: 'logs@portal.example.com',
      createdDate: clock.now().toISOString(),
    });
    expect(body.content[3]).toMatchObject({ comments: 'checked', createdBy: 'staff-no-email' });

    const asc = miniCourseChangeLogPage.parse(
      (
        await get(`/api/portal/mini-course-change-logs?miniCourseId=${id}&sort=createdDate,ASC&size=2&page=1`, [
          'read:mini_courses',
        ])
      ).json(),
    );
    expect(asc).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 2 });
    expect(asc.content.map((e) => e.action)).toEqual(['STOP_SCHEDULE_PUBLISH', 'PUBLISH']);
  });

  it('shows the demo history of seeded mini courses', async () => {
    // seeded ACTIVE mini courses were verified, then published
    const [seeded] = await server.deps.db
      .select({ id: miniCourse.id })
      .from(miniCourse)
      .where(eq(miniCourse.status, 'ACTIVE'));
    const body = (
      await get(`/api/portal/mini-course-change-logs?miniCourseId=${seeded!.id}`, ['read:mini_courses'])
    ).json();
    expect(body.totalElements).toBeGreaterThanOrEqual(2);
    expect(body.content.map((e: { action: string }) => e.action)).toContain('PUBLISH');
  });

  it('answers an empty page for a mini course without entries, and 400 without miniCourseId', async () => {
    const empty = await get('/api/portal/mini-course-change-logs?miniCourseId=987654', ['read:mini_courses']);
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0 });
    const missing = await get('/api/portal/mini-course-change-logs', ['read:mini_courses']);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].field).toBe('miniCourseId');
  });

  it('needs read:mini_courses', async () => {
    const res = await get('/api/portal/mini-course-change-logs?miniCourseId=1', ['view:mini_course_menu']);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/portal/product-change-logs', () => {
  it("lists a product's entries with its pid and a short text of what changed", async () => {
    const db = server.deps.db;
    const clock = server.clock;
    const { id } = await aContentProduct(db, { productId: 'CP-900042', languageId: 3, name: 'Old name' });

    const entry = (action: string, before: unknown, after: unknown, comment: string | null = null) =>
      db.transaction((tx) =>
        recordAudit(tx, {
          actor: staff,
          action,
          entityType: 'content_product',
          entityId: id,
          before,
          after,
          comment,
          at: clock.now(),
        }),
      );
    await entry('CREATE', null, { productId: 'CP-900042', name: 'Old name', isbn: '9789000000042' });
    clock.advance(HOUR);
    await entry(
      'UPDATE',
      { name: 'Old name', notes: null, isbn: '9789000000042', lastModifiedDate: 'a' },
      { name: 'New name', notes: 'Some notes', isbn: '9789000000042', lastModifiedDate: 'b' },
    );
    clock.advance(HOUR);
    await entry(
      'VERIFY_FAILED',
      { status: 'STAGING' },
      { succeeded: false, updatedFiles: [], mismatchedItems: ['a', 'b'], incorrectFormatItems: ['c'] },
      'first try',
    );
    clock.advance(HOUR);
    await entry(
      'VERIFY',
      { status: 'STAGING' },
      { succeeded: true, updatedFiles: ['x'], mismatchedItems: [], incorrectFormatItems: [] },
    );
    await db.update(contentProduct).set({ status: 'READY_FOR_REVIEW' }).where(eq(contentProduct.id, id));
    clock.advance(HOUR);
    const time = clock.now().getTime() + HOUR;
    await schedulePublish(db, subjectOf('content_product'), id, time, staff, clock);
    clock.advance(HOUR);
    await stopSchedule(db, subjectOf('content_product'), id, staff, clock);
    clock.advance(HOUR);
    await publishNow(db, subjectOf('content_product'), id, staff, clock);

    const res = await get(`/api/portal/product-change-logs?productId=${id}&size=20`, ['view:product_menu']);
    expect(res.statusCode).toBe(200);
    const body = productChangeLogPage.parse(res.json());
    expect(body.totalElements).toBe(7);
    const byAction = Object.fromEntries(body.content.map((e) => [e.action, e]));
    for (const e of body.content) {
      expect(e).toMatchObject({ pid: 'CP-900042', updatedBy: 'logs@portal.example.com' });
      expect(e.updatedAt).toMatch(/Z$/);
    }
    expect(body.content.map((e) => e.action)).toEqual([
      'PUBLISH',
      'STOP_SCHEDULE_PUBLISH',
      'SCHEDULE_PUBLISH',
      'VERIFY',
      'VERIFY_FAILED',
      'UPDATE',
      'CREATE',
    ]);
    expect(byAction.UPDATE).toMatchObject({
      prev: 'name: Old name; notes: (empty)',
      current: 'name: New name; notes: Some notes',
    });
    expect(byAction.CREATE!.prev).toBeNull();
    expect(byAction.CREATE!.current).toContain('name: Old name');
    expect(byAction.VERIFY).toMatchObject({ prev: 'Status: STAGING', current: 'Verified: 1 updated file' });
    expect(byAction.VERIFY_FAILED).toMatchObject({
      current: 'Verification failed: 2 mismatched items, 1 incorrect format',
      comments: 'first try',
    });
    const iso = new Date(time).toISOString();
    expect(byAction.SCHEDULE_PUBLISH).toMatchObject({ prev: null, current: `Scheduled publish at ${iso}` });
    expect(byAction.STOP_SCHEDULE_PUBLISH).toMatchObject({
      prev: `Scheduled publish at ${iso}`,
      current: 'Schedule stopped',
    });
    expect(byAction.PUBLISH).toMatchObject({ prev: 'Status: READY_FOR_REVIEW', current: 'Status: ACTIVE' });
  });

  it('gives each side of a change field by field, with the products its ids name', async () => {
    const db = server.deps.db;
    const clock = server.clock;
    const bundled = await aContentProduct(db, { name: 'French Level 1 (bundle)' });
    const { id } = await aContentProduct(db, { productId: 'CP-900044', productType: 'MULTI_LEVEL', name: 'Multi' });
    const entry = (action: string, before: unknown, after: unknown) =>
      db.transaction((tx) =>
        recordAudit(tx, {
          actor: staff,
          action,
          entityType: 'content_product',
          entityId: id,
          before,
          after,
          at: clock.now(),
        }),
      );
    const created = {
      id,
      productId: 'CP-900044',
      isbn: '9789000000044',
      name: 'Multi',
      price: { amount: 9.99, currency: 'USD' },
      bundledProductIds: [bundled.id],
      lastModifiedDate: '2026-01-01T00:00:00.000Z',
      rowVersion: 1,
    };
    await entry('CREATE', null, created);
    clock.advance(HOUR);
    await entry(
      'VERIFY',
      { status: 'STAGING' },
      { succeeded: true, updatedFiles: ['a.mp3'], mismatchedItems: [], incorrectFormatItems: [] },
    );
    clock.advance(HOUR);
    await entry(
      'PUBLISH',
      {
        status: 'READY_FOR_REVIEW',
        scheduledPublishTime: null,
        pendingChanges: { priceAmountMinor: 1250, priceCurrency: 'USD', lessonTo: 20, languageId: 15 },
      },
      {
        status: 'ACTIVE',
        scheduledPublishTime: null,
        appliedChanges: { priceAmountMinor: 1250, priceCurrency: 'USD', lessonTo: 20, languageId: 15 },
      },
    );

    const body = productChangeLogPage.parse(
      (await get(`/api/portal/product-change-logs?productId=${id}`, ['view:product_menu'])).json(),
    );
    const byAction = Object.fromEntries(body.content.map((e) => [e.action, e]));
    // CREATE: no previous side; the new side without bookkeeping (id, PID, version, modified at).
    expect(byAction.CREATE).toMatchObject({
      prevValues: null,
      currentValues: {
        isbn: '9789000000044',
        name: 'Multi',
        price: { amount: 9.99, currency: 'USD' },
        bundledProductIds: [bundled.id],
      },
      products: [{ id: bundled.id, isbn: bundled.isbn, name: 'French Level 1 (bundle)' }],
    });
    expect(Object.keys(byAction.CREATE?.currentValues ?? {}).sort()).toEqual([
      'bundledProductIds',
      'isbn',
      'name',
      'price',
    ]);
    // VERIFY: the status it moved to and the files it updated.
    expect(byAction.VERIFY).toMatchObject({
      prevValues: { status: 'STAGING' },
      currentValues: { status: 'READY_FOR_REVIEW', updatedFiles: ['a.mp3'] },
      products: [],
    });
    // PUBLISH of an edit saved for later review: the applied values by their wire names, the language named.
    expect(byAction.PUBLISH).toMatchObject({
      prevValues: { status: 'READY_FOR_REVIEW' },
      currentValues: {
        status: 'ACTIVE',
        price: { amount: 12.5, currency: 'USD' },
        lessonRange: { to: 20 },
        languageId: 15,
        languageName: 'French',
      },
    });
  });

  it('keeps the pid of a deleted product from its entries', async () => {
    await server.deps.db.transaction((tx) =>
      recordAudit(tx, {
        actor: staff,
        action: 'DELETE',
        entityType: 'content_product',
        entityId: 777777,
        before: { productId: 'CP-777777', name: 'Gone' },
        after: null,
      }),
    );
    const body = (await get('/api/portal/product-change-logs?productId=777777', ['view:product_menu'])).json();
    expect(body.content[0]).toMatchObject({ pid: 'CP-777777', action: 'DELETE', current: null });
    expect(body.content[0].prev).toContain('name: Gone');
  });

  it('needs view:product_menu', async () => {
    const res = await get('/api/portal/product-change-logs?productId=1', ['read:mini_courses']);
    expect(res.statusCode).toBe(403);
  });
});
