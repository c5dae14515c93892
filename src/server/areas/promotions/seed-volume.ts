import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { basePrice, numberedBasePrices } from '../base-prices';
import { billingCoupon } from '../coupon-book';
import { customer } from '../customers';
import { ecomPlan } from '../ecom-products';

/**
 * `rows` more promotions for benchmarks and the query-plan guard, made by the database: both sources,
 * both code usages, the three discount types, every status (time ranges around now, some at their cap),
 * applied to one or two base prices; plus bulk promotions BULK10K (10,000 single-use codes, a tenth
 * redeemed) and BULK200K (200,000), and five unused provider coupons BENCHGEN1..5 (no cap) for timing
 * the generation of 10,000 codes. Not demo data.
 */
export async function seedPromotionVolume(
  db: Db,
  rows: number,
  bulk: readonly (readonly [code: string, count: number])[] = [
    ['BULK10K', 10_000],
    ['BULK200K', 200_000],
  ],
): Promise<void> {
  // Base prices by number (numberedBasePrices); the first plan read once (a CTE), not per row.
  await db.execute(sql`
    with ${numberedBasePrices},
    plan as (select pid from ${ecomPlan} order by id limit 1)
    insert into coupon (source, name, code, code_usage, max_redemptions, redeemed_count, started_at, ended_at,
      discount_type, percent, currencies, discount_value, duration_type, code_text_en, applied_base_price_ids,
      base_plan_pid, gift_plan_pid, created_at, updated_at)
    select
      case when g % 10 = 0 then 'buy-one-gift-one' else 'billing-provider' end,
      'Volume promotion ' || g,
      'VOL' || lpad(g::text, 7, '0'),
      case when g % 10 <> 0 and g % 7 = 0 then 'bulk' else 'regular' end,
      case when g % 5 = 0 then 100 else null end,
      case when g % 15 = 0 then 100 else g % 50 end,
      now() - make_interval(days => (g % 400) - 30),
      case when g % 3 = 0 then null else now() - make_interval(days => (g % 400) - 30) + interval '200 days' end,
      case when g % 10 = 0 then 'buy_one_gift_one' when g % 2 = 0 then 'amount_off' else 'percentage_off' end,
      case when g % 10 <> 0 and g % 2 = 1 then 5 + g % 60 else null end,
      case when g % 10 <> 0 and g % 2 = 0 then jsonb_build_array(jsonb_build_object('currency_code', 'USD', 'amount_minor', 100 * (1 + g % 90))) else '[]'::jsonb end,
      case when g % 10 = 0 then null when g % 2 = 1 then 5 + g % 60 else 1 + g % 90 end,
      case when g % 4 = 0 then 'single_use' when g % 4 = 1 then 'forever' else 'temporal' end,
      'Volume text ' || g,
      case when g % 10 = 0 or c.n = 0 then '{}'::integer[] else array_remove(array[p1.id, p2.id], null) end,
      case when g % 10 = 0 then plan.pid else null end,
      case when g % 10 = 0 then plan.pid else null end,
      now() - make_interval(mins => g),
      now() - make_interval(secs => (g * 7919) % 31536000)
    from generate_series(1, ${rows}::int) as g
    cross join price_count as c
    cross join plan
    left join prices as p1 on p1.n = g % nullif(c.n, 0)
    left join prices as p2 on p2.n = g % nullif(c.n, 0) + 1
    on conflict do nothing
  `);
  for (const [code, count] of bulk) {
    await db.execute(sql`
      insert into coupon (source, name, code, code_usage, quantity, redeemed_count, started_at, discount_type,
        percent, discount_value, duration_type, applied_base_price_ids)
      values ('billing-provider', ${`Bench ${code}`}, ${code}, 'bulk', ${count}, ${count / 10},
        now() - interval '1 day', 'percentage_off', 10, 10, 'single_use', array(select id from ${basePrice} order by id limit 1))
      on conflict do nothing
    `);
    await db.execute(sql`
      with customers as (select array_agg(id order by id) as ids from (select id from ${customer} order by id limit 50) as c)
      insert into promotion_code (promotion_id, code, position, redeemed_at, customer_id)
      select id, code, (row_number() over (order by code collate "C") - 1)::int, redeemed_at, customer_id from (
        select k.id, ${code} || '-' || upper(substr(md5(g::text || ${code}), 1, 12)) as code,
          case when g % 10 = 0 then now() - make_interval(mins => g) else null end as redeemed_at,
          case when g % 10 = 0 then customers.ids[1 + g % 50] else null end as customer_id
        from coupon as k, customers, generate_series(1, ${count}::int) as g
        where k.code = ${code}) as codes
      on conflict do nothing
    `);
  }
  await db.execute(sql`
    insert into ${billingCoupon} (id, code, name, discount_type, percent, duration_type, starts_at)
    select 'cpn_benchgen' || g, 'BENCHGEN' || g, 'Bench generation ' || g, 'percentage_off', 10, 'single_use',
      now() - interval '1 day'
    from generate_series(1, 5) as g
    on conflict do nothing
  `);
  for (const table of ['coupon', 'promotion_code', 'billing_coupon']) await db.execute(sql.raw(`analyze ${table}`));
}
