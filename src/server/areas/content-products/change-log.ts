import { eq } from 'drizzle-orm';
import { type Page, type PageQuery, type Sort, toPage } from '../../../shared/contracts/common';
import type { ProductChangeLog } from '../../../shared/contracts/content-products';
import { CHANGE_ACTIONS } from '../../../shared/domain/catalog-workflow';
import type { Db } from '../../db/client';
import { type AuditRow, auditActor, auditPage } from '../audit';
import { CONTENT_PRODUCT_ENTITY } from './service';
import { contentProduct } from './tables';

/**
 * The product change log (API-P-25), read from the audit log the workflow and the product service
 * write (entity type 'content_product').
 */

export interface ChangeLogInput extends PageQuery {
  sort: Sort<'createdDate'>;
}

/** GET /product-change-logs (API-P-25): pid is the product's public id ('CP-000042'). */
export async function listProductChangeLogs(
  db: Db,
  input: ChangeLogInput & { productId: number },
): Promise<Page<ProductChangeLog>> {
  const { rows, total } = await auditPage(db, {
    entityType: CONTENT_PRODUCT_ENTITY,
    entityId: input.productId,
    page: input.page,
    size: input.size,
    direction: input.sort.direction,
  });
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
    updatedBy: auditActor(row),
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
const QUIET = new Set(['lastModifiedDate', 'createdDate', 'lastVerifiedAt', 'id', 'rowVersion']);

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
