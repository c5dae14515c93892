import { expect } from 'vitest';

/** A page of a list's ids, in last-modified order (newest first: 'desc'), from the row `offset` on. */
type ListedIds = (direction: 'desc' | 'asc', offset: number, size: number) => Promise<number[]>;

/**
 * Deep pages read from the day counts (list-search.ts dayCounts, migration 0028) are the pages of the
 * list's order: each page (newest and oldest first, some past the last row) read twice (the second read
 * knows the list is beyond exact counting, and starts at its day) equals the page `table` gives in its
 * order, and `<table>_day_count` holds what a count of the table gives. `column` is the time column
 * counted (updated_at unless named).
 */
export async function expectDeepPagesInOrder(
  raw: <T>(query: string, params?: unknown[]) => Promise<T[]>,
  table: string,
  listed: ListedIds,
  column = 'updated_at',
): Promise<void> {
  const orders = { desc: `${column} desc, id desc`, asc: `${column}, id` } as const;
  const [{ rows } = { rows: 0 }] = await raw<{ rows: number }>(`select count(*)::int as rows from ${table}`);
  for (const [direction, order] of Object.entries(orders) as ['desc' | 'asc', string][]) {
    for (const [page, size] of [
      [100, 10],
      [999, 10],
      [199, 50],
      [Math.floor(rows / 10) - 1, 10],
      [Math.floor(rows / 10) + 5, 10],
    ] as const) {
      const want = await raw<{ id: number }>(
        `select id from ${table} order by ${order} limit ${size} offset ${page * size}`,
      );
      for (const read of ['first', 'second']) {
        expect(
          await listed(direction, page * size, size),
          `${direction} page ${page} of ${size}, ${read} read`,
        ).toEqual(want.map((r) => r.id));
      }
    }
  }
  const drift = await raw<{ day: string }>(
    `select coalesce(c.day, t.day)::text as day from ${table}_day_count c
     full join (select (${column} at time zone 'UTC')::date as day, count(*)::int as n from ${table} group by 1) t
       on t.day = c.day
     where coalesce(c.n, 0) <> coalesce(t.n, 0)`,
  );
  expect(drift, `${table}_day_count against the table`).toEqual([]);
}
