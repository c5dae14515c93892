import { eq } from 'drizzle-orm';
import { fullName } from '../../../shared/domain/customer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import type { JobTarget } from '../../jobs/runner';
import { customer } from '../customers';
import { enqueueEmail } from '../email';
import type { GiftRow } from './gift-read';

/**
 * The gift email (API-S-15 and the delivery on the gift's date): to the recipient email as it is now,
 * naming the giver and the gift, with the store's link to redeem it, queued through the outbox in the
 * caller's transaction (so it exists if and only if the delivery or the resend does).
 */

export const GIFT_ENTITY = 'gift';
export const GIFT_EMAIL_KIND = 'gift';
/** The jobs runner's kind of a gift's delivery on its date (one pending job per Pending gift). */
export const GIFT_DELIVERY_JOB = 'gift-delivery';
export const deliveryTarget = (id: number): JobTarget => ({
  kind: GIFT_DELIVERY_JOB,
  entityType: GIFT_ENTITY,
  entityId: id,
});

/** Where the recipient redeems the gift in the store. */
export const giftRedeemLink = (store: string, giftId: string) =>
  `${store.replace(/\/+$/, '')}/gift/${encodeURIComponent(giftId)}/redeem`;

/** Queues the gift email of `row` (its recipient email now); the outbox row's id. */
export async function queueGiftEmail(
  tx: Db,
  row: GiftRow,
  store: string | null,
  actor: Principal,
  clock: Clock,
): Promise<number> {
  const [from] =
    row.giverCustomerId === null
      ? []
      : await tx
          .select({ firstName: customer.firstName, lastName: customer.lastName })
          .from(customer)
          .where(eq(customer.id, row.giverCustomerId));
  const giver = fullName(from?.firstName, from?.lastName) || 'Someone';
  const recipient = fullName(row.recipientFirstName, row.recipientLastName);
  const link = store === null ? null : giftRedeemLink(store, row.giftId);
  return enqueueEmail(
    tx,
    {
      kind: GIFT_EMAIL_KIND,
      to: row.recipientEmail,
      subject: `${giver} sent you a gift: ${row.title}`,
      bodyText: [
        recipient ? `Hello ${recipient},` : 'Hello,',
        '',
        `${giver} has given you ${row.title}.`,
        link ? `Redeem your gift here: ${link}` : 'Redeem your gift in the store with its gift id.',
        '',
        `Gift id: ${row.giftId}`,
      ].join('\n'),
      link,
    },
    actor,
    clock,
  );
}
