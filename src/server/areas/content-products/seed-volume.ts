import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * `rows` more content products for benchmarks and the query-plan guard, made by the database in one
 * statement (generate_series): every status, type and course language, ISBNs 9785…, names and
 * modification times spread out. Not demo data: nothing of the portal's screens depends on them.
 */
export async function seedContentProductVolume(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into content_product (
      product_id, isbn, product_type, is_premium, language_id, name, status, price_amount_minor,
      course_level, lesson_from, lesson_to, created_date, last_modified_date, has_historical_active_status
    )
    select
      'CP-V' || lpad(g::text, 8, '0'),
      '9785' || lpad(g::text, 9, '0'),
      (array['SINGLE_LEVEL','MULTI_LEVEL','SUBSCRIPTION','LESSON_PACK','FREE','UPGRADE','UPSELL','DVD'])[1 + g % 8],
      g % 3 = 0,
      1 + (g * 7) % 51,
      (array['French','German','Italian','Japanese','Spanish','Portuguese','Mandarin','Korean','Russian','Arabic',
             'Greek','Dutch','Swedish','Polish','Turkish','Hindi','Hebrew','Irish','Welsh','Latin'])[1 + (g * 7) % 20]
        || ' ' || (array['Level 1','Level 2','Level 3','Level 4','Level 5','Complete Course','Subscription','Lesson Pack'])[1 + g % 8]
        || ' ' || upper(substr(md5(g::text), 1, 6)),
      (array['STAGING','READY_FOR_REVIEW','ACTIVE','ACTIVE','ACTIVE','ARCHIVED'])[1 + (g * 13) % 6],
      (g % 50000) * 10,
      (1 + g % 5)::text,
      1,
      30,
      now() - make_interval(mins => g),
      now() - make_interval(secs => (g * 7919) % 31536000),
      (g * 13) % 6 >= 2
    from generate_series(1, ${rows}::int) as g
  `);
  await db.execute(sql`analyze content_product`);
}
