import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../src/server/areas/reference';
import { aCustomer } from '../support/customer-builders';
import { startWorker, type ThrowawayPostgres, throwawayPostgres, type Worker } from '../support/kill-harness';

/**
 * Issue 23: `kill -9` during gift card balance changes: 0 acknowledged lost, 0 half-written. 20 customers
 * are raised USD 1.00 at a time, 30 times each, four side by side, by a process of its own
 * (tests/support/credit-worker.ts: the engine's change with an idempotency key per change) on a real
 * PostgreSQL server. It is SIGKILLed inside an open change, then a second worker at a moment of no one's
 * choosing. After each kill: every change the worker was answered is in the ledger, and every customer's
 * ledger rows and audit entries agree (never a row without its audit entry, nor the other way round). A
 * third worker goes through the same keys again: each customer ends with exactly 30 rows, USD 30.00.
 */

const CUSTOMERS = 20;
const RAISES = 30;
const WORKER = 'tests/support/credit-worker.ts';
const WORKER_TIMEOUT = 90_000;

let pgdb: ThrowawayPostgres;
const workers: Worker[] = [];
const ackFile = join(mkdtempSync(join(tmpdir(), 'credit-kill-')), 'acks.txt');

beforeAll(async () => {
  pgdb = await throwawayPostgres();
  // The currency list the change checks its code against.
  await seedReference(pgdb.database.db);
  writeFileSync(ackFile, '');
  for (let k = 0; k < CUSTOMERS; k += 1) await aCustomer(pgdb.database.db);
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.stop();
  await pgdb?.drop();
});

const acknowledged = () =>
  readFileSync(ackFile, 'utf8')
    .split('\n')
    .filter((line) => /^credit-\d+-\d+$/.test(line));

const rowCount = async () =>
  (await pgdb.database.raw<{ n: number }>('select count(*)::int as n from customer_credit'))[0]?.n ?? 0;

/** Nothing acknowledged is missing, and each customer's rows, sum and audit entries agree. */
async function expectWhole() {
  const keys = new Set(
    (await pgdb.database.raw<{ idempotency_key: string }>('select idempotency_key from customer_credit')).map(
      (r) => r.idempotency_key,
    ),
  );
  expect(
    acknowledged().filter((key) => !keys.has(key)),
    'acknowledged changes missing from the ledger',
  ).toEqual([]);
  const customers = await pgdb.database.raw<{ id: number; rows: number; minor: number; audits: number }>(
    `select c.id,
       (select count(*) from customer_credit cc where cc.customer_id = c.id)::int as rows,
       coalesce((select sum(cc.amount_minor) from customer_credit cc where cc.customer_id = c.id), 0)::int as minor,
       (select count(*) from audit_log a where a.entity_type = 'customer' and a.entity_id = c.id::text
          and a.action = 'update_gift_card_balance')::int as audits
     from customer c`,
  );
  const half = customers.filter((c) => c.minor !== c.rows * 100 || c.audits !== c.rows || c.rows > RAISES);
  expect(half, 'customers whose ledger and audit entries disagree').toEqual([]);
  return customers;
}

describe('kill -9 during gift card balance changes (PostgreSQL)', { timeout: WORKER_TIMEOUT }, () => {
  it('SIGKILLed inside an open change: the server aborts it; nothing acknowledged is lost, nothing is half', async () => {
    const worker = startWorker(WORKER, pgdb, { ACK_FILE: ackFile, RAISES: String(RAISES) });
    workers.push(worker);
    const report = await worker.killMidTransaction(async () => (await rowCount()) >= 100);
    expect(report.signal).toBe('SIGKILL');
    expect(report.sessions.length).toBeGreaterThan(0);
    const customers = await expectWhole();
    const done = customers.reduce((sum, c) => sum + c.rows, 0);
    expect(done).toBeGreaterThanOrEqual(100);
    expect(done).toBeLessThan(CUSTOMERS * RAISES);
  });

  it('a second worker goes through the same keys and is SIGKILLed at whatever it does: still whole', async () => {
    const before = await rowCount();
    const worker = startWorker(WORKER, pgdb, { ACK_FILE: ackFile, RAISES: String(RAISES) });
    workers.push(worker);
    await worker.killWhen(async () => (await rowCount()) >= before + 150);
    await expectWhole();
  });

  it('a third worker finishes: every customer has exactly 30 raises, USD 30.00', async () => {
    const worker = startWorker(WORKER, pgdb, { ACK_FILE: ackFile, RAISES: String(RAISES) });
    workers.push(worker);
    await worker.finished(WORKER_TIMEOUT - 5_000);
    const customers = await expectWhole();
    expect(customers.filter((c) => c.rows !== RAISES || c.minor !== RAISES * 100)).toEqual([]);
    expect(await rowCount()).toBe(CUSTOMERS * RAISES);
  });
});
