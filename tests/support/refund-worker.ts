import { appendFileSync } from 'node:fs';
import { refundTransaction } from '../../src/server/areas/billing/transaction-refund';
import { openDatabase } from '../../src/server/db/client';

/**
 * Refunds as staff make them, in a process of its own for the kill -9 test of refunds
 * (tests/api/refund-kill.test.ts, tests/support/kill-harness.ts):
 *
 *   DATABASE_URL   the PostgreSQL database (required)
 *   ACK_FILE       where each refund the engine answered is written, one idempotency key a line, before the
 *                  next is asked (required): what was acknowledged
 *   REFUNDS        refunds of 1.00 per transaction (default 10), each with its own key '{id}-{n}'
 *   LANES          transactions refunded side by side (default 4)
 *
 * Every COMPLETED Recurly transaction of the database is refunded REFUNDS times; a key already used
 * answers its first result (a worker started again after a kill goes through the same keys). Exits 0
 * when every refund was answered.
 */

const url = process.env.DATABASE_URL;
const ackFile = process.env.ACK_FILE;
if (!url || !ackFile) {
  console.error('refund-worker: DATABASE_URL and ACK_FILE are required');
  process.exit(2);
}
const refunds = Number(process.env.REFUNDS ?? 10);
const lanes = Number(process.env.LANES ?? 4);
const actor = { sub: 'refund-worker', email: 'worker@portal.example.com', nickname: 'Worker', permissions: [] };
const clock = { now: () => new Date() };

const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const targets = await database.raw<{ transaction_id: string; auth0_id: string }>(
  `select t.transaction_id, c.auth0_id from billing_transaction t join customer c on c.id = t.customer_id
   where t.source = 'Recurly' order by t.id`,
);
let next = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let k = next++; k < targets.length; k = next++) {
      const t = targets[k] as (typeof targets)[number];
      for (let n = 0; n < refunds; n += 1) {
        const key = `${t.transaction_id}-${n}`;
        await refundTransaction(
          database.db,
          { transactionId: t.transaction_id, auth0Id: t.auth0_id, source: 'Recurly' },
          '1.00',
          key,
          actor,
          clock,
        );
        appendFileSync(ackFile, `${key}\n`);
      }
    }
  }),
);
await database.close();
console.log(`refund-worker: ${targets.length} transactions refunded ${refunds} times`);
process.exit(0);
