import { eq, inArray } from 'drizzle-orm';
import { type Page, type PageQuery, type Sort, toPage } from '../../../shared/contracts/common';
import type { ProductChangeLog, ProductRef } from '../../../shared/contracts/content-products';
import { CATALOG_TRANSITIONS, CHANGE_ACTIONS } from '../../../shared/domain/catalog-workflow';
import { fromMinor } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { type AuditRow, auditActor, auditPage } from '../audit';
import { language } from '../reference';
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
    ...input,
    entityType: CONTENT_PRODUCT_ENTITY,
    entityId: input.productId,
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
  const sides = rows.map(changeValues);
  await nameLanguages(db, sides);
  const refs = await productRefs(db, sides);
  const content = rows.map((row, i) => {
    const side = sides[i] ?? { prevValues: null, currentValues: null };
    return {
      id: row.id,
      pid,
      action: row.action,
      ...describeChange(row),
      ...side,
      products: refsOf(side, refs),
      comments: row.comment,
      updatedBy: auditActor(row),
      updatedAt: row.at.toISOString(),
    };
  });
  return toPage(content, total, input);
}

// ---- The values of a change, field by field --------------------------------------------------------

type Values = Record<string, unknown>;
interface ChangeSides {
  prevValues: Values | null;
  currentValues: Values | null;
}

/** Fields of an entry a screen does not show as a change: bookkeeping, the PID (its own column), derived names. */
const HIDDEN_VALUES = new Set(['productId', 'courseNameUpsellCardLibrary']);
const VERIFY_LISTS = ['updatedFiles', 'mismatchedItems', 'incorrectFormatItems'] as const;

/** Keeps the fields of both sides a screen shows; with both sides, only the fields that differ. */
function sidesOf(before: Values | null, after: Values | null): ChangeSides {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) =>
      !QUIET.has(k) &&
      !HIDDEN_VALUES.has(k) &&
      (!before || !after || JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)),
  );
  const pick = (side: Values | null) =>
    side ? Object.fromEntries(keys.filter((k) => k in side).map((k) => [k, side[k] ?? null])) : null;
  return { prevValues: pick(before), currentValues: pick(after) };
}

/**
 * An edit saved for later review waits as column values (`pendingChanges`); a publish applies them.
 * Named here as the wire names the product's fields (priceAmountMinor → price, lessonFrom → lessonRange …).
 */
function wireValues(columns: Values): Values {
  const out: Values = {};
  const course: Values = {};
  const range: Values = {};
  for (const [key, value] of Object.entries(columns)) {
    if (key === 'priceAmountMinor' && typeof value === 'number') {
      const currency = typeof columns.priceCurrency === 'string' ? columns.priceCurrency : 'USD';
      out.price = { amount: fromMinor(value, currency), currency };
    } else if (key === 'priceCurrency') {
      // Shown with the amount.
    } else if (key === 'courseLevel' || key === 'courseId' || key === 'courseVersion' || key === 'courseName') {
      course[key] = value;
    } else if (key === 'lessonFrom') {
      range.from = value;
    } else if (key === 'lessonTo') {
      range.to = value;
    } else if (key === 'premiumIsbn') {
      out.premiumISBN = value;
    } else {
      out[key] = value;
    }
  }
  if (Object.keys(course).length) out.course = course;
  if (Object.keys(range).length) out.lessonRange = range;
  return out;
}

/** `prevValues` and `currentValues` of a product change log row. */
export function changeValues(row: Pick<AuditRow, 'action' | 'before' | 'after'>): ChangeSides {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  switch (row.action) {
    case CHANGE_ACTIONS.verify:
    case CHANGE_ACTIONS.verifyFailed: {
      const current: Values = {};
      const to = CATALOG_TRANSITIONS.verify.to;
      if (after?.succeeded && to) current.status = to;
      for (const key of VERIFY_LISTS) if (list(after?.[key]).length) current[key] = list(after?.[key]);
      return { prevValues: before?.status ? { status: before.status } : null, currentValues: current };
    }
    case CHANGE_ACTIONS.publish:
    case CHANGE_ACTIONS.scheduledPublish: {
      const { pendingChanges: _pending, ...was } = before ?? {};
      const { appliedChanges, ...is } = after ?? {};
      const sides = sidesOf(was, is);
      const applied = asRecord(appliedChanges);
      return {
        prevValues: sides.prevValues,
        currentValues: { ...sides.currentValues, ...(applied ? wireValues(applied) : {}) },
      };
    }
    default:
      return sidesOf(before, after);
  }
}

const idsIn = (value: unknown): number[] => list(value).filter((v): v is number => typeof v === 'number');

/** The products the values name by id (bundled single-level products), read once for the page. */
async function productRefs(db: Db, sides: ChangeSides[]): Promise<Map<number, ProductRef>> {
  const ids = new Set<number>();
  for (const side of sides) {
    for (const values of [side.prevValues, side.currentValues]) {
      for (const id of idsIn(values?.bundledProductIds)) ids.add(id);
    }
  }
  if (!ids.size) return new Map();
  const found = await db
    .select({ id: contentProduct.id, isbn: contentProduct.isbn, name: contentProduct.name })
    .from(contentProduct)
    .where(inArray(contentProduct.id, [...ids]));
  return new Map(found.map((p) => [p.id, p]));
}

function refsOf(side: ChangeSides, refs: Map<number, ProductRef>): ProductRef[] {
  const ids = new Set([...idsIn(side.prevValues?.bundledProductIds), ...idsIn(side.currentValues?.bundledProductIds)]);
  return [...ids].flatMap((id) => {
    const ref = refs.get(id);
    return ref ? [ref] : [];
  });
}

/** A side naming a language by id only (an applied pending edit) gets its name, as the product shows it. */
async function nameLanguages(db: Db, sides: ChangeSides[]): Promise<void> {
  const unnamed = sides
    .flatMap((s) => [s.prevValues, s.currentValues])
    .filter((v): v is Values => v !== null && typeof v.languageId === 'number' && !('languageName' in v));
  if (!unnamed.length) return;
  const ids = [...new Set(unnamed.map((v) => v.languageId as number))];
  const names = new Map(
    (await db.select({ id: language.id, name: language.name }).from(language).where(inArray(language.id, ids))).map(
      (l) => [l.id, l.name],
    ),
  );
  for (const values of unnamed) {
    const name = names.get(values.languageId as number);
    if (name) values.languageName = name;
  }
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
