import { seedVolumeCustomers } from '../src/server/db/seed-volume-customers';
import { renewalDay } from './renewal-day';
import type { BenchArea } from './run';
import type { Scenario } from './support';

/**
 * Issue 22: a customer's subscriptions and an action's preview, each p95 alone ≤ 5 ms and ≥ 0.5× the bare
 * lookup, at 50 connections with 1,500,000 subscriptions: the customers' volume seed (1,000,000 customers,
 * 0..3 subscriptions per B2C customer; `--rows N` for a quick run). A database a `customers --keep` run
 * left serves as well (`--reuse`): the seed is the same.
 */
const RATIO = 0.5;
/** How many customers and subscriptions are sampled from the data. */
const SAMPLE = 2000;

const store = (path: string) => `/api/store${path}`;
const q = (value: string | number) => encodeURIComponent(String(value));

/** `paths` cycled, a URL of its own per request in the main table (run.ts adds `_=n`). */
function spread(name: string, paths: readonly string[]): Scenario {
  if (paths.length === 0) throw new Error(`${name}: nothing sampled`);
  return { name, paths: [...paths], ratio: RATIO };
}

/** The same 200 URLs again and again (`--repeated`): answered by the read cache where there is one. */
function repeated(name: string, paths: readonly string[]): Scenario {
  return { name: `${name}, 200 URLs repeated`, paths: paths.slice(0, 200), ratio: RATIO, repeated: true };
}

export const subscriptionsBench: BenchArea = {
  name: 'subscriptions',
  defaultRows: 1_000_000,
  rowsLabel: 'customers (~1.87 subscriptions per B2C customer)',
  table: 'billing_subscription',
  permissions: ['read:customers', 'update:subscription'],
  seed: async (db, rows) => {
    const started = Date.now();
    const counts = await seedVolumeCustomers(db, {
      customers: rows,
      log: (line) => console.log(`  ${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
    });
    console.log(`  ${counts.subscriptions} subscriptions`);
  },
  async scenarios(database) {
    // B2C customers with at least one subscription, any status or source.
    const customers = (
      await database.raw<{ auth0_id: string }>(
        `select c.auth0_id from customer c
         where not c.is_b2b and exists (select 1 from billing_subscription s where s.customer_id = c.id)
         order by random() limit ${SAMPLE}`,
      )
    ).map((r) => r.auth0_id);
    // Subscriptions that allow 'cancel' (displayed Active: no trial, no grace period; Recurly's own).
    const active = await database.raw<{ id: number; subscription_id: string; auth0_id: string }>(
      `select s.id, s.subscription_id, c.auth0_id from billing_subscription s join customer c on c.id = s.customer_id
       where s.status = 'active' and s.source = 'Recurly' and s.trial_end_at is null and s.grace_end_at is null
       order by random() limit ${SAMPLE}`,
    );
    const lists = customers.map((auth0Id) => store(`/subscriptions?auth0Id=${q(auth0Id)}`));
    const previews = active.map((s) =>
      store(`/subscriptions/${q(s.subscription_id)}/actions/cancel/preview?auth0Id=${q(s.auth0_id)}&source=Recurly`),
    );
    return {
      lists: [
        spread("GET /subscriptions (a customer's)", lists),
        spread('GET preview cancel (active)', previews),
        repeated("GET /subscriptions (a customer's)", lists),
        repeated('GET preview cancel (active)', previews),
      ],
      bare: { name: 'bare Fastify + pg lookup by id', paths: active.map((s) => `/bare/${s.id}`) },
    };
  },
  // The billing clock's renewal day (bench/renewal-day.ts); `--only renewal` runs it alone.
  extra: async ({ database, chosen }) => (chosen('renewal day') ? renewalDay(database) : ''),
};
