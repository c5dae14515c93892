import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basePrice, numberedBasePrices } from '../base-prices';

/** The 28 originals one base price can have: product type with its billing plan (1..9) or course levels. */
const KEYS = [
  ...Array.from({ length: 9 }, (_, i) => ['SUBSCRIPTION', '', i + 1] as const),
  ...Array.from({ length: 9 }, (_, i) => ['ALL_ACCESS', '', i + 1] as const),
  ...Array.from({ length: 5 }, (_, i) => ['SINGLE_LEVEL', String(i + 1), null] as const),
  ['MULTI_LEVEL', '-1', null] as const,
  ...Array.from({ length: 4 }, (_, i) => ['MULTI_LEVEL', `${i + 1},${i + 2}`, null] as const),
];

/**
 * `rows` more upsell & downgrade rules for benchmarks and the query-plan guard, made by the database:
 * ('Volume UD price N …') base prices, 28 originals each, a primary upsell on every rule and a
 * downgrade on every other, modification times spread over a year. Not demo data.
 */
export async function seedUpsellDowngradeVolume(db: Db, rows: number): Promise<void> {
  const prices = Math.ceil(rows / KEYS.length);
  await db.execute(sql`
    insert into ${basePrice} (name, status, created_at, updated_at)
    select 'Volume UD price ' || g || ' ' || substr(md5(g::text), 1, 6), 'active', now(), now()
    from generate_series(1, ${prices}::int) as g
  `);
  const keys = sql.join(
    KEYS.map(([type, levels, plan], i) => sql`(${i}::int, ${type}::text, ${levels}::text, ${plan}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into upsell_downgrade
      (original_base_price_id, product_type, course_levels, billing_plan_id, original_key, created_at, updated_at)
    select p.id, k.product_type, k.levels, k.plan, k.product_type || '|' || k.levels || '|' || coalesce(k.plan::text, ''),
      now() - make_interval(mins => g), now() - make_interval(secs => (g * 7919) % 31536000)
    from generate_series(0, ${rows}::int - 1) as g
    join (select id, (row_number() over (order by id))::int - 1 as n from ${basePrice} where name like 'Volume UD price %') as p
      on p.n = g / ${KEYS.length}
    join (values ${keys}) as k (i, product_type, levels, plan) on k.i = g % ${KEYS.length}
  `);
  // Options name base prices by number (numberedBasePrices).
  await db.execute(sql`
    with ${numberedBasePrices}
    insert into upsell_downgrade_option
      (rule_id, option_type, base_price_id, product_type, course_levels, billing_plan_id, upsell_tag, slogan)
    select u.id, 'primary_upsell', p.id, 'SUBSCRIPTION', '', 4, 'Save ' || (u.id % 50) || '%', 'Pay once a year'
    from upsell_downgrade u
    cross join price_count as c
    join prices as p on p.n = (u.id * 7) % c.n
    where u.original_base_price_id <> p.id
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into upsell_downgrade_option (rule_id, option_type, base_price_id, product_type, course_levels)
    select u.id, 'downgrade', u.original_base_price_id, 'SINGLE_LEVEL', '1'
    from upsell_downgrade u where u.id % 2 = 0
    on conflict do nothing
  `);
  await db.execute(sql`analyze upsell_downgrade`);
  await db.execute(sql`analyze upsell_downgrade_option`);
  await db.execute(sql`analyze ${basePrice}`);
}
