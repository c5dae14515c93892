import type { Db } from '../../src/server/db/client';
import { cancelReason } from '../../src/server/db/schema';
import { nextSerial } from './builders';

/** Save offer and cancel reason builders (tests/api/save-offers*.test.ts, cancel-reasons.test.ts). */

export type CancelReasonRow = typeof cancelReason.$inferSelect;

/** A cancel reason no save offer uses yet, with unique texts. */
export async function aCancelReason(db: Db, values: Partial<typeof cancelReason.$inferInsert> = {}) {
  const n = nextSerial();
  const [row] = await db
    .insert(cancelReason)
    .values({ code: `test_reason_${n}`, descriptionEn: `Test reason ${n}`, descriptionEs: `Motivo ${n}`, ...values })
    .returning();
  if (!row) throw new Error('cancel reason not written');
  return row;
}

/** A save offer body of the Pause type (no type-specific field); `over` replaces fields. */
export function aSaveOfferBody(
  cancelReasonCode: string,
  basePriceIds: number[],
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  const n = nextSerial();
  return {
    cancel_reason_code: cancelReasonCode,
    applied_stages: ['months_1_3'],
    applied_base_price_ids: basePriceIds,
    type: 'pause',
    title: { en: `Test save offer ${n}`, es: `Oferta ${n}` },
    description: { en: `<p>Stay with us ${n}.</p>`, es: '' },
    ...over,
  };
}
