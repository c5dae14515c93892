import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basePrice } from '../base-prices';
import { country } from '../reference';

/**
 * `rows` more disclosures ('Volume disclosure N …') for benchmarks and the query-plan guard, made by the
 * database: a third active, billing plans 1..9 or none, one to three base prices and up to three
 * countries each, modification times spread over a year. Not demo data.
 */
export async function seedDisclosureVolume(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into disclosure (name, status, billing_plan_id, content_en, content_es, created_at, updated_at)
    select
      'Volume disclosure ' || g || ' ' || substr(md5(g::text), 1, 8),
      case when g % 3 = 0 then 'active' else 'inactive' end,
      case when g % 10 = 0 then null else 1 + g % 9 end,
      '<p>Volume disclosure ' || g || ': renews at <strong>{price}</strong>, {tax}, until you cancel.</p>',
      case when g % 2 = 0 then '<p>Se renueva a <strong>{price}</strong>, {tax}, hasta que la canceles.</p>' else '' end,
      now() - make_interval(mins => g),
      now() - make_interval(secs => (g * 7919) % 31536000)
    from generate_series(1, ${rows}::int) as g
  `);
  /**
   * Links every volume disclosure (its `links` series) to rows of `numbered` (each with its number `k`),
   * joined by number: a hash join, not a lateral query per row.
   */
  const linkByNumber = (into: SQL, links: SQL, numbered: SQL, on: SQL) =>
    db.execute(sql`
    insert into ${into}
    select d.id, r.id
    from disclosure d
    cross join generate_series(${links}) as j
    join (${numbered}) as r on ${on}
    where d.name like 'Volume disclosure %'
    on conflict do nothing
  `);
  await linkByNumber(
    sql`disclosure_base_price (disclosure_id, base_price_id)`,
    sql`0, d.id % 3`,
    sql`select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n from ${basePrice}`,
    sql`r.k = (d.id + j) % r.n`,
  );
  await linkByNumber(
    sql`disclosure_country (disclosure_id, country_id)`,
    sql`1, d.id % 4`,
    sql`select id, (row_number() over (order by id))::int as k from ${country}`,
    sql`r.k = (d.id + j) % 200 + 1`,
  );
  await db.execute(sql`analyze disclosure`);
  await db.execute(sql`analyze disclosure_base_price`);
  await db.execute(sql`analyze disclosure_country`);
}
