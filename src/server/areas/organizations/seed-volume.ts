import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../email';
import { ONBOARDING_EMAIL_KIND } from './onboarding-email';

/**
 * `rows` more organizations ('Volume Globex Academy 42 1f3a…') for benchmarks and the query-plan guard, made
 * by the database: a description, options and a login domain each, one to three group administrators (two
 * on average), a third of whom were sent the on-boarding email (in every delivery state); modification
 * times spread over two years. Not demo data.
 */
export async function seedOrganizationVolume(db: Db, rows: number): Promise<void> {
  const result = (await db.execute(sql`select coalesce(max(id), 0)::int as n from organization`)) as unknown as {
    rows: { n: number }[];
  };
  const from = (result.rows[0]?.n ?? 0) + 1;
  await db.execute(sql`
    insert into organization (name, description, is_creating_subgroup_enabled, is_analytics_reporting_enabled,
      is_creating_auth0_account_for_seat_user_enabled, is_analytics_user_tracking_enabled, allowed_login_domains,
      created_at, updated_at)
    select
      'Volume ' || (array['Northwind', 'Contoso', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Acme',
        'Hooli', 'Vandelay', 'Tyrell', 'Cyberdyne'])[1 + g % 12]
        || ' ' || (array['Learning', 'Academy', 'Industries', 'Language School', 'University', 'Logistics',
        'Health', 'Consulting'])[1 + (g / 12) % 8]
        || ' ' || g || ' ' || substr(md5(g::text), 1, 4),
      case when g % 4 = 0 then '' else 'Language training for the staff of organization ' || g || '.' end,
      g % 2 = 0, g % 3 <> 0, g % 4 = 0, g % 5 = 0,
      'org' || g || '.example' || case when g % 3 = 0 then ',mail.org' || g || '.example' else '' end,
      now() - make_interval(days => 730) + make_interval(mins => g),
      now() - make_interval(secs => (g * 7919) % 63072000)
    from generate_series(1, ${rows}::int) as g
  `);
  // One to three administrators each (two on average), numbered by position.
  await db.execute(sql`
    insert into organization_admin (organization_id, position, email, name, telephone)
    select o.id, p, 'admin' || p || '.' || o.id || '@org' || o.id || '.example',
      'Administrator ' || p || ' of ' || o.id,
      case when p = 2 then '' else '+1 555 ' || lpad((o.id % 10000)::text, 4, '0') end
    from organization o
    cross join generate_series(0, o.id % 3) as p
    where o.id >= ${from}
  `);
  // A third of them were sent the on-boarding email: its outbox message in every state.
  await db.execute(sql`
    with sent as (
      insert into ${emailOutbox} (kind, to_address, subject, body_text, state, attempts, created_at, sent_at)
      select ${ONBOARDING_EMAIL_KIND}, a.email, 'You are a group administrator', 'Volume message ' || a.id,
        s.state, 1, now(), case when s.state = 'sent' then now() end
      from organization_admin a
      cross join lateral (select (array['sent', 'pending', 'bounced', 'failed', 'kept'])[1 + a.id % 5] as state) as s
      where a.organization_id >= ${from} and a.id % 3 = 0
      returning id, to_address
    )
    update organization_admin a set has_sent_email = true, last_email_id = sent.id
    from sent
    where a.email = sent.to_address and a.organization_id >= ${from}
  `);
  await db.execute(sql`analyze organization`);
  await db.execute(sql`analyze organization_admin`);
}
