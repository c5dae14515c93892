import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { aCustomer } from '../support/customer-builders';
import { startWorker, type ThrowawayPostgres, throwawayPostgres, type Worker } from '../support/kill-harness';
import { aTransaction } from '../support/transaction-builders';

/**
 * Issue 23: `kill -9` during refunds: 0 acknowledged lost, 0 half-written. 100 transactions of $10.00 are
 * refunded $1.00 at a time, ten times each, four side by side, by a process of its own
 * (tests/support/refund-worker.ts: the engine's refund with an idempotency key per refund) on a real
 * PostgreSQL server. It is SIGKILLed inside an open refund transaction, then a second worker at a moment
 * of no one's choosing. After each kill: every refund the worker was answered is in the ledger; every
 * transaction's refunds, status, version and audit entries agree (never a refund without its status,
 * version or audit, nor the other way round). A third worker goes through the same keys again: each
 * transaction ends with exactly ten refunds and REFUNDED.
 */

const TRANSACTIONS = 100;
const WORKER = 'tests/support/refund-worker.ts';
const WORKER_TIMEOUT = 90_000;

let pgdb: ThrowawayPostgres;
const db = (): Db => pgdb.database.db;
const workers: Worker[] = [];
const ackFile = join(mkdtempSync(join(tmpdir(), 'refund-kill-')), 'acks.txt');

beforeAll(async () => {
  pgdb = await throwawayPostgres();
  writeFileSync(ackFile, '');
  const customers = await Promise.all(Array.from({ length: 10 }, () => aCustomer(db())));
  await db().transaction(async (tx) => {
    for (let k = 0; k < TRANSACTIONS; k += 1) await aTransaction(tx, customers[k % 10]?.id ?? 0, { totalMinor: 1000 });
  });
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.stop();
  await pgdb?.drop();
});

/** The refunds the workers were answered (whole lines only: a kill may cut the last one). */
const acknowledged = () =>
  readFileSync(ackFile, 'utf8')
    .split('\n')
    .filter((line) => /-\d+$/.test(line));

const refundCount = async () =>
  (await pgdb.database.raw<{ n: number }>('select count(*)::int as n from billing_refund'))[0]?.n ?? 0;

/** Every transaction's refunds, status, version and audit entries, and the keys in the ledger. */
async function ledger() {
  const rows = await pgdb.database.raw<{
    transaction_id: string;
    status: string;
    row_version: number;
    total_minor: number;
    refunded: number;
    refunds: number;
    audits: number;
  }>(`select t.transaction_id, t.status, t.row_version, t.total_minor,
        coalesce((select sum(r.amount_minor) from billing_refund r where r.transaction_id = t.id), 0)::int as refunded,
        (select count(*) from billing_refund r where r.transaction_id = t.id)::int as refunds,
        (select count(*) from audit_log a where a.entity_type = 'transaction' and a.entity_id = t.transaction_id)::int
          as audits
      from billing_transaction t`);
  const keys = new Set(
    (await pgdb.database.raw<{ idempotency_key: string }>('select idempotency_key from billing_refund')).map(
      (r) => r.idempotency_key,
    ),
  );
  return { rows, keys };
}

/** Nothing acknowledged is missing and nothing is half-written. */
async function expectWhole() {
  const { rows, keys } = await ledger();
  const lost = acknowledged().filter((key) => !keys.has(key));
  expect(lost, 'acknowledged refunds missing from the ledger').toEqual([]);
  const half = rows.filter(
    (r) =>
      r.refunded > r.total_minor ||
      r.refunded !== r.refunds * 100 ||
      (r.status === 'REFUNDED') !== (r.refunded === r.total_minor) ||
      r.row_version !== 1 + r.refunds ||
      r.audits !== r.refunds,
  );
  expect(half, 'transactions whose refunds, status, version and audit disagree').toEqual([]);
  return rows;
}

describe('kill -9 during refunds (PostgreSQL)', { timeout: WORKER_TIMEOUT }, () => {
  it('SIGKILLed inside an open refund: the server aborts it; nothing acknowledged is lost, nothing is half', async () => {
    const worker = startWorker(WORKER, pgdb, { ACK_FILE: ackFile });
    workers.push(worker);
    const report = await worker.killMidTransaction(async () => (await refundCount()) >= 100);
    expect(report.signal).toBe('SIGKILL');
    expect(report.sessions.length).toBeGreaterThan(0);
    const rows = await expectWhole();
    const done = rows.reduce((sum, r) => sum + r.refunds, 0);
    expect(done).toBeGreaterThanOrEqual(100);
    expect(done).toBeLessThan(TRANSACTIONS * 10);
  });

  it('a second worker goes through the same keys and is SIGKILLed at whatever it does: still whole', async () => {
    const before = await refundCount();
    const worker = startWorker(WORKER, pgdb, { ACK_FILE: ackFile });
    workers.push(worker);
    await worker.killWhen(async () => (await refundCount()) >= before + 200);
    await expectWhole();
  });

  it('a third worker finishes: every transaction has exactly ten refunds of $1.00 and is REFUNDED', async () => {
    const worker = startWorker(WORKER, pgdb, { ACK_FILE: ackFile });
    workers.push(worker);
    await worker.finished(WORKER_TIMEOUT - 5_000);
    const rows = await expectWhole();
    expect(rows.filter((r) => r.refunds !== 10 || r.status !== 'REFUNDED')).toEqual([]);
    expect(await refundCount()).toBe(TRANSACTIONS * 10);
  });
});
