import type { Db } from '../../src/server/db/client';
import type { Clock } from '../../src/server/deps';
import type { JobHandler, JobRow } from '../../src/server/jobs/runner';

/**
 * Runs one email job as the runner does, without its bookkeeping: the claim in a transaction, then (once
 * it committed) the sending as outside work. Answers the job's answer: null, a reason, or a throw.
 */
export async function runEmailJob(db: Db, handler: JobHandler, entityId: number, clock: Clock) {
  const row = { entityId, attempts: 0 } as JobRow;
  const answer = await db.transaction((tx) => handler.run(tx, row, clock, db));
  return answer !== null && typeof answer === 'object' ? answer.outside(db) : answer;
}
