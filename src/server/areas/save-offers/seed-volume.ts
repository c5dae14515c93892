import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numberedBasePrices } from '../base-prices';

/**
 * `rows` more save offers for benchmarks and the query-plan guard, made by the database: one volume
 * cancel reason ('Volume reason N …') per ten save offers, each save offer one stage and one base price,
 * never the same (reason, stage, base price) twice; the four types in turn; modification times spread
 * over a year. Not demo data.
 */
export async function seedSaveOfferVolume(db: Db, rows: number): Promise<void> {
  const reasons = Math.ceil(rows / 10);
  await db.execute(sql`
    insert into cancel_reason (code, description_en, description_es)
    select 'volume_reason_' || r, 'Volume reason ' || r || ' ' || substr(md5(r::text), 1, 8), 'Motivo ' || r
    from generate_series(1, ${reasons}::int) as r
    on conflict (code) do nothing
  `);
  await db.execute(sql`
    insert into save_offer (cancel_reason_id, type, title_en, title_es, description_en, created_at, updated_at)
    select
      r.id,
      (array['promotion', 'switch_plan', 'pause', 'extend_billing_date'])[1 + g % 4],
      'Volume save offer ' || g,
      '',
      '<p>Volume save offer ' || g || ': stay with us.</p>',
      now() - make_interval(mins => g),
      now() - make_interval(secs => (g * 7919) % 31536000)
    from generate_series(0, ${rows}::int - 1) as g
    join cancel_reason as r on r.code = 'volume_reason_' || (g / 10 + 1)
  `);
  // A base price by number (numberedBasePrices), of an even count: within a reason, (stage, base price)
  // differ by offer.
  await db.execute(sql`
    with ${numberedBasePrices}
    insert into save_offer_target (save_offer_id, cancel_reason_id, stage, base_price_id)
    select v.id, v.cancel_reason_id,
      (array['in_free_trial', 'months_1_3', 'months_3_6', 'months_6_12', 'year_1_plus'])[1 + v.g % 5],
      p.id
    from (
      select id, cancel_reason_id, substring(title_en from 19)::int as g
      from save_offer where title_en like 'Volume save offer %'
    ) as v
    cross join price_count as c
    join prices as p on p.n = ((v.g % 10) / 5 + 2 * (v.g / 10)) % (c.n - c.n % 2)
    on conflict do nothing
  `);
  for (const table of ['cancel_reason', 'save_offer', 'save_offer_target']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}
