import { eq, sql } from 'drizzle-orm';
import type { Redemption } from '../../../shared/contracts/promotions';
import { PROMOTION_STATUS_LABELS, promotionStatus } from '../../../shared/domain/promotion';
import type { Db } from '../../db/client';
import { invalid, notFound, refused } from '../../errors';
import { customer } from '../customers';
import { coupon, promotionCode, promotionRedemption } from './tables';

/**
 * Redeeming a code: what checkout and the billing issue's "apply promo code" call. One transaction with
 * row locks, so racing redemptions serialise: a single-use code is taken by exactly one of them (the
 * others re-read it redeemed), and a regular code never passes its max redemptions.
 */

export const REDEEM_MESSAGES = {
  unknown: (code: string) => `No promotion has the code '${code}'.`,
  alreadyRedeemed: 'The promotion code has already been redeemed.',
  bulkPrefix: 'A bulk promotion is redeemed with one of its single-use codes.',
  notRedeemable: (label: string) => `The promotion is not redeemable: ${label}.`,
  unknownCustomer: (id: number) => `No customer has the id ${id}.`,
} as const;

async function lockRedeemable(tx: Db, promotionId: number, now: Date) {
  const [row] = await tx.select().from(coupon).where(eq(coupon.id, promotionId)).for('update');
  if (!row) throw new Error(`promotion ${promotionId} vanished`);
  const status = promotionStatus(row, now);
  if (status !== 'redeemable') throw refused(REDEEM_MESSAGES.notRedeemable(PROMOTION_STATUS_LABELS[status]));
  return row;
}

export async function redeemCode(
  db: Db,
  input: { code: string; customerId?: number | null | undefined },
  now: Date,
): Promise<Redemption> {
  const customerId = input.customerId ?? null;
  return db.transaction(async (tx) => {
    if (customerId !== null) {
      const [found] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.id, customerId));
      if (!found) throw invalid('customerId', REDEEM_MESSAGES.unknownCustomer(customerId));
    }
    const [single] = await tx
      .select({ id: promotionCode.id, promotionId: promotionCode.promotionId, redeemedAt: promotionCode.redeemedAt })
      .from(promotionCode)
      .where(eq(promotionCode.code, input.code))
      .for('update');
    if (single) {
      if (single.redeemedAt !== null) throw refused(REDEEM_MESSAGES.alreadyRedeemed);
      await lockRedeemable(tx, single.promotionId, now);
      await tx.update(promotionCode).set({ redeemedAt: now, customerId }).where(eq(promotionCode.id, single.id));
      await tx
        .update(coupon)
        .set({ redeemedCount: sql`${coupon.redeemedCount} + 1` })
        .where(eq(coupon.id, single.promotionId));
      return { code: input.code, promotionId: single.promotionId, customerId, redeemedAt: now.toISOString() };
    }
    const [promotion] = await tx
      .select({ id: coupon.id, code: coupon.code, codeUsage: coupon.codeUsage })
      .from(coupon)
      .where(sql`lower(${coupon.code}) = lower(${input.code})`);
    if (!promotion) throw notFound(REDEEM_MESSAGES.unknown(input.code));
    if (promotion.codeUsage === 'bulk') throw refused(REDEEM_MESSAGES.bulkPrefix);
    await lockRedeemable(tx, promotion.id, now);
    await tx.insert(promotionRedemption).values({ promotionId: promotion.id, customerId, redeemedAt: now });
    await tx
      .update(coupon)
      .set({ redeemedCount: sql`${coupon.redeemedCount} + 1` })
      .where(eq(coupon.id, promotion.id));
    return { code: promotion.code, promotionId: promotion.id, customerId, redeemedAt: now.toISOString() };
  });
}
