import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { ProductLogEntry, ProductLogQuery } from '../../../shared/contracts/ecom-products';
import type { Db } from '../../db/client';
import { auditActor, auditLog } from '../audit';
import { readCourseNames } from './bundled-products';
import { readProductRow } from './plan-read';
import { ECOM_PRODUCT_ENTITY } from './plan-write';

type Snapshot = Record<string, unknown> | null;

/** The fields that differ between two snapshots: a create shows everything new, a delete everything old. */
export function changedFields(before: Snapshot, after: Snapshot): { prev: Snapshot; current: Snapshot } {
  if (!before || !after) return { prev: before, current: after };
  const prev: Record<string, unknown> = {};
  const current: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'pid') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      prev[key] = before[key] ?? null;
      current[key] = after[key] ?? null;
    }
  }
  return { prev, current };
}

/** GET /products/{id}/logs (API-S-48): the product's and its plans' changes, newest first. */
export async function listProductLogs(
  db: Db,
  productId: number,
  q: ProductLogQuery,
): Promise<{ data: ProductLogEntry[]; count: number }> {
  await readProductRow(db, productId);
  const byPid = q.pid
    ? or(sql`${auditLog.after}->>'pid' = ${q.pid}`, sql`${auditLog.before}->>'pid' = ${q.pid}`)
    : undefined;
  const where = and(eq(auditLog.entityType, ECOM_PRODUCT_ENTITY), eq(auditLog.entityId, String(productId)), byPid);
  const direction = q.order.direction === 'ASC' ? asc : desc;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(direction(auditLog.at), direction(auditLog.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const entries = rows.map((row) => {
    const before = row.before as Snapshot;
    const after = row.after as Snapshot;
    const pid = (after?.pid ?? before?.pid ?? null) as string | null;
    return { row, pid, ...changedFields(before, after) };
  });
  const courseIds = [
    ...new Set(
      entries
        .flatMap((e) => [e.prev?.contentProductId, e.current?.contentProductId])
        .filter((v): v is number => typeof v === 'number'),
    ),
  ];
  const courses = await readCourseNames(db, courseIds);
  const data = entries.map(({ row, pid, prev, current }) => {
    const named = [prev?.contentProductId, current?.contentProductId];
    return {
      id: row.id,
      pid,
      action: row.action,
      prev,
      current,
      updatedBy: auditActor(row),
      updatedAt: row.at.toISOString(),
      contentProducts: courses
        .filter((c) => named.includes(c.id))
        .map((c) => ({ id: c.id, isbn: c.isbn, name: c.courseName ?? c.name })),
    };
  });
  return { data, count: total?.n ?? 0 };
}
