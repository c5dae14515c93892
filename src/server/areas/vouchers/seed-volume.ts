import { sql } from 'drizzle-orm';
import { GENERIC_PRODUCT_TYPES, INDIVIDUAL_PRODUCT_TYPES } from '../../../shared/domain/voucher';
import type { Db } from '../../db/client';
import { contentProduct } from '../content-products';
import { customer } from '../customers';
import { organization } from '../organizations';

/**
 * `groups` more voucher groups ('Volume voucher group N') and `redemptions` redemptions of them, for the
 * benchmarks and the query-plan guard, made by the database (not demo data). The groups belong to the
 * organizations there are, a third of each type; one in five open-ended, the others valid a year from a
 * start spread over the last 500 days (about a quarter expired, some about to expire, one in fifty not
 * started); three in four GENERIC (the generic courses there are, whatever their status), the others one
 * or two individual courses; invoices 'INV-0000042-1a2b3c' (one in five none). Every group has enough
 * licences for its share of the redemptions; a SINGLE group its licences' codes, a MASTER or SEAT group
 * its one code. Codes are derived from the group and an ordinal (md5, hex mapped into the code alphabet):
 * unique, not random; the engine's codes are. Redemptions are spread evenly over the groups and over the
 * last 120 days (`redeemed_at`), by the B2B customers there are (none: no customer); they give no
 * entitlements. Needs one organization at least.
 */
export async function seedVoucherVolume(db: Db, { groups, redemptions }: { groups: number; redemptions: number }) {
  if (groups <= 0) return;
  const result = await db.execute(sql`select coalesce(max(id), 0)::int as before from voucher_group`);
  const before = (result as unknown as { rows: { before: number }[] }).rows[0]?.before ?? 0;
  // Each group's share of the redemptions, rounded up: its licences start there.
  const share = Math.max(1, Math.ceil(Math.max(redemptions, 0) / groups));
  const generic = sql.raw(GENERIC_PRODUCT_TYPES.map((t) => `'${t}'`).join(','));
  const individual = sql.raw(INDIVIDUAL_PRODUCT_TYPES.map((t) => `'${t}'`).join(','));
  await db.execute(sql`
    with orgs as (select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n from ${organization}),
    generics as (
      select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
      from ${contentProduct} where product_type in (${generic})
    )
    insert into voucher_group (description, organization_id, invoice, doc_number, voucher_type, voucher_amount,
      uses_per_user, voucher_deal, valid_start_at, valid_expiration_at, isbn_selection_type, generic_product_id,
      price_amount_minor, entitlement_deal, entitlement_days, entitlement_expiration_at, is_prepaid_voucher,
      created_at, updated_at)
    select
      'Volume voucher group ' || g || ' ' || substr(md5(g::text), 1, 6),
      o.id,
      case when g % 5 = 0 then '' else 'INV-' || lpad(g::text, 7, '0') || '-' || substr(md5('inv' || g), 1, 6) end,
      case when g % 3 = 0 then '' else 'DOC-' || g end,
      t.type,
      case when t.type = 'SINGLE' then ${share} + g % 11 else ${share} + g % 200 end,
      case when t.type = 'MASTER' then 1 + g % 5 else 1 end,
      case when g % 5 = 1 then 'OPEN_ENDED' else 'FIXED_TERM' end,
      case when g % 5 = 1 then null else d.start end,
      case when g % 5 = 1 then null else d.start + interval '365 days' - interval '1 millisecond' end,
      case when g % 4 = 3 or gp.id is null then 'INDIVIDUAL' else 'GENERIC' end,
      case when g % 4 = 3 then null else gp.id end,
      (g * 13) % 100000,
      e.deal,
      case when e.deal = 'FIXED_TERM' then 30 + g % 700 end,
      case when e.deal = 'FIXED_ENDED' then d.start + interval '730 days' - interval '1 millisecond' end,
      g % 2 = 0,
      now() - make_interval(days => 500 + g % 200),
      now() - make_interval(secs => (g * 7919) % 31536000)
    from generate_series(1, ${groups}::int) as g
    cross join lateral (select (array['SINGLE', 'MASTER', 'SEAT'])[1 + g % 3] as type) as t
    cross join lateral (select (array['OPEN_ENDED', 'FIXED_TERM', 'FIXED_ENDED'])[1 + (g / 3) % 3] as deal) as e
    cross join lateral (select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      + make_interval(days => case when g % 50 = 7 then 1 + g % 60 else -((g * 37) % 500) end) as start) as d
    join orgs as o on o.k = g % o.n
    left join generics as gp on gp.k = g % gp.n
  `);
  await db.execute(sql`
    with courses as (
      select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
      from ${contentProduct} where product_type in (${individual})
    )
    insert into voucher_group_product (voucher_group_id, content_product_id, position)
    select v.id, c.id, j
    from voucher_group as v
    cross join generate_series(0, v.id % 2) as j
    join courses as c on c.k = (v.id + j * 7) % c.n
    where v.id > ${before} and v.isbn_selection_type = 'INDIVIDUAL'
    on conflict do nothing
  `);
  // A SINGLE group's codes, one per licence; a MASTER or SEAT group's one code (ordinal 0).
  await db.execute(sql`
    insert into voucher (voucher_group_id, code, created_at)
    select v.id, translate(upper(substr(md5('volume-voucher:' || v.id || ':' || k), 1, 16)), '01', 'GH'), v.created_at
    from voucher_group as v
    cross join generate_series(0, case when v.voucher_type = 'SINGLE' then v.voucher_amount - 1 else 0 end) as k
    where v.id > ${before}
    on conflict (code) do nothing
  `);
  if (redemptions > 0) {
    // Redemption r goes to the (r mod groups)-th new group, as its (r div groups)-th use: a SINGLE group's
    // code of that ordinal, the shared code otherwise.
    await db.execute(sql`
      with b2b as (
        select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
        from (select id from ${customer} where is_b2b order by id limit 10000) as c
      )
      insert into voucher_redemption (voucher_group_id, voucher_id, customer_id, generic_isbn, product_name, redeemed_at)
      select v.id, code.id, b.id, p.isbn, coalesce(p.name, ''),
        now() - make_interval(secs => ((r::bigint * 7919) % (120 * 86400))::int)
      from generate_series(0, ${redemptions}::int - 1) as r
      join voucher_group as v on v.id = ${before} + 1 + r % ${groups}
      join voucher as code on code.code = translate(upper(substr(md5('volume-voucher:' || v.id || ':'
        || case when v.voucher_type = 'SINGLE' then r / ${groups} else 0 end), 1, 16)), '01', 'GH')
      left join ${contentProduct} as p on p.id = v.generic_product_id
      left join b2b as b on b.k = r % b.n
    `);
    await db.execute(sql`
      update voucher as code set redeemed_count = u.n
      from (select voucher_id, count(*)::int as n from voucher_redemption group by voucher_id) as u
      where code.id = u.voucher_id and code.voucher_group_id > ${before}
    `);
    await db.execute(sql`
      update voucher_group as v set redeemed_count = u.n
      from (select voucher_group_id, count(*)::int as n from voucher_redemption group by voucher_group_id) as u
      where v.id = u.voucher_group_id and v.id > ${before}
    `);
  }
  for (const table of ['voucher_group', 'voucher_group_product', 'voucher', 'voucher_redemption']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}
