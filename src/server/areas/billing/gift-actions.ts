import type { GivenGift } from '../../../shared/contracts/gifts';
import { sameEmail } from '../../../shared/domain/customer';
import { GIFT_MESSAGES, recipientEmailViolation } from '../../../shared/domain/gift';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { invalid, stale } from '../../errors';
import { applyTransition } from '../lifecycle';
import { GIFT_ENTITY, queueGiftEmail } from './gift-email';
import { customerOfEmail, giftRowId, giftRun } from './gift-engine';
import { type GiftRow, toGivenGift } from './gift-read';

/**
 * The staff actions on a gift (GIFT-05..08): update the recipient email (API-S-14, If-Match) and resend
 * the gift email (API-S-15), each through `applyTransition` (the gift locked, a Redeemed one refused with
 * the lifecycle's text, the version moved, one audit entry) in one transaction.
 */

/**
 * PUT /v2/gift/{id}/update-email: the rule of GIFT-06 (400 naming recipient_email), the version read
 * (409 with the current gift when stale), then the new address. A gift linked to no recipient customer
 * yet is linked to the customer whose email it now is (decided, GIFT-09); a link is never undone here.
 */
export async function updateRecipientEmail(
  db: Db,
  giftId: string,
  recipientEmail: string,
  ifMatch: number,
  actor: Principal,
  clock: Clock,
): Promise<GivenGift> {
  const email = recipientEmail.trim();
  const problem = recipientEmailViolation(email, null);
  if (problem) throw invalid('recipient_email', problem);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const id = await giftRowId(tx, giftId);
    const linked = await customerOfEmail(tx, email);
    const [after] = await applyTransition(tx, {
      ...giftRun('updateRecipientEmail', id, giftId),
      beforeCheck: async (_locked, [current]: GiftRow[]) => {
        if (current && current.rowVersion !== ifMatch)
          throw stale(GIFT_MESSAGES.stale(current.recipientEmail), toGivenGift(current));
      },
      set: (before: GiftRow) => {
        // After the status check: a Redeemed gift is refused as such, whatever the email.
        if (sameEmail(before.recipientEmail, email)) throw invalid('recipient_email', GIFT_MESSAGES.emailSame);
        return { recipientEmail: email, recipientCustomerId: before.recipientCustomerId ?? linked, updatedAt: now };
      },
      audit: (before: GiftRow, written: GiftRow) => ({
        entityType: GIFT_ENTITY,
        entityId: before.giftId,
        before: { recipientEmail: before.recipientEmail },
        after: { recipientEmail: written.recipientEmail },
      }),
      actor,
      now,
    });
    if (!after) throw new Error('gift not written');
    return toGivenGift(after);
  });
}

/**
 * POST /v2/gift/{id}/send-email: the gift email again, to the recipient email as it is now, through the
 * outbox; audited with the address it went to. The status stays (a Pending gift is still delivered on
 * its date: decided, GIFT-09).
 */
export async function resendGiftEmail(
  db: Db,
  giftId: string,
  store: string,
  actor: Principal,
  clock: Clock,
): Promise<GivenGift> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const id = await giftRowId(tx, giftId);
    const [after] = await applyTransition(tx, {
      ...giftRun('resend', id, giftId),
      set: () => ({ updatedAt: now }),
      audit: (before: GiftRow) => ({
        entityType: GIFT_ENTITY,
        entityId: before.giftId,
        before: null,
        after: { status: before.status, to: before.recipientEmail },
      }),
      actor,
      now,
    });
    if (!after) throw new Error('gift not written');
    await queueGiftEmail(tx, after, store, actor, clock);
    return toGivenGift(after);
  });
}
