import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numberedBasePrices } from '../base-prices';
import { descriptionTemplate } from '../description-templates';
import { language } from '../reference';

/**
 * `rows` plans (PIDs 'VOL-…') for benchmarks and the query-plan guard, by generate_series: a product
 * per language and course type (languages 1–51), and plans spread over them, every status, type,
 * base price and billing plan.
 */
export async function seedPlanVolume(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into ecom_product (language_id, course_type)
    select l.id, t.course_type
    from ${language} l cross join (values ('standard'), ('premium')) as t(course_type)
    where not l.is_all_access
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into ecom_plan (product_id, pid, name, status, language_id, course_type, product_type, is_premium,
      course_levels, base_price_id, billing_plan_id, free_trial_type, free_trial_usage_limit, join_upsell,
      desc_template_id, created_at, updated_at)
    with ${numberedBasePrices},
    refs as (select (select min(id) from ${descriptionTemplate}) as template)
    select
      p.id,
      'VOL-' || lpad(g::text, 7, '0') || '-' || substr(md5(g::text), 1, 6),
      'Volume plan ' || g || ' ' || md5((g * 7)::text),
      (array['draft','ready_for_publish','active','inactive'])[1 + g % 4],
      p.language_id,
      p.course_type,
      (array['SUBSCRIPTION','SINGLE_LEVEL','MULTI_LEVEL','SUBSCRIPTION'])[1 + g % 4],
      p.course_type = 'premium',
      case g % 4 when 1 then '1' when 2 then '-1' else null end,
      bp.id,
      case when g % 4 in (1, 2) then null else 1 + g % 8 end,
      'introductory',
      1,
      g % 2 = 0,
      refs.template,
      now() - make_interval(mins => g),
      now() - make_interval(mins => g)
    from generate_series(1, ${rows}::int) as g
    cross join refs
    cross join price_count as c
    left join prices as bp on bp.n = g % nullif(c.n, 0)
    join ecom_product p on p.language_id = 1 + g % 51 and p.course_type = (case when g % 3 = 0 then 'premium' else 'standard' end)
  `);
  await db.execute(sql`analyze ecom_plan`);
}
