import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * `rows` audit entries for benchmarks and the query-plan guard: spread over 1,000 content products
 * (entity ids 'V1'…'V1000', so they never meet a real product), by one generate_series statement.
 */
export async function seedAuditVolume(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_id, actor_email, at, action, entity_type, entity_id, before, after, comment)
    select
      'staff-volume', 'volume@portal.example.com',
      now() - make_interval(secs => g),
      (array['CREATE','UPDATE','VERIFY','PUBLISH'])[1 + g % 4],
      'content_product', 'V' || (1 + g % 1000),
      jsonb_build_object('name', 'before ' || g), jsonb_build_object('name', 'after ' || g), null
    from generate_series(1, ${rows}::int) as g
  `);
  await db.execute(sql`analyze audit_log`);
}
