import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formatSort,
  LIST_DEPTH_MESSAGE,
  listDepthViolation,
  orderParam,
  pagedRows,
  pageOf,
  pageQuery,
  parseSort,
  problemSchema,
  queryFlag,
  sortParam,
  storeList,
  storeQuery,
  toPage,
} from './common';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.path.join('.'));

describe('portal paging', () => {
  it('defaults page 0 and size 10, and coerces query strings', () => {
    expect(pageQuery.parse({})).toEqual({ page: 0, size: 10 });
    expect(pageQuery.parse({ page: '3', size: '10000' })).toEqual({ page: 3, size: 10000 });
  });

  it('rejects a negative page, a fraction, size 0 and size 10001, naming the field', () => {
    expect(issuesOf(pageQuery.safeParse({ page: '-1' }))).toEqual(['page']);
    expect(issuesOf(pageQuery.safeParse({ page: '1.5' }))).toEqual(['page']);
    expect(issuesOf(pageQuery.safeParse({ size: '0' }))).toEqual(['size']);
    expect(issuesOf(pageQuery.safeParse({ size: '10001' }))).toEqual(['size']);
    expect(issuesOf(pageQuery.safeParse({ size: 'ten' }))).toEqual(['size']);
  });

  it('builds the page answer', () => {
    expect(toPage(['a'], 21, { page: 2, size: 10 })).toEqual({
      content: ['a'],
      totalElements: 21,
      totalPages: 3,
      page: 2,
      size: 10,
    });
    expect(toPage([], 0, { page: 0, size: 10 }).totalPages).toBe(0);
    const schema = pageOf(z.object({ id: z.number() }));
    expect(schema.parse({ content: [{ id: 1 }], totalElements: 1, totalPages: 1, page: 0, size: 10 }).content).toEqual([
      { id: 1 },
    ]);
  });
});

describe('sort', () => {
  const query = z.object({ sort: sortParam(['name', 'id'], 'name,ASC') });

  it('parses field and direction, any case, direction optional, with the default', () => {
    expect(query.parse({}).sort).toEqual({ field: 'name', direction: 'ASC' });
    expect(query.parse({ sort: 'name,DESC' }).sort).toEqual({ field: 'name', direction: 'DESC' });
    expect(query.parse({ sort: 'id,desc' }).sort).toEqual({ field: 'id', direction: 'DESC' });
    expect(query.parse({ sort: 'id' }).sort).toEqual({ field: 'id', direction: 'ASC' });
    expect(formatSort({ field: 'name', direction: 'DESC' })).toBe('name,DESC');
    expect(parseSort('createdDate, desc')).toEqual({ field: 'createdDate', direction: 'DESC' });
  });

  it('rejects an unknown field or a malformed value, naming sort', () => {
    for (const sort of ['code,ASC', 'name,UP', ',ASC', 'name;drop table', '']) {
      const result = query.safeParse({ sort });
      expect(issuesOf(result), sort).toEqual(['sort']);
    }
    const result = query.safeParse({ sort: 'code,ASC' });
    expect(result.success ? '' : result.error.issues[0]?.message).toContain('name, id');
  });
});

describe('query flag', () => {
  const query = z.object({ flag: queryFlag(false) });
  it("reads 'true' and 'false' (not as z.coerce.boolean would) and defaults", () => {
    expect(query.parse({}).flag).toBe(false);
    expect(query.parse({ flag: 'true' }).flag).toBe(true);
    expect(query.parse({ flag: 'false' }).flag).toBe(false);
    expect(issuesOf(query.safeParse({ flag: '1' }))).toEqual(['flag']);
  });
});

describe('store paging', () => {
  it('defaults limit 10 and offset 0, caps limit at 999', () => {
    expect(storeQuery.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(storeQuery.parse({ limit: '999', offset: '20' })).toEqual({ limit: 999, offset: 20 });
    expect(issuesOf(storeQuery.safeParse({ limit: '1000' }))).toEqual(['limit']);
    expect(issuesOf(storeQuery.safeParse({ limit: '0' }))).toEqual(['limit']);
    expect(issuesOf(storeQuery.safeParse({ offset: '-1' }))).toEqual(['offset']);
  });

  it("parses order with a '-' prefix for descending", () => {
    const query = z.object({ order: orderParam(['updated_at', 'name'], '-updated_at') });
    expect(query.parse({}).order).toEqual({ field: 'updated_at', direction: 'DESC' });
    expect(query.parse({ order: 'name' }).order).toEqual({ field: 'name', direction: 'ASC' });
    expect(issuesOf(query.safeParse({ order: '-price' }))).toEqual(['order']);
  });

  it('describes the {data, count} answer', () => {
    expect(storeList(z.string()).parse({ data: ['x'], count: 1 })).toEqual({ data: ['x'], count: 1 });
  });
});

describe('problem document', () => {
  it('accepts the portal error body with extension members', () => {
    const body = { type: 'about:blank', title: 'Forbidden', status: 403, violations: [], requiredPermission: 'x' };
    expect(problemSchema.parse(body)).toEqual(body);
  });
});

describe("the lists' depth", () => {
  it('lets a page end at row 10,000 and refuses one past it, on page or offset', () => {
    expect(listDepthViolation({ page: 999, size: 10 })).toBeNull();
    expect(listDepthViolation({ page: 0, size: 10_000 })).toBeNull();
    expect(listDepthViolation({ page: 1000, size: 10 })).toEqual({ field: 'page', message: LIST_DEPTH_MESSAGE });
    expect(listDepthViolation({ page: 1, size: 5_001 })).toEqual({ field: 'page', message: LIST_DEPTH_MESSAGE });
    expect(listDepthViolation({ offset: 9_990, limit: 10 })).toBeNull();
    expect(listDepthViolation({ offset: 9_991, limit: 10 })).toEqual({ field: 'offset', message: LIST_DEPTH_MESSAGE });
    expect(listDepthViolation({ name: 'x' })).toBeNull();
    expect(listDepthViolation(undefined)).toBeNull();
    expect(LIST_DEPTH_MESSAGE).toBe('Only the first 10,000 rows of a list can be paged through; narrow the search.');
  });

  it('pages at most the rows within the depth, whole pages of the size', () => {
    expect(pagedRows(51, 10)).toBe(51);
    expect(pagedRows(123_456, 10)).toBe(10_000);
    expect(pagedRows(123_456, 30)).toBe(9_990);
  });
});
