import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { beyondExactTotal, countedPage, EXACT_COUNT_LIMIT, knownBeyondExact, SEARCH_EXACT_COUNT } from './list-count';

/** The memory of totals beyond exact counting is per database handle: any object stands for one here. */
const handle = () => ({}) as Db;
const from = () => sql`from nowhere`;

afterEach(() => {
  vi.useRealTimers();
});

describe('totals beyond exact counting (list-count.ts)', () => {
  it('are remembered for ten seconds, per database handle', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const db = handle();
    expect(await beyondExactTotal(db, from, EXACT_COUNT_LIMIT + 1, 'list', 52_000)).toBe(52_000);
    expect(knownBeyondExact(db, 'list')).toBe(52_000);
    expect(knownBeyondExact(handle(), 'list')).toBeUndefined();
    vi.setSystemTime(1_000_000 + 9_999);
    expect(knownBeyondExact(db, 'list')).toBe(52_000);
  });

  it('once expired, send one request to find out again while the others keep the value', async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const db = handle();
    await beyondExactTotal(db, from, 20_000, 'busy', 30_000);
    vi.setSystemTime(2_000_000 + 10_001);
    expect(knownBeyondExact(db, 'busy')).toBeUndefined();
    expect(knownBeyondExact(db, 'busy')).toBe(30_000);
    expect(knownBeyondExact(db, 'busy')).toBe(30_000);
    // That request never came back: after ten more seconds another one tries.
    vi.setSystemTime(2_000_000 + 20_002);
    expect(knownBeyondExact(db, 'busy')).toBeUndefined();
  });

  it('are forgotten when the list is found within exact counting again', async () => {
    vi.useFakeTimers({ now: 3_000_000 });
    const db = handle();
    await beyondExactTotal(db, from, 20_000, 'shrunk', 30_000);
    vi.setSystemTime(3_000_000 + 10_001);
    const page = await countedPage(db, {
      key: 'shrunk',
      offset: 0,
      size: 10,
      exactUpTo: SEARCH_EXACT_COUNT,
      counted: async () => [{ id: 1, matched: 1 }],
      ordered: async () => {
        throw new Error('not read: the counted read told the total');
      },
      from,
    });
    // The rows are the list's own columns: the count they carried is the total, not part of them.
    expect(page).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(knownBeyondExact(db, 'shrunk')).toBeUndefined();
    expect(knownBeyondExact(db, 'shrunk')).toBeUndefined();
  });

  it('answer a page from the ordered read alone while known', async () => {
    const db = handle();
    await beyondExactTotal(db, from, 20_000, 'large', 40_000);
    const full = Array.from({ length: 10 }, (_, i) => ({ id: 11 + i }));
    const page = await countedPage(db, {
      key: 'large',
      offset: 10,
      size: 10,
      exactUpTo: SEARCH_EXACT_COUNT,
      counted: async () => {
        throw new Error('not read: the list is known to be beyond exact counting');
      },
      ordered: async () => full,
      from,
    });
    expect(page).toEqual({ rows: full, total: 40_000 });
  });

  it("count exactly up to the list's own cap, and show the estimate beyond it", async () => {
    const db = handle();
    const row = { id: 7 };
    const within = await countedPage(db, {
      key: 'at the cap',
      offset: 0,
      size: 10,
      exactUpTo: SEARCH_EXACT_COUNT,
      counted: async () => [{ ...row, matched: SEARCH_EXACT_COUNT }],
      ordered: async () => {
        throw new Error('not read: the count is within the cap');
      },
      from,
    });
    expect(within.total).toBe(SEARCH_EXACT_COUNT);
    expect(knownBeyondExact(db, 'at the cap')).toBeUndefined();
    // One more match than the cap: the page stands and the planner's estimate (a handle whose EXPLAIN
    // answers 4,321 rows) is the total, remembered like any total beyond exact counting.
    const explain = vi.fn(async () => ({ rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 4_321 } }] }] }));
    const estimating = Object.assign(handle(), {
      execute: explain,
      dialect: { sqlToQuery: () => ({ sql: 'explain', params: [] }) },
    }) as unknown as Db;
    const beyond = await countedPage(estimating, {
      key: 'past the cap',
      offset: 0,
      size: 10,
      exactUpTo: SEARCH_EXACT_COUNT,
      counted: async () => [{ ...row, matched: SEARCH_EXACT_COUNT + 1 }],
      ordered: async () => {
        throw new Error('not read: the counted read holds the page');
      },
      from,
    });
    expect(beyond).toEqual({ rows: [row], total: 4_321 });
    expect(explain).toHaveBeenCalledTimes(1);
    expect(knownBeyondExact(estimating, 'past the cap')).toBe(4_321);
  });
});
