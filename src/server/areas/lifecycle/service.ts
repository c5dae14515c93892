import { asc, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type Lifecycle,
  type LifecycleState,
  transitionPermission,
  transitionRefusal,
} from '../../../shared/domain/lifecycle';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import { forbidden, notFound, refused } from '../../errors';
import { recordAudit } from '../audit';

/**
 * The one server function that moves a status (src/shared/domain/lifecycle.ts): it locks the rows,
 * refuses with the lifecycle's own text what the table refuses, writes the status (with whatever else
 * the transition writes) and the next row version, and records one audit entry per row — all in the
 * caller's transaction. No other code writes a lifecycle table's status column
 * (src/lifecycle-writes.test.ts fails when one does).
 */

/** A table whose rows have a lifecycle: an integer id, the status, and the version every write moves. */
export type StatusTable = PgTable & { id: PgColumn; status: PgColumn; rowVersion: PgColumn };

/** The audit entry of one row's transition (its action is the transition's own). */
export interface TransitionAudit {
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
  comment?: string | null;
}

export interface TransitionRun<S extends string, A extends string, St extends LifecycleState<S>, C, T, Row> {
  lifecycle: Lifecycle<S, A, St, C, T>;
  action: A;
  /** What the lifecycle's texts and permissions depend on (the catalogue entity). */
  ctx: C;
  table: StatusTable;
  /** The rows; locked in id order, so two runs over the same rows cannot deadlock. */
  ids: readonly number[];
  /** The lifecycle state of a locked row. */
  stateOf: (row: Row) => St;
  /**
   * Reads, once the rows are locked and before they are checked, what their states hold beyond the rows
   * (the course a plan sells), locking it as it needs (FOR SHARE) so it holds until the commit.
   */
  beforeCheck?: (tx: Db, rows: Row[]) => Promise<void>;
  /** The 404 detail for an id with no row (or a row the caller does not own: `owns`). */
  notFound: (id: number) => string;
  /** Whether a row belongs where the caller looked (a plan of this product); default: every row. */
  owns?: (row: Row) => boolean;
  /**
   * Refuse (403) unless the actor holds the transition's permission: for a route whose endpoint
   * permission is not the transition's own. A clock-driven transition never checks it.
   */
  checkPermission?: boolean;
  /** Columns the transition writes besides the status and the version (a cleared schedule, a time). */
  set?: (row: Row) => Record<string, unknown>;
  /** The audit entry of a row (before and after the write). */
  audit: (before: Row, after: Row) => TransitionAudit | Promise<TransitionAudit>;
  actor: Principal;
  now: Date;
}

/** Locks the rows (in id order) and answers them by id; a missing one is a 404. */
async function lockRows<Row>(tx: Db, table: StatusTable, ids: readonly number[], missing: (id: number) => string) {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.id))
    .for('update')) as (Row & { id: number })[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) if (!byId.has(id)) throw notFound(missing(id));
  return byId;
}

/** Most refusals one 409 names (a bulk transition over thousands of rows); the rest are counted. */
const REFUSALS_NAMED = 10;

/** The 409 of refused rows: each row's refusal (the same text once), the first few. */
function refusalOf(reasons: readonly string[]): string {
  const distinct = [...new Set(reasons)];
  const named = distinct.slice(0, REFUSALS_NAMED);
  const more = distinct.length - named.length;
  return [...named, ...(more > 0 ? [`(${more} more not shown.)`] : [])].join(' ');
}

/**
 * Applies one transition to every row of `ids`, all or none: each row is locked, checked against the
 * lifecycle (every refused row is named in the one 409), written and audited. Answers the rows as
 * written, in the order of `ids`.
 */
export async function applyTransition<S extends string, A extends string, St extends LifecycleState<S>, C, T, Row>(
  tx: Db,
  run: TransitionRun<S, A, St, C, T, Row>,
): Promise<Row[]> {
  const t = run.lifecycle.transitions[run.action];
  if (run.checkPermission && t.by === 'staff') {
    const permission = transitionPermission(run.lifecycle, run.action, run.ctx);
    if (!run.actor.permissions.includes(permission))
      throw forbidden(`'${t.label}' needs the permission ${permission}.`);
  }
  const ids = [...new Set(run.ids)];
  const locked = await lockRows<Row>(tx, run.table, ids, run.notFound);
  for (const id of ids) {
    const row = locked.get(id) as Row & { id: number };
    if (run.owns && !run.owns(row)) throw notFound(run.notFound(id));
  }
  await run.beforeCheck?.(
    tx,
    ids.map((id) => locked.get(id) as Row),
  );
  const reasons: string[] = [];
  for (const id of ids) {
    const reason = transitionRefusal(run.lifecycle, run.action, run.stateOf(locked.get(id) as Row), run.ctx);
    if (reason) reasons.push(reason);
  }
  if (reasons.length) throw refused(refusalOf(reasons));
  const written = new Map<number, Row>();
  for (const id of ids) {
    const before = locked.get(id) as Row;
    const values: Record<string, unknown> = {
      ...run.set?.(before),
      ...(t.to === null ? {} : { status: t.to }),
      rowVersion: nextVersion(run.table.rowVersion),
    };
    const rows = (await tx
      .update(run.table)
      .set(values as never)
      .where(inArray(run.table.id, [id]))
      .returning()) as Row[];
    const after = rows[0];
    if (!after) throw new Error(`${run.lifecycle.name}: row ${id} not written`);
    written.set(id, after);
    const entry = await run.audit(before, after);
    await recordAudit(tx, { ...entry, actor: run.actor, action: t.audit, at: run.now });
  }
  return ids.map((id) => written.get(id) as Row);
}
