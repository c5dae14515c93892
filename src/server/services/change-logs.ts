import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type Page, type PageQuery, type Sort, toPage } from '../../shared/contracts/common';
import type { MiniCourseChangeLog, ProductChangeLog } from '../../shared/contracts/portal/change-logs';
import { type CatalogEntity, CHANGE_ACTIONS } from '../../shared/domain/catalog-workflow';
import type { Db } from '../db/client';
import { auditLog, contentProduct } from '../db/schema';

/**
 * The change logs of the catalogue (API-P-25, API-P-31), read from the audit log the workflow and the
 * product service write (entity types 'content_product' and 'mini_course').
 */

export interface ChangeLogInput extends PageQuery {
  sort: Sort<'createdDate'>;
}

type AuditRow = typeof auditLog.$inferSelect;

async function auditPage(db: Db, entity: CatalogEntity, id: number, input: ChangeLogInput) {
  const where = and(eq(auditLog.entityType, entity), eq(auditLog.entityId, String(id)));
  const direction = input.sort.direction === 'DESC' ? desc : asc;
  // One after the other: a transaction is one connection, and a page is two cheap queries.
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(direction(auditLog.at), direction(auditLog.id))
    .limit(input.size)
    .offset(input.page * input.size);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

const actorOf = (row: AuditRow) => row.actorEmail ?? row.actorId;

/** GET /mini-course-change-logs (API-P-31, MC-07). */
export async function listMiniCourseChangeLogs(
  db: Db,
  input: ChangeLogInput & { miniCourseId: number },
): Promise<Page<MiniCourseChangeLog>> {
  const { rows, total } = await auditPage(db, 'mini_course', input.miniCourseId, input);
  const content = rows.map((row) => ({
    id: row.id,
    action: row.action,
    comments: row.comment,
    createdBy: actorOf(row),
    createdDate: row.at.toISOString(),
  }));
  return toPage(content, total, input);
}

/** GET /product-change-logs (API-P-25): pid is the product's public id ('CP-000042'). */
export async function listProductChangeLogs(
  db: Db,
  input: ChangeLogInput & { productId: number },
): Promise<Page<ProductChangeLog>> {
  const { rows, total } = await auditPage(db, 'content_product', input.productId, input);
  const [product] = await db
    .select({ productId: contentProduct.productId })
    .from(contentProduct)
    .where(eq(contentProduct.id, input.productId));
  // A deleted product keeps its log: its public id is in the entries themselves.
  const pid =
    product?.productId ??
    rows.map((r) => field(r.before, 'productId') ?? field(r.after, 'productId')).find((v) => v) ??
    String(input.productId);
  const content = rows.map((row) => ({
    id: row.id,
    pid,
    action: row.action,
    ...describeChange(row),
    comments: row.comment,
    updatedBy: actorOf(row),
    updatedAt: row.at.toISOString(),
  }));
  return toPage(content, total, input);
}

// ---- Short human text of a change ----------------------------------------------------------------

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function field(value: unknown, key: string): string | null {
  const v = asRecord(value)?.[key];
  return typeof v === 'string' ? v : null;
}

const MAX_VALUE = 120;
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** Bookkeeping fields that change with every write and say nothing to staff. */
const QUIET = new Set(['lastModifiedDate', 'createdDate', 'lastVerifiedAt', 'id']);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `prev` and `current` of a product change log row: what the entry changed, in a line each. */
export function describeChange(row: Pick<AuditRow, 'action' | 'before' | 'after'>): {
  prev: string | null;
  current: string | null;
} {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  switch (row.action) {
    case CHANGE_ACTIONS.verify:
    case CHANGE_ACTIONS.verifyFailed: {
      const updated = list(after?.updatedFiles).length;
      const mismatched = list(after?.mismatchedItems).length;
      const format = list(after?.incorrectFormatItems).length;
      const current = after?.succeeded
        ? `Verified: ${plural(updated, 'updated file')}`
        : `Verification failed: ${plural(mismatched, 'mismatched item')}, ${plural(format, 'incorrect format')}`;
      return { prev: before?.status ? `Status: ${show(before.status)}` : null, current };
    }
    case CHANGE_ACTIONS.schedule:
      return { prev: null, current: `Scheduled publish at ${show(after?.scheduledPublishTime)}` };
    case CHANGE_ACTIONS.stopSchedule:
      return { prev: `Scheduled publish at ${show(before?.scheduledPublishTime)}`, current: 'Schedule stopped' };
    case CHANGE_ACTIONS.publish:
    case CHANGE_ACTIONS.scheduledPublish: {
      const applied = asRecord(after?.appliedChanges);
      const changes = applied ? `; applied ${Object.keys(applied).join(', ')}` : '';
      return { prev: `Status: ${show(before?.status)}`, current: `Status: ACTIVE${changes}` };
    }
    default:
      return diff(before, after);
  }
}

/** The fields that differ, as 'field: value; field: value' before and after. */
function diff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { prev: string | null; current: string | null } {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => !QUIET.has(k) && (!before || !after || JSON.stringify(before[k]) !== JSON.stringify(after[k])),
  );
  if (!keys.length) return { prev: null, current: null };
  const line = (side: Record<string, unknown> | null) =>
    side ? keys.map((k) => `${k}: ${show(side[k])}`).join('; ') : null;
  return { prev: line(before), current: line(after) };
}
