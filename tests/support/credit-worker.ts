import { appendFileSync } from 'node:fs';
import { changeCredit } from '../../src/server/areas/billing/credit-write';
import { openDatabase } from '../../src/server/db/client';

/**
 * Gift card balance changes as staff make them, in a process of its own for the kill -9 test of the
 * credit ledger (tests/api/credit-kill.test.ts, tests/support/kill-harness.ts):
 *
 *   DATABASE_URL   the PostgreSQL database (required)
 *   ACK_FILE       where each change the engine answered is written (its idempotency key, a line) before
 *                  the next is asked (required): what was acknowledged
 *   RAISES         raises of USD 1.00 per customer (default 30), each with its key 'credit-{id}-{n}'
 *   LANES          customers raised side by side (default 4)
 *
 * Every B2C customer of the database is raised RAISES times; a key already used answers its first result
 * (a worker started again after a kill goes through the same keys). Exits 0 when every change was answered.
 */

const url = process.env.DATABASE_URL;
const ackFile = process.env.ACK_FILE;
if (!url || !ackFile) {
  console.error('credit-worker: DATABASE_URL and ACK_FILE are required');
  process.exit(2);
}
const raises = Number(process.env.RAISES ?? 30);
const lanes = Number(process.env.LANES ?? 4);
const staff = { sub: 'credit-worker', email: 'worker@portal.example.com', nickname: 'Worker', permissions: [] };
const clock = { now: () => new Date() };

const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const customers = (await database.raw<{ id: number }>('select id from customer where not is_b2b order by id')).map(
  (r) => r.id,
);
const queue = [...customers];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      for (let n = 0; n < raises; n += 1) {
        const key = `credit-${id}-${n}`;
        await changeCredit(database.db, id, { currency: 'USD', amount: 1 }, key, staff, clock);
        appendFileSync(ackFile, `${key}\n`);
      }
    }
  }),
);
await database.close();
console.log(`credit-worker: ${customers.length} customers raised ${raises} times`);
process.exit(0);
