import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disclosureBasePrice } from './tables';

/** Some disclosure names the base price (plugged into base prices' port by the assembly): a delete is refused. */
export async function disclosuresNameBasePrice(db: Db, basePriceId: number): Promise<boolean> {
  const found = await db
    .select({ one: sql<number>`1` })
    .from(disclosureBasePrice)
    .where(eq(disclosureBasePrice.basePriceId, basePriceId))
    .limit(1);
  return found.length > 0;
}
