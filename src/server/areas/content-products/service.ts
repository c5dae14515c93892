import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Page, toPage } from '../../../shared/contracts/common';
import type {
  Product,
  ProductItem,
  ProductItemsQuery,
  ProductWriteBody,
  productListQuery,
} from '../../../shared/contracts/content-products';
import {
  CATALOG_LIFECYCLE,
  type CatalogStatus,
  CHANGE_ACTIONS,
  editMode,
  editOutcome,
} from '../../../shared/domain/catalog-workflow';
import {
  allAccessLanguageError,
  deleteRefusal,
  editRefusal,
  type NormalizedProduct,
  normalizeProduct,
  requiredMessage,
  validateProduct,
} from '../../../shared/domain/content-product';
import type { ProductType } from '../../../shared/domain/content-product-types';
import { fromMinor, toMinor } from '../../../shared/domain/money';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { bound, containing, equalTo, listSearch, oneOf, type RowOf } from '../../db/list-search';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, invalidAll, isUniqueViolation, notFound, refused, refusedField, stale } from '../../errors';
import { entityAudit, recordAudit } from '../audit';
import { cancelScheduledPublish, dropScheduledPublish } from '../catalog-workflow';
import { applyTransition } from '../lifecycle';
import { findLanguage, language } from '../reference';
import { contentProduct, PRODUCT_LIST_SORT } from './tables';

/**
 * Content products (API-P-15..19) and the form's product option load (API-P-24). Rules come from
 * src/shared/domain/content-product.ts; each operation is one transaction, with its audit entry.
 */

export const CONTENT_PRODUCT_ENTITY = 'content_product';
type Row = typeof contentProduct.$inferSelect;
type Columns = Omit<
  typeof contentProduct.$inferInsert,
  | 'id'
  | 'productId'
  | 'status'
  | 'scheduledPublishTime'
  | 'lastVerifiedAt'
  | 'createdDate'
  | 'lastModifiedDate'
  | 'hasHistoricalActiveStatus'
  | 'pendingChanges'
  | 'isEffectiveImmediately'
>;
/**
 * Column keys an edit writes, and the only keys an edit saved for later review keeps in
 * `pendingChanges` (publishing applies them: ./workflow.ts).
 */
export const EDITABLE_KEYS = [
  'isbn',
  'productType',
  'isPremium',
  'languageId',
  'name',
  'upsellName',
  'learnName',
  'upsellDescription',
  'priceAmountMinor',
  'priceCurrency',
  'notes',
  'version',
  'courseLevel',
  'courseId',
  'courseVersion',
  'courseName',
  'lessonFrom',
  'lessonTo',
  'bundledProductIds',
  'premiumIsbn',
  'productUpsells',
  'upgradeId',
  'upgradeIsbn',
  'upgradeName',
  'upgradeEcomPid',
  'upgradePromotionCode',
  'namiGroups',
  'isUpsellSupportedByNami',
  'isDeeplinkSupportedByNami',
  'deepLink',
  'deepLinkPromotion',
] as const satisfies readonly (keyof Columns)[];
type EditableKey = (typeof EDITABLE_KEYS)[number];

export const formatProductId = (id: number) => `CP-${String(id).padStart(6, '0')}`;

/** The columns of a normalized body. */
export function toColumns(p: NormalizedProduct): Pick<Columns, EditableKey> {
  return {
    isbn: p.isbn,
    productType: p.productType,
    isPremium: p.isPremium,
    languageId: p.languageId,
    name: p.name,
    upsellName: p.upsellName ?? null,
    learnName: p.learnName ?? null,
    upsellDescription: p.upsellDescription ?? null,
    priceAmountMinor: toMinor(p.price.amount, p.price.currency),
    priceCurrency: p.price.currency,
    notes: p.notes ?? null,
    version: p.version ?? null,
    courseLevel: p.course?.courseLevel ?? null,
    courseId: p.course?.courseId ?? null,
    courseVersion: p.course?.courseVersion ?? null,
    courseName: p.course?.courseName ?? null,
    lessonFrom: p.lessonRange.from,
    lessonTo: p.lessonRange.to,
    bundledProductIds: p.bundledProductIds,
    premiumIsbn: p.premiumISBN ?? null,
    productUpsells: p.productUpsells,
    upgradeId: p.upgradeId ?? null,
    upgradeIsbn: p.upgradeIsbn?.trim() || null,
    upgradeName: p.upgradeName ?? null,
    upgradeEcomPid: p.upgradeEcomPid?.trim() || null,
    upgradePromotionCode: p.upgradePromotionCode?.trim() || null,
    namiGroups: p.namiGroups,
    isUpsellSupportedByNami: p.isUpsellSupportedByNami,
    isDeeplinkSupportedByNami: p.isDeeplinkSupportedByNami,
    deepLink: p.deepLink ?? null,
    deepLinkPromotion: p.deepLinkPromotion ?? null,
  };
}

type PromotionJson = {
  promotionTitle?: string | null;
  promotionContent?: string | null;
  promotionComment?: string | null;
};

/** The wire product of a row (with `pendingChanges` applied when `withPending`). */
export function toProduct(row: Row, languageName: string, withPending = true): Product {
  const pending = withPending ? ((row.pendingChanges ?? {}) as Partial<Row>) : {};
  const r: Row = { ...row, ...pending };
  const promo = (r.deepLinkPromotion ?? {}) as PromotionJson;
  return {
    id: r.id,
    productId: r.productId,
    isbn: r.isbn,
    productType: r.productType as ProductType,
    status: r.status as CatalogStatus,
    hasHistoricalActiveStatus: r.hasHistoricalActiveStatus,
    isPremium: r.isPremium,
    languageId: r.languageId,
    languageName,
    name: r.name,
    upsellName: r.upsellName,
    learnName: r.learnName,
    upsellDescription: r.upsellDescription,
    price: { amount: fromMinor(r.priceAmountMinor, r.priceCurrency), currency: r.priceCurrency },
    notes: r.notes,
    version: r.version,
    course: {
      courseLevel: r.courseLevel,
      courseId: r.courseId,
      courseVersion: r.courseVersion,
      courseName: r.courseName,
    },
    lessonRange: { from: r.lessonFrom, to: r.lessonTo },
    bundledProductIds: r.bundledProductIds,
    premiumISBN: r.premiumIsbn,
    productUpsells: r.productUpsells as Product['productUpsells'],
    upgradeId: r.upgradeId,
    upgradeIsbn: r.upgradeIsbn,
    upgradeName: r.upgradeName,
    upgradeEcomPid: r.upgradeEcomPid,
    upgradePromotionCode: r.upgradePromotionCode,
    namiGroups: r.namiGroups,
    isUpsellSupportedByNami: r.isUpsellSupportedByNami,
    isDeeplinkSupportedByNami: r.isDeeplinkSupportedByNami,
    deepLink: r.deepLink,
    deepLinkPromotion: {
      promotionTitle: promo.promotionTitle ?? null,
      promotionContent: promo.promotionContent ?? null,
      promotionComment: promo.promotionComment ?? null,
    },
    isEffectiveImmediately: r.isEffectiveImmediately,
    scheduledPublishTime: r.scheduledPublishTime ? r.scheduledPublishTime.getTime() : null,
    lastModifiedDate: r.lastModifiedDate.toISOString(),
    courseNameUpsellCardLibrary: r.upsellName,
    hasPendingChanges: row.pendingChanges !== null,
    rowVersion: row.rowVersion,
  };
}

// ---- Reads ----------------------------------------------------------------------------------------

export type ProductListQuery = z.infer<typeof productListQuery>;

const listColumns = {
  id: contentProduct.id,
  productId: contentProduct.productId,
  isbn: contentProduct.isbn,
  productType: contentProduct.productType,
  status: contentProduct.status,
  isPremium: contentProduct.isPremium,
  languageId: contentProduct.languageId,
  languageName: language.name,
  name: contentProduct.name,
  scheduledPublishTime: contentProduct.scheduledPublishTime,
  lastModifiedDate: contentProduct.lastModifiedDate,
};

/** The filters GET /products and GET /product-items share, each served by an index (./tables.ts). */
type CatalogueFilters = Pick<ProductListQuery, 'statuses' | 'productTypes' | 'languageId' | 'isPremium'>;
const statuses = oneOf<CatalogueFilters>(
  contentProduct.status,
  (q) => q.statuses,
  'content_product_status_modified_idx',
);
const productTypes = oneOf<CatalogueFilters>(
  contentProduct.productType,
  (q) => q.productTypes,
  'content_product_type_modified_idx',
);
const catalogueFilters = {
  status: statuses.one,
  statuses: statuses.many,
  productType: productTypes.one,
  productTypes: productTypes.many,
  languageId: equalTo<CatalogueFilters>(
    contentProduct.languageId,
    (q) => q.languageId,
    'content_product_language_modified_idx',
  ),
  isPremium: equalTo<CatalogueFilters>(
    contentProduct.isPremium,
    (q) => q.isPremium,
    'content_product_language_modified_idx',
  ),
};

const productList = listSearch<ProductListQuery, ListRow>({
  name: 'content_products',
  table: contentProduct,
  id: contentProduct.id,
  filters: {
    ...catalogueFilters,
    isbn: containing(
      contentProduct.isbn,
      (q) => q.isbn,
      'content_product_isbn_trgm_idx, content_product_isbn_grams_idx',
    ),
    modifiedFrom: bound(
      contentProduct.lastModifiedDate,
      'gte',
      (q) => q.lastModifiedDateFrom,
      'content_product_sort_last_modified_date',
    ),
    modifiedTo: bound(
      contentProduct.lastModifiedDate,
      'lte',
      (q) => q.lastModifiedDateTo,
      'content_product_sort_last_modified_date',
    ),
  },
  order: (q) => ({
    key: `${q.sort.field}_${q.sort.direction}`,
    order: PRODUCT_LIST_SORT.orderBy(contentProduct, q.sort),
  }),
  rows: (db, extra) =>
    db
      .select({ ...listColumns, ...extra })
      .from(contentProduct)
      .innerJoin(language, eq(language.id, contentProduct.languageId)),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A deep page in last-modified order starts at its day (content_product_day_count, migration 0036).
  dayCounts: {
    column: contentProduct.lastModifiedDate,
    direction: (q) => (q.sort.field === 'lastModifiedDate' ? q.sort.direction : undefined),
  },
});
type ListRow = RowOf<typeof listColumns>;

/**
 * GET /products (API-P-15). The page's ids first, read in index order (a deep page walks the index,
 * not the rows), then those rows with their language, and the total capped (db/list-search.ts).
 */
export async function listProducts(db: Db, q: ProductListQuery) {
  const { rows, total } = await productList.page(db, q, { offset: q.page * q.size, size: q.size });
  const content = rows.map((r) => ({
    ...r,
    productType: r.productType as ProductType,
    status: r.status as CatalogStatus,
    scheduledPublishTime: r.scheduledPublishTime ? r.scheduledPublishTime.getTime() : null,
    lastModifiedDate: r.lastModifiedDate.toISOString(),
  }));
  return toPage(content, total, q);
}

async function readProduct(db: Db, id: number, lock: boolean): Promise<{ row: Row; languageName: string }> {
  const base = db
    .select({ row: contentProduct, languageName: language.name })
    .from(contentProduct)
    .innerJoin(language, eq(language.id, contentProduct.languageId))
    .where(eq(contentProduct.id, id));
  const [found] = lock ? await base.for('update', { of: contentProduct }) : await base;
  if (!found) throw notFound(`No product has the id ${id}.`);
  return found;
}

/** The detail read, built once per database handle and sent as a named prepared statement. */
const detailStatements = new WeakMap<Db, ReturnType<typeof prepareDetail>>();
const prepareDetail = (db: Db) =>
  db
    .select({ row: contentProduct, languageName: language.name })
    .from(contentProduct)
    .innerJoin(language, eq(language.id, contentProduct.languageId))
    .where(eq(contentProduct.id, sql.placeholder('id')))
    .prepare('content_product_detail');
/** The same read by public product id (the detail page's address, 'CP-000042'): the unique index on product_id. */
const detailByPidStatements = new WeakMap<Db, ReturnType<typeof prepareDetailByPid>>();
const prepareDetailByPid = (db: Db) =>
  db
    .select({ row: contentProduct, languageName: language.name })
    .from(contentProduct)
    .innerJoin(language, eq(language.id, contentProduct.languageId))
    .where(eq(contentProduct.productId, sql.placeholder('productId')))
    .prepare('content_product_detail_by_pid');

/**
 * GET /products/{id} (API-P-17), by id or by public product id ('CP-000042'): an edit saved for later
 * review is shown as saved.
 */
export async function getProduct(db: Db, ref: number | string): Promise<Product> {
  if (typeof ref === 'string') {
    let byPid = detailByPidStatements.get(db);
    if (!byPid) {
      byPid = prepareDetailByPid(db);
      detailByPidStatements.set(db, byPid);
    }
    const [found] = await byPid.execute({ productId: ref });
    if (!found) throw notFound(`No product has the product id ${ref}.`);
    return toProduct(found.row, found.languageName);
  }
  let statement = detailStatements.get(db);
  if (!statement) {
    statement = prepareDetail(db);
    detailStatements.set(db, statement);
  }
  const [found] = await statement.execute({ id: ref });
  if (!found) throw notFound(`No product has the id ${ref}.`);
  return toProduct(found.row, found.languageName);
}

const itemColumns = {
  id: contentProduct.id,
  productId: contentProduct.productId,
  isbn: contentProduct.isbn,
  name: contentProduct.name,
  productType: contentProduct.productType,
  status: contentProduct.status,
  isPremium: contentProduct.isPremium,
  languageId: contentProduct.languageId,
  courseLevel: contentProduct.courseLevel,
};
type ItemRow = RowOf<typeof itemColumns>;
/** GET /product-items: the catalogue filters and the ISBN or name search (both trigram indexes), by name. */
const productItems = listSearch<ProductItemsQuery, ItemRow>({
  name: 'content_product_items',
  table: contentProduct,
  id: contentProduct.id,
  filters: {
    ...catalogueFilters,
    // Always by name: walked along content_product_sort_name, testing the lower cases its entries hold.
    q: containing(
      [contentProduct.isbn, contentProduct.name],
      (q) => q.q,
      'content_product_{isbn,name}_trgm_idx, content_product_{isbn,name}_grams_idx',
      { sortedBy: () => true, storedLower: true },
    ),
  },
  order: () => ({
    key: 'name',
    order: PRODUCT_LIST_SORT.orderBy(contentProduct, { field: 'name', direction: 'ASC' }),
  }),
  rows: (db, extra) => db.select({ ...itemColumns, ...extra }).from(contentProduct),
  exactUpTo: EXACT_COUNT_LIMIT,
});

/** GET /product-items (API-P-24, our option load): the form's product pickers. */
export async function listProductItems(db: Db, q: ProductItemsQuery): Promise<Page<ProductItem>> {
  const { rows, total } = await productItems.page(db, q, { offset: q.page * q.size, size: q.size });
  const content = rows.map((r) => ({
    ...r,
    productType: r.productType as ProductType,
    status: r.status as CatalogStatus,
  }));
  return toPage(content, total, q);
}

// ---- Writes ---------------------------------------------------------------------------------------

/** validateProduct → 400 problem with every violation (detail: the first message), then normalize. */
function checkedBody(body: ProductWriteBody): NormalizedProduct {
  const violations = validateProduct(body);
  if (violations.length) throw invalidAll(violations);
  return normalizeProduct(body);
}

/** A duplicate ISBN: 409 naming the `isbn` field (the form marks it). */
const isbnTaken = (isbn: string) => refusedField('isbn', `A product with ISBN ${isbn} already exists.`);

/** The ISBN is free: no other product has it live or in an edit waiting for review. */
async function assertIsbnFree(tx: Db, isbn: string, exceptId: number | null) {
  const taken = or(eq(contentProduct.isbn, isbn), sql`${contentProduct.pendingChanges}->>'isbn' = ${isbn}`);
  const [hit] = await tx
    .select({ id: contentProduct.id })
    .from(contentProduct)
    .where(exceptId === null ? taken : and(taken, ne(contentProduct.id, exceptId)))
    .limit(1);
  if (hit) throw isbnTaken(isbn);
}

/** Referenced rows exist: the language, and for multi-level the bundled single-level products. */
async function assertReferences(tx: Db, p: NormalizedProduct, selfId: number | null) {
  const lang = await findLanguage(tx, p.languageId);
  if (!lang) throw invalid('languageId', `No language has the id ${p.languageId}.`);
  const languageError = allAccessLanguageError(p.productType, lang.isAllAccess);
  if (languageError) throw invalid('languageId', languageError);
  if (p.bundledProductIds.length) {
    const found = await tx
      .select({ id: contentProduct.id, productType: contentProduct.productType })
      .from(contentProduct)
      .where(inArray(contentProduct.id, p.bundledProductIds));
    const singles = new Set(found.filter((r) => r.productType === 'SINGLE_LEVEL').map((r) => r.id));
    const bad = p.bundledProductIds.find((id) => !singles.has(id) || id === selfId);
    if (bad !== undefined) throw invalid('bundledProductIds', `Product ${bad} is not a single-level product.`);
  }
}

const audit = entityAudit(CONTENT_PRODUCT_ENTITY);

/** POST /products (API-P-16): a new product in STAGING. */
export async function createProduct(db: Db, body: ProductWriteBody, actor: Principal, clock: Clock): Promise<Product> {
  const p = checkedBody(body);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      await assertIsbnFree(tx, p.isbn, null);
      await assertReferences(tx, p, null);
      const [seq] = await tx
        .execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('content_product', 'id'))::int as id`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      if (!seq) throw new Error('no id from the sequence');
      const [row] = await tx
        .insert(contentProduct)
        .values({
          ...toColumns(p),
          id: seq.id,
          productId: formatProductId(seq.id),
          status: 'STAGING',
          isEffectiveImmediately: true,
          createdDate: now,
          lastModifiedDate: now,
        })
        .returning();
      if (!row) throw new Error('product not written');
      const product = toProduct(row, (await findLanguage(tx, row.languageId))?.name ?? '');
      await audit(tx, actor, CHANGE_ACTIONS.create, row.id, null, product, now);
      return product;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw isbnTaken(p.isbn);
    throw err;
  }
}

/** JSON with object keys sorted (jsonb does not keep key order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value ?? null;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The wire fields whose values differ between two products (for the audit entry). */
function changedFields(
  before: Product,
  after: Product,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Product)[]) {
    if (key === 'lastModifiedDate' || key === 'courseNameUpsellCardLibrary' || key === 'rowVersion') continue;
    if (!same(before[key], after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/**
 * PUT /products/{id} (API-P-18), refused (409) for what `canEditProduct` refuses.
 * - Never active: the edit is applied in place; an edit of a product In Review invalidates the
 *   review (back to STAGING, a scheduled publish is cancelled).
 * - Has been active (`hasHistoricalActiveStatus`), `isEffectiveImmediately` required:
 *   true → published at once: the values go live, status ACTIVE, an earlier pending edit is dropped;
 *   false → saved for later review: the edited column values wait in `pendingChanges` (the live
 *   columns stay as customers see them), status STAGING, to go through verify → review → publish.
 * An edit that changes nothing changes nothing (no audit entry).
 */
export async function updateProduct(
  db: Db,
  id: number,
  body: ProductWriteBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Product> {
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const { row, languageName } = await readProduct(tx, id, true);
      if (row.rowVersion !== readVersion) {
        throw stale(
          'Someone else saved this product after you opened it. Reload it, or keep your values and save again.',
          toProduct(row, languageName),
        );
      }
      const reason = editRefusal({ productType: row.productType as ProductType, status: row.status as CatalogStatus });
      if (reason) throw refused(reason);
      const p = checkedBody(body);
      const mode = editMode(row, body.isEffectiveImmediately);
      if (!mode) throw invalid('isEffectiveImmediately', requiredMessage('isEffectiveImmediately'));
      await assertIsbnFree(tx, p.isbn, id);
      await assertReferences(tx, p, id);
      const next = toColumns(p);
      const liveChanges: Partial<Record<EditableKey, unknown>> = {};
      for (const key of EDITABLE_KEYS) if (!same(row[key], next[key])) liveChanges[key] = next[key];
      const beforeProduct = toProduct(row, languageName);
      const changed = Object.keys(liveChanges).length > 0;
      const pending = changed ? liveChanges : null;
      // An edit that changes nothing changes nothing.
      if (mode === 'inPlace' && !changed) return beforeProduct;
      if (mode === 'publishImmediately' && !changed && row.pendingChanges === null && row.status === 'ACTIVE') {
        return beforeProduct;
      }
      if (mode === 'saveForReview' && same(pending, row.pendingChanges)) return beforeProduct;

      const outcome = editOutcome(mode, row.status as CatalogStatus);
      const set: Omit<Partial<typeof contentProduct.$inferInsert>, 'status'> = outcome.live
        ? { ...next, pendingChanges: null }
        : { pendingChanges: pending };
      if (mode !== 'inPlace') set.isEffectiveImmediately = mode === 'publishImmediately';
      if (outcome.cancelsSchedule) {
        set.scheduledPublishTime = null;
        await cancelScheduledPublish(tx, CONTENT_PRODUCT_ENTITY, id, now);
      }
      const values = { ...set, lastModifiedDate: now };
      let afterProduct = beforeProduct;
      const audit = async (updated: typeof contentProduct.$inferSelect) => {
        afterProduct = toProduct(updated, (await findLanguage(tx, updated.languageId))?.name ?? languageName);
        const diff = changedFields(beforeProduct, afterProduct);
        return {
          entityType: CONTENT_PRODUCT_ENTITY,
          entityId: id,
          before: diff.before,
          after: diff.after,
          comment: outcome.comment,
        };
      };
      if (outcome.transition) {
        // The edit moves the status: one transition of the workflow's lifecycle, its entry the edit's.
        await applyTransition(tx, {
          lifecycle: CATALOG_LIFECYCLE,
          action: outcome.transition,
          ctx: CONTENT_PRODUCT_ENTITY,
          table: contentProduct,
          ids: [id],
          stateOf: (r: typeof contentProduct.$inferSelect) => ({
            status: r.status as CatalogStatus,
            scheduledPublishTime: r.scheduledPublishTime ? r.scheduledPublishTime.getTime() : null,
          }),
          notFound: (missing) => `No product has the id ${missing}.`,
          set: () => values,
          audit: (_before, updated) => audit(updated),
          actor,
          now,
        });
      } else {
        const [updated] = await tx
          .update(contentProduct)
          .set({ ...values, rowVersion: nextVersion(contentProduct.rowVersion) })
          .where(eq(contentProduct.id, id))
          .returning();
        if (!updated) throw new Error('product not written');
        await recordAudit(tx, { ...(await audit(updated)), actor, action: CHANGE_ACTIONS.update, at: now });
      }
      return afterProduct;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw isbnTaken(body.isbn?.trim() ?? '');
    throw err;
  }
}

/** DELETE /products/{id} (API-P-19): refused (409) for ACTIVE and ARCHIVED; its pending publish job goes too. */
export async function deleteProduct(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const { row, languageName } = await readProduct(tx, id, true);
    const reason = deleteRefusal({
      status: row.status as CatalogStatus,
      hasHistoricalActiveStatus: row.hasHistoricalActiveStatus,
    });
    if (reason) throw refused(reason);
    await dropScheduledPublish(tx, CONTENT_PRODUCT_ENTITY, id);
    await tx.delete(contentProduct).where(eq(contentProduct.id, id));
    await audit(tx, actor, CHANGE_ACTIONS.delete, id, toProduct(row, languageName), null, now);
  });
}
