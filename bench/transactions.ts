import type { BenchArea } from './run';
import { subscriptionsBench } from './subscriptions';
import type { Scenario } from './support';

/**
 * Issue 23: a customer's transactions alone p95 ≤ 5 ms and ≥ 0.5× the bare lookup at 50 connections with
 * 5,000,000 transactions: the customers' volume seed (1,000,000 customers; ~5 charges per B2C customer,
 * every 40th partly refunded). A database a `customers` or `subscriptions` `--keep` run left (with this
 * schema) serves as well (`--reuse`).
 */
const RATIO = 0.5;
const SAMPLE = 2000;

export const transactionsBench: BenchArea = {
  name: 'transactions',
  defaultRows: 1_000_000,
  rowsLabel: 'customers (~5 transactions per B2C customer)',
  table: 'billing_transaction',
  permissions: ['read:customers', 'refund:transaction'],
  // The customers' volume seed, as the subscriptions bench runs it.
  seed: subscriptionsBench.seed,
  async scenarios(database) {
    const [{ n } = { n: 0 }] = await database.raw<{ n: number }>('select count(*)::int as n from billing_transaction');
    console.log(`  ${n} transactions`);
    // B2C customers with at least one transaction, and their transactions' ids for the yardstick.
    const sampled = await database.raw<{ auth0_id: string; id: number }>(
      `select c.auth0_id, (select t.id from billing_transaction t where t.customer_id = c.id limit 1) as id
       from customer c
       where not c.is_b2b and exists (select 1 from billing_transaction t where t.customer_id = c.id)
       order by random() limit ${SAMPLE}`,
    );
    const lists = sampled.map((s) => `/api/store/transactions?auth0Id=${encodeURIComponent(s.auth0_id)}`);
    const line = (name: string, paths: string[], repeated = false): Scenario =>
      repeated
        ? { name: `${name}, 200 URLs repeated`, paths: paths.slice(0, 200), ratio: RATIO, repeated: true }
        : { name, paths, ratio: RATIO };
    return {
      lists: [line("GET /transactions (a customer's)", lists), line("GET /transactions (a customer's)", lists, true)],
      bare: { name: 'bare Fastify + pg lookup by id', paths: sampled.map((s) => `/bare/${s.id}`) },
    };
  },
};
