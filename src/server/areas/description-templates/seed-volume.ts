import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * `rows` more description templates ('Volume template N') for benchmarks and the query-plan guard, made
 * by the database in one statement: English rich text on each, Spanish on every other one,
 * modification times spread over a year. Not demo data.
 */
export async function seedDescriptionTemplateVolume(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into description_template (name, content_en, content_es, created_at, updated_at)
    select
      'Volume template ' || g || ' ' || upper(substr(md5(g::text), 1, 6)),
      '<p>Template ' || g || ': <strong>{price}</strong>, {tax}.</p><ul><li>' || md5(g::text) || '</li><li>Cancel anytime</li></ul>',
      case when g % 2 = 0 then '<p>Plantilla ' || g || ': <strong>{price}</strong>, {tax}.</p>' else '' end,
      now() - make_interval(mins => g),
      now() - make_interval(secs => (g * 7919) % 31536000)
    from generate_series(1, ${rows}::int) as g
  `);
  await db.execute(sql`analyze description_template`);
}
