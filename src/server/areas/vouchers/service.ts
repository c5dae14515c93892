import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VoucherGroup, VoucherGroupBody } from '../../../shared/contracts/vouchers';
import { toMinor } from '../../../shared/domain/money';
import {
  dayEnd,
  dayStart,
  type EntitlementDeal,
  earliestToday,
  GENERIC_PRODUCT_TYPES,
  INDIVIDUAL_PRODUCT_TYPES,
  type IsbnSelectionType,
  VOUCHER_MESSAGES as MESSAGES,
  type StoredDates,
  usesPerUserOf,
  utcDate,
  VOUCHER_CURRENCY,
  type VoucherDeal,
  type VoucherGroupType,
  validateVoucherGroup,
  withoutUnusedParts,
} from '../../../shared/domain/voucher';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, invalidAll, refused, stale } from '../../errors';
import { entityAudit, entityChanges } from '../audit';
import { contentProduct } from '../content-products';
import { organization } from '../organizations';
import { language } from '../reference';
import { codeCount, issueCodes, syncCodes } from './codes';
import { readVoucherGroup } from './read';
import { voucherGroup, voucherGroupProduct } from './tables';

/**
 * Voucher group writes (API-M-42, API-M-44, API-M-45): the shared rules (validateVoucherGroup), then the
 * references (organization, courses) and the refusals that need the stored group, the row and its courses,
 * the codes kept in step (codes.ts), one audit entry; one transaction each.
 */

export const VOUCHER_GROUP_ENTITY = 'voucher_group';
const audit = entityAudit(VOUCHER_GROUP_ENTITY);

type Row = typeof voucherGroup.$inferSelect;

/** A body checked by the shared rules and normalised (texts trimmed, what the deals and types do not use dropped). */
interface Checked {
  description: string;
  organizationId: number;
  invoice: string;
  docNumber: string;
  voucherType: VoucherGroupType;
  voucherAmount: number;
  usesPerUser: number;
  voucherDeal: VoucherDeal;
  validStartAt: Date | null;
  validExpirationAt: Date | null;
  isbnSelectionType: IsbnSelectionType;
  genericIsbn: string | null;
  courses: { languageId: number; productIds: string[] }[];
  priceAmountMinor: number;
  entitlementDeal: EntitlementDeal;
  entitlementDays: number | null;
  entitlementExpirationAt: Date | null;
  isPrepaidVoucher: boolean;
}

/** validateVoucherGroup on the server's today (the earliest day that is today somewhere): 400 with every violation. */
function checkBody(body: VoucherGroupBody, now: Date, stored?: StoredDates): Checked {
  const violations = validateVoucherGroup(body, earliestToday(now), stored);
  if (violations.length) throw invalidAll(violations);
  // Every field the rules require is there now; what the deals and the selection do not use is gone.
  const used = withoutUnusedParts(body);
  const type = used.voucherInfo?.voucherType as VoucherGroupType;
  return {
    description: (used.description ?? '').trim(),
    organizationId: used.organizationId as number,
    invoice: (used.invoice ?? '').trim(),
    docNumber: (used.docNumber ?? '').trim(),
    voucherType: type,
    voucherAmount: used.voucherInfo?.voucherAmount as number,
    usesPerUser: usesPerUserOf(type, used.voucherInfo?.usesPerUser),
    voucherDeal: used.voucherDeal as VoucherDeal,
    validStartAt: used.validPeriod ? dayStart(used.validPeriod.startDate as string) : null,
    validExpirationAt: used.validPeriod ? dayEnd(used.validPeriod.expirationDate as string) : null,
    isbnSelectionType: used.isbnSelectionType as IsbnSelectionType,
    genericIsbn: used.genericProduct ? (used.genericProduct.isbn ?? '').trim() : null,
    courses: (used.languageProductGroups ?? []).map((group) => ({
      languageId: group.languageId as number,
      productIds: (group.productItems ?? []).map((item) => item.productId.trim()).filter(Boolean),
    })),
    priceAmountMinor: toMinor(used.price?.amount as number, VOUCHER_CURRENCY),
    entitlementDeal: used.entitlementDeal as EntitlementDeal,
    entitlementDays: used.entitlementDays ?? null,
    entitlementExpirationAt: used.entitlementExpirationDate ? dayEnd(used.entitlementExpirationDate) : null,
    isPrepaidVoucher: used.isPrepaidVoucher as boolean,
  };
}

/** What an edited group held: its dates, generic course and courses may stay though no longer current. */
interface Before {
  row: Row;
  courseIds: number[];
}

const storedDates = (row: Row): StoredDates => ({
  startDate: row.validStartAt ? utcDate(row.validStartAt) : null,
  expirationDate: row.validExpirationAt ? utcDate(row.validExpirationAt) : null,
  entitlementExpirationDate: row.entitlementExpirationAt ? utcDate(row.entitlementExpirationAt) : null,
});

/**
 * The organization, the generic course or the individual courses exist (a course must be ACTIVE unless
 * the group already gives it): 400 naming the field otherwise. Answers the generic course's id and the
 * courses' ids in the order chosen.
 */
async function resolveReferences(tx: Db, c: Checked, before?: Before) {
  const [org] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, c.organizationId))
    .for('key share');
  if (!org) throw invalid('organizationId', MESSAGES.unknownOrganization(c.organizationId));
  if (c.genericIsbn !== null) {
    const [course] = await tx
      .select({ id: contentProduct.id, status: contentProduct.status })
      .from(contentProduct)
      .where(
        and(eq(contentProduct.isbn, c.genericIsbn), inArray(contentProduct.productType, [...GENERIC_PRODUCT_TYPES])),
      );
    const kept = course !== undefined && course.id === before?.row.genericProductId;
    if (!course || (course.status !== 'ACTIVE' && !kept)) {
      throw invalid('genericProduct', MESSAGES.unknownGenericProduct(c.genericIsbn));
    }
    return { genericProductId: course.id, courseIds: [] as number[] };
  }
  const courseIds: number[] = [];
  const had = new Set(before?.courseIds ?? []);
  for (const [i, group] of c.courses.entries()) {
    const [lang] = await tx.select({ id: language.id }).from(language).where(eq(language.id, group.languageId));
    if (!lang) throw invalid(`languageProductGroups.${i}.languageId`, MESSAGES.unknownLanguage(group.languageId));
    const found = await tx
      .select({
        id: contentProduct.id,
        productId: contentProduct.productId,
        languageId: contentProduct.languageId,
        status: contentProduct.status,
      })
      .from(contentProduct)
      .where(
        and(
          inArray(contentProduct.productId, group.productIds),
          inArray(contentProduct.productType, [...INDIVIDUAL_PRODUCT_TYPES]),
        ),
      );
    const byPublicId = new Map(found.map((p) => [p.productId, p]));
    const fits = (productId: string) => {
      const p = byPublicId.get(productId);
      return p !== undefined && p.languageId === group.languageId && (p.status === 'ACTIVE' || had.has(p.id));
    };
    const wrong = group.productIds.filter((productId) => !fits(productId));
    if (wrong.length) throw invalid(`languageProductGroups.${i}.productItems`, MESSAGES.unknownCourses(wrong));
    for (const productId of group.productIds) courseIds.push(byPublicId.get(productId)?.id as number);
  }
  return { genericProductId: null, courseIds };
}

/** The row's columns a checked body sets. */
const columnsOf = (c: Checked, genericProductId: number | null) => ({
  description: c.description,
  organizationId: c.organizationId,
  invoice: c.invoice,
  docNumber: c.docNumber,
  voucherType: c.voucherType,
  voucherAmount: c.voucherAmount,
  usesPerUser: c.usesPerUser,
  voucherDeal: c.voucherDeal,
  validStartAt: c.validStartAt,
  validExpirationAt: c.validExpirationAt,
  isbnSelectionType: c.isbnSelectionType,
  genericProductId,
  priceAmountMinor: c.priceAmountMinor,
  priceCurrency: VOUCHER_CURRENCY,
  entitlementDeal: c.entitlementDeal,
  entitlementDays: c.entitlementDays,
  entitlementExpirationAt: c.entitlementExpirationAt,
  isPrepaidVoucher: c.isPrepaidVoucher,
});
type Columns = ReturnType<typeof columnsOf>;

/** The same columns of a stored row, for the unchanged-edit test. */
const columnsOfRow = (row: Row): Columns => ({
  description: row.description,
  organizationId: row.organizationId,
  invoice: row.invoice,
  docNumber: row.docNumber,
  voucherType: row.voucherType as VoucherGroupType,
  voucherAmount: row.voucherAmount,
  usesPerUser: row.usesPerUser,
  voucherDeal: row.voucherDeal as VoucherDeal,
  validStartAt: row.validStartAt,
  validExpirationAt: row.validExpirationAt,
  isbnSelectionType: row.isbnSelectionType as IsbnSelectionType,
  genericProductId: row.genericProductId,
  priceAmountMinor: row.priceAmountMinor,
  priceCurrency: row.priceCurrency,
  entitlementDeal: row.entitlementDeal as EntitlementDeal,
  entitlementDays: row.entitlementDays,
  entitlementExpirationAt: row.entitlementExpirationAt,
  isPrepaidVoucher: row.isPrepaidVoucher,
});

async function writeCourses(tx: Db, groupId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return;
  await tx
    .insert(voucherGroupProduct)
    .values(courseIds.map((contentProductId, position) => ({ voucherGroupId: groupId, contentProductId, position })));
}

async function coursesOf(tx: Db, groupId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: voucherGroupProduct.contentProductId })
    .from(voucherGroupProduct)
    .where(eq(voucherGroupProduct.voucherGroupId, groupId))
    .orderBy(asc(voucherGroupProduct.position));
  return rows.map((r) => r.id);
}

/** The audited fields of a group: what staff set (not the flags, counts or times). */
const audited = (g: VoucherGroup) => ({
  description: g.description,
  organizationId: g.organizationId,
  invoice: g.invoice,
  docNumber: g.docNumber,
  voucherInfo: g.voucherInfo,
  voucherDeal: g.voucherDeal,
  validPeriod: g.validPeriod,
  isbnSelectionType: g.isbnSelectionType,
  genericProduct: g.genericProduct,
  languageProductGroups: g.languageProductGroups,
  price: g.price,
  entitlementDeal: g.entitlementDeal,
  entitlementDays: g.entitlementDays,
  entitlementExpirationDate: g.entitlementExpirationDate,
  isPrepaidVoucher: g.isPrepaidVoucher,
});
const changes = entityChanges(audit, audited);

/** The wire group (read again after a write) without its row. */
async function groupOf(tx: Db, id: number, now: Date, lock = false) {
  return readVoucherGroup(tx, id, now, lock);
}
const wire = ({ row: _row, ...group }: Awaited<ReturnType<typeof groupOf>>): VoucherGroup => group;

/** POST /vouchers/groups (API-M-42): the group, its courses and its codes (SINGLE: one per licence). */
export async function createVoucherGroup(
  db: Db,
  body: VoucherGroupBody,
  actor: Principal,
  clock: Clock,
): Promise<VoucherGroup> {
  const now = clock.now();
  const c = checkBody(body, now);
  return db.transaction(async (tx) => {
    const { genericProductId, courseIds } = await resolveReferences(tx, c);
    const [row] = await tx
      .insert(voucherGroup)
      .values({ ...columnsOf(c, genericProductId), createdAt: now, updatedAt: now })
      .returning({ id: voucherGroup.id });
    if (!row) throw new Error('voucher group not written');
    await writeCourses(tx, row.id, courseIds);
    await issueCodes(tx, row.id, codeCount(c.voucherType, c.voucherAmount), now);
    return changes.created(tx, actor, row.id, wire(await groupOf(tx, row.id, now)), now);
  });
}

/**
 * PUT /vouchers/groups/{id} (API-M-44): refused as stale (409, with the current values) when someone saved
 * since `readVersion`. Decided: the licences never drop below those redeemed, and the type stays once a
 * licence is redeemed (its codes are in customers' hands); the courses may change (for later redemptions:
 * entitlements given stay). An edit that changes nothing writes nothing.
 */
export async function updateVoucherGroup(
  db: Db,
  id: number,
  body: VoucherGroupBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<VoucherGroup> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const found = await groupOf(tx, id, now, true);
    const before = wire(found);
    if (found.row.rowVersion !== readVersion) throw stale(MESSAGES.stale, before);
    const c = checkBody(body, now, storedDates(found.row));
    const redeemed = found.row.redeemedCount;
    if (redeemed > 0 && c.voucherType !== found.row.voucherType) {
      throw invalid('voucherInfo.voucherType', MESSAGES.typeAfterRedemption);
    }
    if (c.voucherAmount < redeemed) {
      throw invalid('voucherInfo.voucherAmount', MESSAGES.licencesBelowRedeemed(redeemed));
    }
    const hadCourses = await coursesOf(tx, id);
    const { genericProductId, courseIds } = await resolveReferences(tx, c, { row: found.row, courseIds: hadCourses });
    const columns = columnsOf(c, genericProductId);
    const coursesChanged = courseIds.join() !== hadCourses.join();
    if (!coursesChanged && JSON.stringify(columns) === JSON.stringify(columnsOfRow(found.row))) return before;
    await tx
      .update(voucherGroup)
      .set({ ...columns, updatedAt: now, rowVersion: nextVersion(voucherGroup.rowVersion) })
      .where(eq(voucherGroup.id, id));
    if (coursesChanged) {
      await tx.delete(voucherGroupProduct).where(eq(voucherGroupProduct.voucherGroupId, id));
      await writeCourses(tx, id, courseIds);
    }
    await syncCodes(
      tx,
      id,
      { type: found.row.voucherType as VoucherGroupType, licences: found.row.voucherAmount },
      { type: c.voucherType, licences: c.voucherAmount },
      now,
    );
    return changes.updated(tx, actor, id, before, wire(await groupOf(tx, id, now)), now);
  });
}

/**
 * DELETE /vouchers/groups/{id} (API-M-45), with its codes and courses. Decided: refused (409) once a
 * licence is redeemed: the group stays, named by its customers' entitlements and the redemption report.
 */
export async function deleteVoucherGroup(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const found = await groupOf(tx, id, now, true);
    if (found.row.redeemedCount > 0) throw refused(MESSAGES.deleteRedeemed);
    await tx.delete(voucherGroup).where(eq(voucherGroup.id, id));
    await changes.deleted(tx, actor, id, wire(found), now);
  });
}
