import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** `rows` plans (PIDs 'VOL-…') for benchmarks and the query-plan guard, by one generate_series statement. */
export async function seedPlanVolume(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into ecom_plan (pid, name, status, language_id, product_type, is_premium, updated_at)
    select
      'VOL-' || lpad(g::text, 7, '0') || '-' || substr(md5(g::text), 1, 6),
      'Volume plan ' || g || ' ' || md5((g * 7)::text),
      (array['draft','ready_for_publish','active','inactive'])[1 + g % 4],
      1 + g % 51,
      (array['SUBSCRIPTION','SINGLE_LEVEL','MULTI_LEVEL','ALL_ACCESS'])[1 + g % 4],
      g % 3 = 0,
      now() - make_interval(mins => g)
    from generate_series(1, ${rows}::int) as g
  `);
  await db.execute(sql`analyze ecom_plan`);
}
