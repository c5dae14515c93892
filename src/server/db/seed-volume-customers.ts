import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The customer base at volume (issue 10: `npm run seed -- --customers 1000000`, the bench and the
 * query-plan guard): N more customers made by the database, set-based, 100,000 per statement.
 *
 * - ~80% B2C (Single; connections Username 55%, Google 20%, Apple 12%, Facebook 10%, Okta 3%) and ~20%
 *   B2B (Master 2%, else Seat; Username 60%, Okta 40%) in ~2,000 organizations of skewed sizes (the
 *   biggest holds ~2% of the B2B customers); ~1% anonymous (no email, no name); 0.5% in shared-account
 *   pairs.
 * - Emails unique by construction: a name-based local part, the customer id, a volume domain
 *   (`…@mail.example`, `…@org42.example.com`); one in ten capitalised (searches are case-insensitive).
 *   Auth0 ids per connection (`auth0|…`, `google-oauth2|…`) with the id in hex. Names from lists of
 *   ~180 first and ~180 last names.
 * - Created dates spread over 5 years, increasing with the id (as a real table fills).
 * - An identity account each; 0..6 entitlements each (~3 on average; sources, statuses, expirations
 *   spread; created within two years of the customer; ISBNs of 300 courses: the first content products,
 *   then volume ISBNs 9780…);
 *   0..3 billing subscriptions per B2C customer (~1.87 on average; statuses, sources, dates and plans
 *   spread; 'sub_' + 24 hex) with the first transaction of each that has billed ('txn_' + 24 hex);
 *   6 lessons of learning progress for 1%; a marketing subscriber for 10%; 1..4 gift card credits for 10%
 *   of the B2C customers; one gift given by 5% of them.
 *
 * Every value is a hash of the row's id (hashint8extended), so a run is reproducible. Each chunk is one
 * transaction (synchronous_commit off: a crash loses the chunk, which is fine for volume data; no JIT;
 * a superuser skips the foreign-key triggers, the references being right by construction). Nothing is
 * dropped: every index is kept up to date as the rows go in. The tables are vacuumed and analysed at
 * the end. Works on PGlite too (smaller N). Not demo data.
 *
 * Assembly, not an area (beside db/seed.ts): it fills the tables of customers, organizations,
 * entitlements and billing at once, the customer base as the search meets it.
 */
export interface VolumeCustomerOptions {
  customers: number;
  /** Customers per statement (default 100,000). */
  chunk?: number;
  /** Progress lines ('customers 100000/1000000 in 12.3 s'). */
  log?: (line: string) => void;
}

export interface VolumeCustomerCounts {
  customers: number;
  organizations: number;
  entitlements: number;
  subscriptions: number;
}

const FIRST_NAMES =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan
  Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra
  Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy George
  Melissa Timothy Deborah Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary
  Amy Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen
  Benjamin Samantha Samuel Katherine Gregory Christine Alexander Debra Frank Rachel Patrick Carolyn Raymond Janet Jack
  Catherine Dennis Maria Jerry Heather Tyler Diane Aaron Ruth Jose Julie Adam Olivia Nathan Joyce Henry Virginia Douglas
  Victoria Zachary Kelly Peter Lauren Kyle Christina Noah Joan Ethan Evelyn Jeremy Judith Walter Megan Christian Andrea
  Keith Cheryl Roger Hannah Terry Jacqueline Austin Martha Sean Gloria Gerald Teresa Carl Ann Harold Sara Dylan Madison
  Arthur Frances Lawrence Kathryn Jordan Janice Jesse Jean Bryan Abigail Sofia Lucas Mateo Chloe Yuki Hiroshi Wei Mei
  Ahmed Fatima Olga Ivan Pierre Amelie Giulia Marco Lars Ingrid`
    .split(/\s+/)
    .filter(Boolean);

const LAST_NAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson
  Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell
  Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook
  Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks
  Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez
  Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero
  Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis
  Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy
  Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva
  Kowalski Nowak Schmidt Muller Rossi Dubois Tanaka Suzuki Yamamoto Ivanov Petrov Larsen Jensen Novak Horvat`
  .split(/\s+/)
  .filter(Boolean);

const B2C_DOMAINS = [
  'mail.example',
  'inbox.example.com',
  'post.example.net',
  'webmail.example.org',
  'icloud.example',
  'proton.example',
  'outlook.example.com',
  'gmail.example.com',
];

/** A nonnegative 63-bit hash of `expr` with `salt`: the deterministic "random" of every column. */
const h = (expr: string, salt: number) => `(hashint8extended((${expr})::bigint, ${salt}) & 9223372036854775807)`;
const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Customers per organization on average (20% B2B): 1,000,000 customers → 2,000 organizations. */
const CUSTOMERS_PER_ORGANIZATION = 500;
/** Distinct courses (ISBNs) entitlements are spread over. */
const COURSE_SLOTS = 300;
/** The subscription plans (the first ecom plans with a billing cycle) subscriptions are spread over. */
const PLAN_SLOTS = 50;

export async function seedVolumeCustomers(db: Db, options: VolumeCustomerOptions): Promise<VolumeCustomerCounts> {
  const total = options.customers;
  if (!Number.isSafeInteger(total) || total < 1) throw new Error(`customers must be a positive integer, got ${total}`);
  const chunk = options.chunk ?? 100_000;
  const log = options.log ?? (() => {});
  const run = async (text: string) => db.execute(sql.raw(text));
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

  const [ids] = await rowsOf<{ customer_base: number; organization_base: number }>(
    db,
    `select (select coalesce(max(id), 0) from customer)::int as customer_base,
      (select coalesce(max(id), 0) from organization)::int as organization_base`,
  );
  const base = ids?.customer_base ?? 0;
  const orgBase = ids?.organization_base ?? 0;
  const [role] = await rowsOf<{ superuser: boolean }>(
    db,
    'select rolsuper as superuser from pg_roles where rolname = current_user',
  );
  const superuser = role?.superuser === true;
  const organizations = Math.max(5, Math.ceil(total / CUSTOMERS_PER_ORGANIZATION));

  // Organizations: 'Northwind Learning 42'.
  await run(`
    insert into organization (id, name, created_at)
    select ${orgBase} + k,
      (${textArray(['Northwind', 'Contoso', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Acme', 'Hooli', 'Vandelay', 'Tyrell', 'Cyberdyne'])})[1 + ${h('k', 101)} % 12]
        || ' ' || (${textArray(['Learning', 'Academy', 'Industries', 'Language School', 'University', 'Logistics', 'Health', 'Consulting'])})[1 + ${h('k', 102)} % 8]
        || ' ' || (${orgBase} + k),
      now() - make_interval(days => (${h('k', 103)} % 1825)::int)
    from generate_series(1, ${organizations}) as k
  `);
  await run(`select setval(pg_get_serial_sequence('organization', 'id'), (select max(id) from organization))`);
  log(`organizations ${organizations} in ${seconds()} s`);

  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const domains = textArray(B2C_DOMAINS);
  const span = `interval '5 years'`;

  /** Milliseconds per table, for the closing line. */
  const spent = new Map<string, number>();
  for (let lo = 1; lo <= total; lo += chunk) {
    const hi = Math.min(total, lo + chunk - 1);
    const from = base + lo;
    const to = base + hi;
    await db.transaction(async (tx) => {
      const exec = async (text: string) => {
        const at = Date.now();
        await tx.execute(sql.raw(text));
        const label = /insert into (\w+)/.exec(text)?.[1];
        if (label) spent.set(label, (spent.get(label) ?? 0) + Date.now() - at);
      };
      await exec('set local synchronous_commit = off');
      // Statements this big would be JIT-compiled (seconds each, for nothing).
      await exec('set local jit = off');
      // The entitlements of a chunk are sorted in memory, not on disk.
      await exec(`set local work_mem = '256MB'`);
      // A superuser skips the foreign-key triggers (a quarter of the entitlement insert): every reference
      // is right by construction. The name index's triggers (migration 0013) are ENABLE ALWAYS and still
      // run, once per statement; nothing is dropped.
      if (superuser) await exec('set local session_replication_role = replica');
      // Customers: r = the row's draws, x = its values, then the row.
      await exec(`
        insert into customer (id, auth0_id, email, first_name, last_name, connection, account_type, is_b2b,
          organization_id, customer_group, sub_users, root_user_name, shared_group_id, created_at, updated_at)
        select x.id,
          (case x.conn when 'USERNAME' then 'auth0|' when 'GOOGLE' then 'google-oauth2|' when 'APPLE' then 'apple|'
             when 'FACEBOOK' then 'facebook|' else 'okta|' end) || lpad(to_hex(x.id), 8, '0') || substr(md5(x.id::text), 1, 16),
          case when x.anon then null
            else (case when x.h_case % 10 = 0 then initcap(x.local) else x.local end) || x.id || '@'
              || case when x.b2b then 'org' || x.org || '.example.com' else (${domains})[1 + x.h_domain % ${B2C_DOMAINS.length}] end
          end,
          case when x.anon then '' else x.first end,
          case when x.anon then '' else x.last end,
          x.conn,
          case when not x.b2b then 'SINGLE' when x.h_master % 50 = 0 then 'MASTER' else 'SEAT' end,
          x.b2b,
          x.org,
          case when x.b2b then 'Group ' || (1 + x.h_master % 10) end,
          case when x.b2b and x.h_master % 50 = 0
            then array[lower(x.first) || '.kid', lower(x.first) || '.partner'] else '{}'::text[] end,
          case when x.b2b and x.h_master % 50 = 0 then x.local || x.id end,
          case when x.g % 400 in (1, 2) then ${base} + x.g - (x.g % 400) + 1 end,
          x.created,
          least(now(), x.created + make_interval(days => (x.h_case % 400)::int))
        from (
          select r.*,
            (${first})[1 + r.h_first % ${FIRST_NAMES.length}] as first,
            (${last})[1 + r.h_last % ${LAST_NAMES.length}] as last,
            case when r.b2b then ${orgBase} + 1 + least(${organizations - 1}, floor(${organizations} * power((r.h_org % 1000000) / 1000000.0, 2))::int) end as org,
            case
              when r.b2b then (case when r.h_conn % 100 < 60 then 'USERNAME' else 'OKTA' end)
              when r.h_conn % 100 < 55 then 'USERNAME'
              when r.h_conn % 100 < 75 then 'GOOGLE'
              when r.h_conn % 100 < 87 then 'APPLE'
              when r.h_conn % 100 < 97 then 'FACEBOOK'
              else 'OKTA'
            end as conn,
            lower(case r.h_local % 4
              when 0 then (${first})[1 + r.h_first % ${FIRST_NAMES.length}] || '.' || (${last})[1 + r.h_last % ${LAST_NAMES.length}]
              when 1 then (${first})[1 + r.h_first % ${FIRST_NAMES.length}] || (${last})[1 + r.h_last % ${LAST_NAMES.length}]
              when 2 then substr((${first})[1 + r.h_first % ${FIRST_NAMES.length}], 1, 1) || (${last})[1 + r.h_last % ${LAST_NAMES.length}]
              else (${last})[1 + r.h_last % ${LAST_NAMES.length}] || '_' || (${first})[1 + r.h_first % ${FIRST_NAMES.length}]
            end) as local,
            least(now(), now() - ${span} + ((r.g - 1)::float8 / ${total}) * ${span}
              + make_interval(secs => (r.h_case % 3600)::int)) as created
          from (
            select g, ${base} + g as id,
              ${h('g', 1)} % 5 = 0 as b2b,
              ${h('g', 2)} % 100 = 0 as anon,
              ${h('g', 3)} as h_first, ${h('g', 4)} as h_last, ${h('g', 5)} as h_conn, ${h('g', 6)} as h_org,
              ${h('g', 7)} as h_local, ${h('g', 8)} as h_domain, ${h('g', 9)} as h_case, ${h('g', 10)} as h_master
            from generate_series(${lo}, ${hi}) as g
          ) as r
        ) as x
      `);
      await exec(`
        insert into customer_identity (customer_id, auth0_id, connection, email, supports_password_reset, created_at)
        select id, auth0_id, connection, email, connection = 'USERNAME', created_at
        from customer where id between ${from} and ${to}
      `);
      // Entitlements: 0..6 per customer over 300 course slots (the first content products, then volume
      // ISBNs), created within two years of the customer (not after now); inserted in created order, so
      // the created-date indexes grow at their ends.
      await exec(`
        with langs as (
          select array_agg(id order by id) as ids, array_agg(name order by id) as names from language where not is_all_access
        ),
        products as (
          select (row_number() over (order by id))::int - 1 as k, id, product_id, isbn, name, language_id,
            product_type = 'SUBSCRIPTION' as subscription
          from content_product order by id limit ${COURSE_SLOTS}
        ),
        course as (
          select s,
            p.id as content_product_id,
            coalesce(p.product_id, 'CP-VOL' || lpad(s::text, 4, '0')) as public_id,
            coalesce(p.isbn, '9780' || lpad((900000000 + s * 7919)::text, 9, '0')) as isbn,
            coalesce(p.name, langs.names[1 + s % array_length(langs.ids, 1)] || ' '
              || (array['Level 1','Level 2','Level 3','Level 4','Level 5','Complete Course','Subscription','Lesson Pack'])[1 + s % 8]) as name,
            case when p.id is null then langs.ids[1 + s % array_length(langs.ids, 1)] else p.language_id end as language_id,
            coalesce(p.subscription, s % 8 = 6) as subscription
          from generate_series(0, ${COURSE_SLOTS - 1}) as s
          cross join langs
          left join products p on p.k = s
        ),
        e as (
          select c.id as customer_id, c.is_b2b, c.created_at as customer_created, c.id * 8 + k as e
          from customer c cross join generate_series(1, 6) as k
          where c.id between ${from} and ${to} and k <= ${h('c.id', 20)} % 7
        ),
        d as (
          select e.*, ${h('e.e', 21)} % ${COURSE_SLOTS} as slot,
            case when e.is_b2b
              then (array['B2B_SEAT_ASSIGNMENT','B2B_SEAT_ASSIGNMENT','B2B_SEAT_ASSIGNMENT','B2B_REDEMPTION','B2B_REDEMPTION','OKTA'])[1 + ${h('e.e', 22)} % 6]
              else (array['ECOM','ECOM','ECOM','ECOM','ECOM','ECOM','ECOM','IOS_APPSTORE','IOS_APPSTORE','IOS_APPSTORE',
                          'IOS_APPSTORE','GOOGLEPLAY','GOOGLEPLAY','GOOGLEPLAY','ADMIN','ADMIN','MG2','ECOM_MG2','ECOM_GIFT',
                          'DEMANDWARE','AMAZON','UNLIMITED_ACTIVATION','EDT_SSDS','OKTA','ECOM'])[1 + ${h('e.e', 22)} % 25]
            end as source,
            (array['ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE',
                   'EXPIRED','EXPIRED','EXPIRED','EXPIRED','EXPIRED','CANCELED','CANCELED','PAUSED','REVOKED','REVOKED'])[1 + ${h('e.e', 23)} % 20] as status,
            least(now(), e.customer_created + make_interval(secs => (${h('e.e', 24)} % ${2 * 365 * 86400})::int)) as created,
            ${h('e.e', 25)} as h_more
          from e
        )
        insert into entitlement (customer_id, content_product_id, product_public_id, isbn, product_name, language_id,
          is_subscription, status, source, expiration_at, is_upgraded_to_all_access, admin_group_id, voucher_group_id,
          voucher_code, voucher_type, created_at, updated_at)
        select d.customer_id, course.content_product_id, course.public_id, course.isbn, course.name, course.language_id,
          d.source = 'ECOM_GIFT' or (course.subscription and d.source in ('ECOM','IOS_APPSTORE','GOOGLEPLAY','AMAZON','MG2','ECOM_MG2')),
          d.status, d.source,
          case when d.h_more % 5 = 0 then null else d.created + make_interval(days => (30 + d.h_more % 700)::int) end,
          d.h_more % 50 = 0,
          case when d.source = 'B2B_SEAT_ASSIGNMENT' then 1 + (d.h_more % 5000)::int end,
          case when d.source = 'B2B_REDEMPTION' then 1 + (d.h_more % 3000)::int end,
          case when d.source = 'B2B_REDEMPTION' then upper(substr(md5(d.e::text), 1, 12)) end,
          case when d.source = 'B2B_REDEMPTION' then (case when d.h_more % 4 = 0 then 'MASTER' else 'SINGLE' end) end,
          d.created, d.created
        from d join course on course.s = d.slot
        order by d.created
      `);
      // Subscriptions: 0..3 per B2C customer (8% none, 25% one, 39% two, 28% three: ~1.87 on average,
      // ~1,500,000 for 1,000,000 customers). Statuses: 60% active (next billing within 30 days and its
      // billing day; 5% in a 7-day free trial, 3% in a grace period), 7% pending cancel (ending within 30
      // days), 3% pending pause and 6% paused (30 days), 12% cancelled and 10% expired (ended within the
      // year), 2% pending activation. Sources: 85% Recurly, 8% eCom, 7% Naviga. The plan, title, period
      // and USD price of one of the first subscription plans (none: no plan, a month at 14.99 or 19.99).
      // Inserted by customer, so a customer's subscriptions lie together. No clock jobs, no payment
      // method, no entitlement of its own.
      await exec(`
        with plans as (
          select coalesce(array_agg(p.id order by p.id), '{}') as ids,
            array_agg(p.title order by p.id) as titles, array_agg(p.cycle order by p.id) as cycles,
            array_agg(p.quantity order by p.id) as quantities, array_agg(p.price order by p.id) as prices
          from (
            select ep.id, bp.cycle, coalesce(bp.quantity, 1) as quantity, bpa.amount_minor as price,
              coalesce(nullif(regexp_replace(ep.name, '\\s+(Monthly|Quarterly|Annual|Yearly|Semiannual|Weekly)\\y.*$', '', 'i'), ''), ep.name) as title
            from ecom_plan ep
            join billing_plan bp on bp.id = ep.billing_plan_id
            left join base_price_amount bpa on bpa.base_price_id = ep.base_price_id and bpa.currency_code = 'USD'
            where bp.cycle is not null
            order by ep.id limit ${PLAN_SLOTS}
          ) as p
        ),
        s as (
          select c.id as customer_id, c.created_at as customer_created, c.id * 4 + k as e
          from customer c cross join generate_series(1, 3) as k
          where c.id between ${from} and ${to} and not c.is_b2b
            and k <= case when ${h('c.id', 30)} % 100 < 8 then 0 when ${h('c.id', 30)} % 100 < 33 then 1
                          when ${h('c.id', 30)} % 100 < 72 then 2 else 3 end
        ),
        r as (
          select s.*,
            ${h('s.e', 31)} % 100 as h_status,
            ${h('s.e', 32)} % 100 as h_source,
            1 + ${h('s.e', 33)} % greatest(1, cardinality(plans.ids)) as slot,
            ${h('s.e', 34)} % ${30 * 86400} as h_secs,
            ${h('s.e', 35)} as h_more,
            plans.*
          from s cross join plans
        ),
        x as (
          select r.*,
            case when r.h_status < 60 then 'active' when r.h_status < 67 then 'pending_cancel'
              when r.h_status < 70 then 'pending_pause' when r.h_status < 76 then 'paused'
              when r.h_status < 88 then 'cancelled' when r.h_status < 98 then 'expired'
              else 'pending_activation' end as status,
            -- Moments 1 hour to 30 days ahead and behind, whole seconds.
            date_trunc('second', now()) as t0,
            date_trunc('second', now()) + make_interval(secs => (3600 + r.h_secs)::int) as ahead,
            date_trunc('second', now()) - make_interval(secs => (3600 + r.h_secs)::int) as behind,
            make_interval(months => (1 + r.h_more % 24)::int) as age
          from r
        ),
        v as (
          select x.*,
            case
              -- A free trial of 7 days that started 1 hour to 6 days ago; a grace period of up to 14 days.
              when x.h_status < 5 then x.t0 + interval '7 days' - make_interval(secs => (3600 + x.h_secs % ${6 * 86400})::int)
              when x.h_status < 8 then x.t0 + make_interval(secs => (3600 + x.h_secs % ${14 * 86400})::int)
              when x.status = 'active' then x.ahead
              when x.status in ('pending_pause', 'paused') then (case when x.status = 'paused' then x.behind else x.ahead end) + interval '30 days'
              when x.status = 'pending_activation' then x.t0 + make_interval(secs => (3600 + x.h_secs % ${5 * 86400})::int)
            end as next_billing_at,
            case
              when x.status = 'pending_cancel' then x.ahead
              when x.status in ('cancelled', 'expired') then x.behind - make_interval(days => (x.h_more % 335)::int)
            end as end_at,
            case x.status when 'pending_pause' then x.ahead when 'paused' then x.behind end as paused_start_at
          from x
        )
        insert into billing_subscription (subscription_id, customer_id, source, status, title, plan_id, currency_code,
          price_minor, period_cycle, period_quantity, start_at, end_at, next_billing_at, billing_day, trial_end_at,
          grace_end_at, paused_start_at, paused_days, created_at, updated_at)
        select 'sub_' || substr(md5('sub' || v.e), 1, 24), v.customer_id,
          case when v.h_source < 85 then 'Recurly' when v.h_source < 93 then 'eCom' else 'Naviga' end,
          v.status,
          coalesce(v.titles[v.slot], (array['Spanish','French','German','Italian','Japanese'])[1 + v.h_more % 5] || ' Subscription'),
          v.ids[v.slot],
          'USD',
          coalesce(v.prices[v.slot], case when v.cycles[v.slot] = 'year' then 11999
            when v.h_more % 2 = 0 then 1499 else 1999 end),
          coalesce(v.cycles[v.slot], 'month'),
          coalesce(v.quantities[v.slot], 1),
          v.start_at, v.end_at, v.next_billing_at,
          extract(day from v.next_billing_at at time zone 'UTC')::int,
          case when v.h_status < 5 then v.next_billing_at end,
          case when v.h_status between 5 and 7 then v.next_billing_at end,
          v.paused_start_at,
          case when v.paused_start_at is not null then 30 end,
          least(now(), v.start_at), least(now(), v.start_at)
        from (
          select v.*,
            case
              -- A free trial of 7 days; a subscription waiting to start starts at its first billing.
              when v.h_status < 5 then v.next_billing_at - interval '7 days'
              when v.status = 'pending_activation' then v.next_billing_at
              -- Else months before what it waits for (its next billing, pause or end), not before its
              -- customer (nor after a day before its anchor).
              else least(v.anchor - interval '1 day', greatest(v.customer_created, v.anchor - v.age))
            end as start_at
          from (select v.*, coalesce(v.paused_start_at, v.end_at, v.next_billing_at) as anchor from v) as v
        ) as v
        order by v.e
      `);
      // The charges of each subscription that has billed (not one in its trial or not started): its purchase
      // and up to 6 renewals a month apart, none in the future (~5 per B2C customer); every 40th is partly refunded.
      await exec(`
        insert into billing_transaction (transaction_id, customer_id, subscription_id, kind, source, status,
          billing_plan_type, plan_pid, plan_name, currency_code, original_minor, amount_minor, account_amount_minor,
          total_minor, payment_type, period_start_at, period_end_at, created_at)
        select 'txn_' || substr(md5('txn' || s.subscription_id || n), 1, 24), s.customer_id, s.subscription_id,
          case when n = 0 then 'purchase' else 'renewal' end, s.source, 'COMPLETED', 'subscription_no_trial',
          p.pid, p.name, s.currency_code, s.price_minor, s.price_minor, s.price_minor, s.price_minor, 'CreditCard',
          s.start_at + make_interval(months => n::int), s.start_at + make_interval(months => n::int + 1),
          s.start_at + make_interval(months => n::int)
        from billing_subscription s
        left join ecom_plan p on p.id = s.plan_id
        cross join lateral generate_series(0, 1 + ${h('s.id', 43)} % 6) as n
        where s.customer_id between ${from} and ${to} and s.trial_end_at is null
          and s.start_at + make_interval(months => n::int) <= now()
      `);
      await exec(`
        insert into billing_refund (transaction_id, amount_minor, idempotency_key, actor_id, actor_email, created_at)
        select t.id, greatest(1, t.total_minor / 3), 'volume-' || t.transaction_id, 'volume', null,
          t.created_at + interval '2 days'
        from billing_transaction t
        where t.customer_id between ${from} and ${to} and t.total_minor > 0 and ${h('t.id', 47)} % 40 = 0
      `);
      // The gift card balance: one B2C customer in ten has 1..4 credits in USD, EUR or GBP (5.00 to 100.00).
      await exec(`
        insert into customer_credit (customer_id, currency_code, amount_minor, reason, actor_id, created_at)
        select c.id, (array['USD','EUR','GBP'])[1 + ${h('c.id * 4 + n', 71)} % 3], 500 * (1 + ${h('c.id * 4 + n', 72)} % 20),
          (array['Gift card','Staff adjustment'])[1 + ${h('c.id * 4 + n', 73)} % 2], 'volume',
          c.created_at + make_interval(days => (n + 1)::int)
        from customer c cross join generate_series(0, ${h('c.id', 74)} % 4) as n
        where c.id between ${from} and ${to} and not c.is_b2b and ${h('c.id', 70)} % 10 = 0
      `);
      // Gifts: one B2C customer in twenty gave one, to the customer 7 ids on when that one is a B2C customer
      // already made (else to an address of no customer): 20% Pending (delivered within 30 days), 30% Sent,
      // 50% Redeemed two days after delivery (no purchase, gift subscription or delivery job of their own).
      await exec(`
        insert into gift (gift_id, giver_customer_id, recipient_customer_id, title, status, delivery_at,
          recipient_first_name, recipient_last_name, recipient_email, redeemed_email, redeemed_at, created_at, updated_at)
        select 'gift_' || substr(md5('gift' || g.id), 1, 24), g.id, g.recipient_id, g.title, g.status, g.delivery_at,
          g.first_name, g.last_name, g.email, case when g.status = 'Redeemed' then g.email end,
          case when g.status = 'Redeemed' then g.delivery_at + interval '2 days' end,
          least(now(), g.delivery_at - interval '3 days'), least(now(), g.delivery_at - interval '3 days')
        from (
          select c.id, r.id as recipient_id,
            (array['French Subscription Annual','Spanish Subscription Annual','All Access Subscription Annual'])[1 + ${h('c.id', 81)} % 3] as title,
            case when ${h('c.id', 82)} % 10 < 2 then 'Pending' when ${h('c.id', 82)} % 10 < 5 then 'Sent' else 'Redeemed' end as status,
            case when ${h('c.id', 82)} % 10 < 2 then now() + make_interval(days => (1 + ${h('c.id', 83)} % 30)::int)
              else now() - make_interval(days => (3 + ${h('c.id', 83)} % 300)::int) end as delivery_at,
            coalesce(r.first_name, 'Friend') as first_name, coalesce(r.last_name, 'Of ' || c.id) as last_name,
            coalesce(r.email, 'friend.' || c.id || '@gift.example.net') as email
          from customer c
          left join customer r on r.id = c.id + 7 and not r.is_b2b and r.email is not null
          where c.id between ${from} and ${to} and not c.is_b2b and ${h('c.id', 80)} % 20 = 0
        ) as g
      `);
      await exec(`
        insert into lesson_progress (customer_id, sub_user_name, course_name, lesson_number, first_activity_at,
          last_activity_at, is_completed, listen_time_minutes, source_platform)
        select c.id, case when c.first_name = '' then 'user' else c.first_name end,
          (array['French Level 1','Spanish Level 2','German Level 1','Italian Level 3','Japanese Level 1'])[1 + ${h('c.id', 41)} % 5],
          n, c.created_at + make_interval(days => n), c.created_at + make_interval(days => n, hours => 1),
          n < 5, 10 + n * 3, (array['IOS','ANDROID','WEB'])[1 + ${h('c.id', 42)} % 3]
        from customer c cross join generate_series(1, 6) as n
        where c.id between ${from} and ${to} and ${h('c.id', 40)} % 100 = 0
      `);
      await exec(`
        insert into marketing_subscriber (email, status, opt_in, country, source, device_language, updated_at)
        select email, (array['Active','Active','Active','Unsubscribed','Held','Bounced'])[1 + ${h('id', 51)} % 6],
          ${h('id', 52)} % 3 <> 0, (array['US','US','CA','GB','DE','FR','AU'])[1 + ${h('id', 53)} % 7], 'portal', 'en', updated_at
        from customer
        where id between ${from} and ${to} and email is not null and ${h('id', 50)} % 10 = 0
        on conflict do nothing
      `);
    });
    log(`customers ${hi}/${total} in ${seconds()} s`);
  }
  await run(`select setval(pg_get_serial_sequence('customer', 'id'), (select max(id) from customer))`);

  await run(
    'vacuum analyze organization, customer, customer_name_suffix, customer_identity, entitlement, billing_subscription, billing_transaction, billing_refund, lesson_progress, marketing_subscriber',
  );
  await run('vacuum analyze customer_credit');
  await run('vacuum analyze gift');
  log(`vacuum analyze done in ${seconds()} s`);
  log(`time per table: ${[...spent].map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  const [counts] = await rowsOf<{ entitlements: number; subscriptions: number }>(
    db,
    `select (select count(*) from entitlement e where e.customer_id > ${base})::int as entitlements,
      (select count(*) from billing_subscription s where s.customer_id > ${base})::int as subscriptions`,
  );
  return {
    customers: total,
    organizations,
    entitlements: counts?.entitlements ?? 0,
    subscriptions: counts?.subscriptions ?? 0,
  };
}

/** The rows of a plain statement on either driver (node-postgres answers {rows}, PGlite too). */
async function rowsOf<R>(db: Db, text: string): Promise<R[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: R[] };
  return result.rows;
}
