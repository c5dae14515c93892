import type { BenchArea } from './run';
import { subscriptionsBench } from './subscriptions';
import type { Scenario } from './support';

/**
 * Issue 23: a customer's gift card balance (API-S-07) p95 alone ≤ 5 ms and ≥ 0.5× the bare lookup at 50
 * connections, and its history (a list: ≥ 0.25×), on the customers' volume seed (1,000,000 customers; one
 * B2C customer in ten has 1..4 credits; `--rows N` for a quick run). A database a `customers --keep` run
 * left serves as well (`--reuse`): the seed is the same.
 */
const RATIO = 0.5;
/** How many customers are sampled from the data. */
const SAMPLE = 2000;

const store = (path: string) => `/api/store${path}`;

/**
 * `paths` cycled, a URL of its own per request in the main table (run.ts adds `_=n`); `--repeated`: 200
 * again and again. `ratio`: the 0.5× for the balance; the history is a list (issue 20: 0.25×).
 */
function scenarios(name: string, paths: readonly string[], ratio?: number): Scenario[] {
  if (paths.length === 0) throw new Error(`${name}: nothing sampled`);
  return [
    { name, paths: [...paths], ratio },
    { name: `${name}, 200 URLs repeated`, paths: paths.slice(0, 200), ratio, repeated: true },
  ];
}

export const creditsBench: BenchArea = {
  name: 'credits',
  defaultRows: 1_000_000,
  rowsLabel: 'customers (one B2C customer in ten with 1..4 gift card credits)',
  /** The bare lookup reads the customer row of the same ids. */
  table: 'customer',
  permissions: ['read:customers'],
  // The customers' volume seed, as the subscriptions bench makes it (a database of either serves: --reuse).
  seed: subscriptionsBench.seed,
  async scenarios(database) {
    // B2C customers with a balance, and (as staff open most customers) without one.
    const holders = await database.raw<{ id: number }>(
      `select id from (select distinct customer_id as id from customer_credit) as held order by random() limit ${SAMPLE}`,
    );
    const others = await database.raw<{ id: number }>(
      `select c.id from customer c
       where not c.is_b2b and not exists (select 1 from customer_credit cc where cc.customer_id = c.id)
       order by random() limit ${SAMPLE}`,
    );
    const balanceOf = (id: number) => store(`/v2/customer/${id}/credits`);
    return {
      lists: [
        ...scenarios(
          "GET /v2/customer/{id}/credits (a customer's balance)",
          holders.map((r) => balanceOf(r.id)),
          RATIO,
        ),
        ...scenarios(
          'GET /v2/customer/{id}/credits (no balance)',
          others.map((r) => balanceOf(r.id)),
          RATIO,
        ),
        ...scenarios(
          'GET /v2/customer/{id}/credits/history',
          holders.map((r) => store(`/v2/customer/${r.id}/credits/history`)),
        ),
      ],
      bare: { name: 'bare Fastify + pg lookup of a customer by id', paths: holders.map((r) => `/bare/${r.id}`) },
    };
  },
};
