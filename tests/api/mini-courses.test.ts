import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMiniCourses } from '../../src/server/areas/mini-courses';
import { auditLog, job, language, miniCourse } from '../../src/server/db/schema';
import { miniCoursePage } from '../../src/shared/contracts/mini-courses';
import { aMiniCourse } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
let token: string;
let names: Map<number, string>;
beforeAll(async () => {
  server = await startTestServer();
  token = await mintToken(server, { permissions: ['view:mini_course_menu'] });
  names = new Map((await server.deps.db.select().from(language)).map((l) => [l.id, l.name]));
});
afterAll(() => server.close());

async function list(query = '', bearer = token) {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/portal/mini-courses${query}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
  return res;
}
async function page(query = '') {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return miniCoursePage.parse(res.json());
}

describe('GET /api/portal/mini-courses', () => {
  it('answers the first page of 10, newest modified first, in the spec shape', async () => {
    const body = await page();
    expect(body).toMatchObject({ totalElements: 51, totalPages: 6, page: 0, size: 10 });
    expect(body.content).toHaveLength(10);
    const dates = body.content.map((c) => c.lastModifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = body.content[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['id', 'status', 'languageId', 'languageName', 'scheduledPublishTime', 'totalLessons', 'lastModifiedDate'].sort(),
    );
    expect(first.lastModifiedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first.languageName).toBe(names.get(first.languageId));
    expect(first.totalLessons).toBe(10);
  });

  it('has every status in the demo data and epoch milliseconds for scheduled publishes', async () => {
    const all = (await page('?size=100')).content;
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['STAGING', 'READY_FOR_REVIEW', 'ACTIVE', 'ARCHIVED']));
    const scheduled = all.filter((c) => c.scheduledPublishTime !== null);
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    for (const c of scheduled) {
      expect(c.status).toBe('READY_FOR_REVIEW');
      expect(typeof c.scheduledPublishTime).toBe('number');
      expect(c.scheduledPublishTime).toBeGreaterThan(Date.parse(c.lastModifiedDate));
    }
  });

  it('filters by statuses, comma-separated or repeated', async () => {
    const all = (await page('?size=100')).content;
    const expected = all.filter((c) => c.status === 'ACTIVE' || c.status === 'ARCHIVED').length;
    for (const q of ['?statuses=ACTIVE,ARCHIVED&size=100', '?statuses=ACTIVE&statuses=ARCHIVED&size=100']) {
      const body = await page(q);
      expect(body.totalElements).toBe(expected);
      expect(body.content.every((c) => c.status === 'ACTIVE' || c.status === 'ARCHIVED')).toBe(true);
    }
    expect((await page('?statuses=ARCHIVED')).totalElements).toBe(2);
    const bad = await list('?statuses=PUBLISHED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toContain('statuses');
  });

  it('searches the language name case-insensitively by substring, combined with statuses', async () => {
    const all = (await page('?size=100')).content;
    const withAn = all.filter((c) => c.languageName.toLowerCase().includes('an'));
    const body = await page('?language=AN&size=100');
    expect(body.totalElements).toBe(withAn.length);
    expect(body.content.map((c) => c.id).sort()).toEqual(withAn.map((c) => c.id).sort());
    expect((await page('?language=%20french%20')).content.map((c) => c.languageName)).toEqual(['French']);
    expect((await page('?language=%25')).totalElements).toBe(0);
    expect((await page('?language=_')).totalElements).toBe(0);
    const staging = withAn.filter((c) => c.status === 'STAGING').length;
    expect((await page('?language=an&statuses=STAGING')).totalElements).toBe(staging);
  });

  it('sorts by each allowed field, both ways, with ties broken by id', async () => {
    const byName = (await page('?sort=languageName,ASC&size=100')).content.map((c) => c.languageName);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNameDesc = (await page('?sort=languageName,DESC&size=100')).content.map((c) => c.languageName);
    expect(byNameDesc).toEqual([...byName].reverse());
    const byId = (await page('?sort=id,ASC&size=100')).content.map((c) => c.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    const byStatus = (await page('?sort=status,ASC&size=100')).content;
    const keys = byStatus.map((c) => `${c.status}:${String(c.id).padStart(6, '0')}`);
    expect(keys).toEqual([...keys].sort());
    const oldest = (await page('?sort=lastModifiedDate,ASC')).content.map((c) => c.lastModifiedDate);
    expect(oldest).toEqual([...oldest].sort());
    expect((await page('?sort=totalLessons,DESC')).content).toHaveLength(10);
    const bad = await list('?sort=courseId,ASC');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('sort');
  });

  it('pages through every row once', async () => {
    const seen: number[] = [];
    for (let p = 0; p < 6; p += 1) {
      const body = await page(`?page=${p}&size=10&sort=id,DESC`);
      expect(body.page).toBe(p);
      seen.push(...body.content.map((c) => c.id));
    }
    expect(seen).toHaveLength(51);
    expect(new Set(seen).size).toBe(51);
    const beyond = await page('?page=9');
    expect(beyond).toMatchObject({ content: [], totalElements: 51, page: 9 });
  });

  it('shows a change made through the workflow at the top', async () => {
    const row = await aMiniCourse(server.deps.db, {
      languageId: 1,
      courseId: 'x-MINI',
      totalLessons: 12,
      lastModifiedDate: new Date(),
    });
    const top = (await page()).content[0]!;
    expect(top).toMatchObject({ id: row.id, totalLessons: 12, status: 'STAGING', scheduledPublishTime: null });
  });

  it('comes from a demo seed that changes nothing when run again', async () => {
    const db = server.deps.db;
    const counts = async () => ({
      courses: (await db.select().from(miniCourse)).length,
      jobs: (await db.select().from(job)).length,
      audit: (await db.select().from(auditLog)).length,
    });
    const before = await counts();
    await seedDemoMiniCourses(db);
    expect(await counts()).toEqual(before);
    const pending = (await db.select().from(job)).filter(
      (j) => j.entityType === 'mini_course' && j.status === 'pending',
    );
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((j) => j.actorId === 'staff-catalog')).toBe(true);
  });

  it('needs view:mini_course_menu', async () => {
    const other = await mintToken(server, { permissions: ['read:mini_courses', 'verify:mini_course'] });
    expect((await list('', other)).statusCode).toBe(403);
  });
});
