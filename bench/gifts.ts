import { customersBench } from './customers';
import type { BenchArea } from './run';
import type { Scenario } from './support';

/**
 * Issue 23: a customer's gifts (API-S-13: the given and the received list), p95 alone ≤ 5 ms and ≥ 0.5×
 * the bare lookup at 50 connections, on the customers' volume seed (1,000,000 customers; one B2C customer
 * in twenty gave a gift, most to another customer; `--rows N` for a quick run). A database a `customers`
 * `--keep` run left (with this schema) serves as well (`--reuse`).
 */
const RATIO = 0.5;
/** How many customers are sampled from the data. */
const SAMPLE = 2000;

/** `paths` cycled, a URL of its own per request (run.ts adds `_=n`); `--repeated`: 200 again and again. */
function scenarios(name: string, paths: readonly string[]): Scenario[] {
  if (paths.length === 0) throw new Error(`${name}: nothing sampled`);
  return [
    { name, paths: [...paths], ratio: RATIO },
    { name: `${name}, 200 URLs repeated`, paths: paths.slice(0, 200), ratio: RATIO, repeated: true },
  ];
}

export const giftsBench: BenchArea = {
  name: 'gifts',
  defaultRows: 1_000_000,
  rowsLabel: 'customers (one B2C customer in twenty gave a gift)',
  /** The bare lookup reads the customer row of the same ids. */
  table: 'customer',
  permissions: ['read:customers'],
  // The customers' volume seed, as the customers bench makes it.
  seed: (db, rows) => customersBench.seed(db, rows),
  async scenarios(database) {
    const [{ n } = { n: 0 }] = await database.raw<{ n: number }>('select count(*)::int as n from gift');
    console.log(`  ${n} gifts`);
    // Customers who gave or received a gift, and (as staff open most customers) B2C customers without any.
    const involved = await database.raw<{ id: number; auth0_id: string }>(
      `select c.id, c.auth0_id from customer c
       where c.id in (select giver_customer_id from gift union select recipient_customer_id from gift)
       order by random() limit ${SAMPLE}`,
    );
    const others = await database.raw<{ id: number; auth0_id: string }>(
      `select c.id, c.auth0_id from customer c
       where not c.is_b2b
         and not exists (select 1 from gift g where g.giver_customer_id = c.id or g.recipient_customer_id = c.id)
       order by random() limit ${SAMPLE}`,
    );
    const giftsOf = (auth0Id: string) => `/api/store/v2/gift?auth0Id=${encodeURIComponent(auth0Id)}`;
    return {
      lists: [
        ...scenarios(
          "GET /v2/gift (a customer's gifts)",
          involved.map((r) => giftsOf(r.auth0_id)),
        ),
        ...scenarios(
          'GET /v2/gift (no gifts)',
          others.map((r) => giftsOf(r.auth0_id)),
        ),
      ],
      bare: { name: 'bare Fastify + pg lookup of a customer by id', paths: involved.map((r) => `/bare/${r.id}`) },
    };
  },
};
