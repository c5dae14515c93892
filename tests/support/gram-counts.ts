import { expect } from 'vitest';

type Raw = <T>(query: string, params?: unknown[]) => Promise<T[]>;

/**
 * A substring search looked up by its rare run (db/gram-counts.ts) finds what ILIKE on the whole text
 * finds: for each text, `listed` (the list's first page of 20 ids and its total) equals the table's
 * matches in `order`, the total exact while there are at most 1,000. With `andCounts`,
 * `<table>_<column>_gram_count` also holds what a recount of the table's column gives.
 */
export async function expectRareRunsAsIlike(
  raw: Raw,
  { table, column, order }: { table: string; column: string; order: string },
  texts: readonly string[],
  listed: (text: string) => Promise<{ ids: number[]; total: number }>,
  andCounts = false,
): Promise<void> {
  for (const text of texts) {
    const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    const [{ n } = { n: 0 }] = await raw<{ n: number }>(
      `select count(*)::int as n from ${table} where ${column} ilike $1`,
      [like],
    );
    const want = await raw<{ id: number }>(
      `select id from ${table} where ${column} ilike $1 order by ${order} limit 20`,
      [like],
    );
    const page = await listed(text);
    expect(page.ids, text).toEqual(want.map((r) => r.id));
    if (n <= 1_000) expect(page.total, text).toBe(n);
  }
  if (!andCounts) return;
  const drift = await raw<{ gram: string }>(
    `select coalesce(c.gram, t.gram) as gram from ${table}_${column}_gram_count c
     full join (select g as gram, count(*)::int as n from ${table}, unnest(text_grams(${column})) as g group by g) t
       on t.gram = c.gram
     where coalesce(c.n, 0) <> coalesce(t.n, 0)`,
  );
  expect(drift, `${table}_${column}_gram_count against the table`).toEqual([]);
}
