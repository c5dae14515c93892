import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  type EntitlementDeal,
  entitlementExpiry,
  isVoucherCode,
  REDEEM_VOUCHER_MESSAGES as MESSAGES,
  normalizeVoucherCode,
  utcDate,
  voucherFlags,
} from '../../../shared/domain/voucher';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, notFound, refused } from '../../errors';
import { contentProduct } from '../content-products';
import { customer } from '../customers';
import { grantVoucherEntitlements } from '../entitlements';
import { voucher, voucherGroup, voucherGroupProduct, voucherRedemption } from './tables';

/**
 * The redemption engine (issue 24): a customer redeems a voucher code (the B2B site's call; no staff
 * endpoint in the spec, so demo data and tests call it), or is assigned a seat of a SEAT group. One
 * transaction: the group's row locked (FOR UPDATE) first, so redemptions of one group run one after
 * another; then its validity, a licence left (redeemed_count < voucher_amount, which a check constraint
 * guards too), the code (a SINGLE code once) and the uses per customer; then the redemption row (the
 * generic ISBN of a GENERIC group, which the redeemed-ISBN report reads), the entitlements (one per
 * course) and the counters. Refusals are 409s (404 for an unknown code or group, 400 for an unknown
 * customer) with the texts of REDEEM_VOUCHER_MESSAGES.
 */

export interface Redeemed {
  redemptionId: number;
  voucherGroupId: number;
  code: string;
  customerId: number;
  entitlementIds: number[];
  redeemedAt: string;
}

type Group = typeof voucherGroup.$inferSelect;

async function lockGroup(tx: Db, id: number): Promise<Group | undefined> {
  const [group] = await tx.select().from(voucherGroup).where(eq(voucherGroup.id, id)).for('update');
  return group;
}

/** The courses a redemption of `group` gives: its generic course, or its individual courses in order. */
async function coursesOf(tx: Db, group: Group): Promise<{ ids: number[]; isbn: string | null; name: string }> {
  if (group.genericProductId !== null) {
    const [course] = await tx
      .select({ isbn: contentProduct.isbn, name: contentProduct.name })
      .from(contentProduct)
      .where(eq(contentProduct.id, group.genericProductId));
    return { ids: [group.genericProductId], isbn: course?.isbn ?? null, name: course?.name ?? '' };
  }
  const rows = await tx
    .select({ id: voucherGroupProduct.contentProductId, name: contentProduct.name })
    .from(voucherGroupProduct)
    .innerJoin(contentProduct, eq(contentProduct.id, voucherGroupProduct.contentProductId))
    .where(eq(voucherGroupProduct.voucherGroupId, group.id))
    .orderBy(asc(voucherGroupProduct.position));
  return {
    ids: rows.map((r) => r.id),
    isbn: null,
    name: rows
      .map((r) => r.name)
      .join(', ')
      .slice(0, 500),
  };
}

/** Redeems `code` of the group for the customer, the group's row already locked. */
async function redeemLocked(
  tx: Db,
  group: Group,
  code: { id: number; code: string },
  customerId: number,
  now: Date,
): Promise<Redeemed> {
  const flags = voucherFlags(group.validStartAt, group.validExpirationAt, now);
  if (flags.hasExpired && group.validExpirationAt) throw refused(MESSAGES.expired(utcDate(group.validExpirationAt)));
  if (!flags.isActive && group.validStartAt) throw refused(MESSAGES.notStarted(utcDate(group.validStartAt)));
  if (group.redeemedCount >= group.voucherAmount) throw refused(MESSAGES.noLicenceLeft);
  const [locked] = await tx
    .select({ redeemedCount: voucher.redeemedCount })
    .from(voucher)
    .where(eq(voucher.id, code.id))
    .for('update');
  // An edit may have replaced the codes between the code's read and the group's lock.
  if (!locked) throw notFound(MESSAGES.unknownCode);
  if (group.voucherType === 'SINGLE' && locked.redeemedCount >= 1) throw refused(MESSAGES.codeUsed);
  const [used] = await tx
    .select({ n: count() })
    .from(voucherRedemption)
    .where(and(eq(voucherRedemption.voucherGroupId, group.id), eq(voucherRedemption.customerId, customerId)));
  if ((used?.n ?? 0) >= group.usesPerUser) throw refused(MESSAGES.usesPerUser(group.usesPerUser));

  const courses = await coursesOf(tx, group);
  const [redemption] = await tx
    .insert(voucherRedemption)
    .values({
      voucherGroupId: group.id,
      voucherId: code.id,
      customerId,
      genericIsbn: courses.isbn,
      productName: courses.name,
      redeemedAt: now,
    })
    .returning({ id: voucherRedemption.id });
  const seat = group.voucherType === 'SEAT';
  const entitlementIds = await grantVoucherEntitlements(
    tx,
    {
      customerId,
      contentProductIds: courses.ids,
      source: seat ? 'B2B_SEAT_ASSIGNMENT' : 'B2B_REDEMPTION',
      expiresAt: entitlementExpiry(
        group.entitlementDeal as EntitlementDeal,
        group.entitlementDays,
        group.entitlementExpirationAt,
        now,
      ),
      voucherGroupId: group.id,
      voucherCode: code.code,
      // The entitlement's voucher types are SINGLE and MASTER (CONF-19): a seat's code is the shared one.
      voucherType: group.voucherType === 'SINGLE' ? 'SINGLE' : 'MASTER',
    },
    now,
  );
  await tx
    .update(voucher)
    .set({ redeemedCount: sql`${voucher.redeemedCount} + 1` })
    .where(eq(voucher.id, code.id));
  await tx
    .update(voucherGroup)
    .set({ redeemedCount: sql`${voucherGroup.redeemedCount} + 1` })
    .where(eq(voucherGroup.id, group.id));
  return {
    redemptionId: redemption?.id ?? 0,
    voucherGroupId: group.id,
    code: code.code,
    customerId,
    entitlementIds,
    redeemedAt: now.toISOString(),
  };
}

async function assertCustomer(tx: Db, customerId: number) {
  const [found] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.id, customerId));
  if (!found) throw invalid('customerId', MESSAGES.unknownCustomer(customerId));
}

/**
 * Redeems a voucher code for a customer (typed in any case, with or without dashes): one licence of its
 * group, the group's courses as entitlements (B2B_REDEMPTION; a SEAT group's code assigns a seat,
 * B2B_SEAT_ASSIGNMENT). Exactly once under concurrency: the group's row lock orders them.
 */
export async function redeemVoucher(
  db: Db,
  input: { code: string; customerId: number },
  clock: Clock,
): Promise<Redeemed> {
  const code = normalizeVoucherCode(input.code);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await assertCustomer(tx, input.customerId);
    const [found] = isVoucherCode(code)
      ? await tx
          .select({ id: voucher.id, code: voucher.code, groupId: voucher.voucherGroupId })
          .from(voucher)
          .where(eq(voucher.code, code))
      : [];
    if (!found) throw notFound(MESSAGES.unknownCode);
    const group = await lockGroup(tx, found.groupId);
    if (!group) throw notFound(MESSAGES.unknownCode);
    return redeemLocked(tx, group, found, input.customerId, now);
  });
}

/** Assigns a seat of a SEAT group to a customer (B2B_SEAT_ASSIGNMENT), as a redemption of its shared code. */
export async function assignSeat(
  db: Db,
  input: { voucherGroupId: number; customerId: number },
  clock: Clock,
): Promise<Redeemed> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await assertCustomer(tx, input.customerId);
    const group = await lockGroup(tx, input.voucherGroupId);
    if (!group) throw notFound(MESSAGES.unknownGroup(input.voucherGroupId));
    if (group.voucherType !== 'SEAT') throw refused(MESSAGES.notSeatGroup);
    const [code] = await tx
      .select({ id: voucher.id, code: voucher.code })
      .from(voucher)
      .where(eq(voucher.voucherGroupId, group.id))
      .orderBy(asc(voucher.id))
      .limit(1);
    if (!code) throw notFound(MESSAGES.unknownGroup(input.voucherGroupId));
    return redeemLocked(tx, group, code, input.customerId, now);
  });
}
