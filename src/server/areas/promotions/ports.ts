import type { SQL } from 'drizzle-orm';
import { definePort } from '../../port';

/**
 * What promotions ask of the area that uses them, above this one (src/server/port.ts): the assembly plugs
 * in save offers' answer.
 */

/** SQL true when some save offer offers the promotion whose id `promotionId` is (a delete is refused). */
export const promotionInSaveOffer = definePort<(promotionId: SQL) => SQL<boolean>>('promotionInSaveOffer');
