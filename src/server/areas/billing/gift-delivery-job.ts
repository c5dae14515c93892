import { eq } from 'drizzle-orm';
import type { JobHandler } from '../../jobs/runner';
import { GIFT_DELIVERY_JOB } from './gift-email';
import { deliverGift } from './gift-engine';
import { gift } from './tables';

/**
 * The gift's delivery (design: Scheduled work): on its delivery date the jobs runner moves a Pending gift
 * to Sent and queues the gift email, in the runner's transaction: a crash leaves it Pending with its job
 * pending, never Sent without its email. Two workers never run one job twice (SKIP LOCKED), and a gift no
 * longer Pending (redeemed before its date) is left as it is. `store` is the store's address (the redeem
 * link); null leaves the link out.
 */
export function giftDeliveryHandler(store: string | null): JobHandler {
  return {
    kind: GIFT_DELIVERY_JOB,
    async run(tx, job, clock) {
      const [row] = await tx.select().from(gift).where(eq(gift.id, job.entityId)).for('update');
      if (!row) return `Gift ${job.entityId} no longer exists.`;
      if (row.status !== 'Pending') return null;
      await deliverGift(tx, row, store, clock);
      return null;
    },
  };
}
