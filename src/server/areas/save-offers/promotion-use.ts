import { type SQL, sql } from 'drizzle-orm';
import { saveOffer } from './tables';

/** Plugged into promotions' port by the assembly: SQL true when some save offer offers the promotion. */
export const saveOfferOffersPromotion = (promotionId: SQL) =>
  sql<boolean>`exists (select 1 from ${saveOffer} as s where s.promotion_id = ${promotionId})`;
