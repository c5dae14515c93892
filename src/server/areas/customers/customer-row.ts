import { eq } from 'drizzle-orm';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { customer } from './tables';

/** The audit log's entity type of every customer change. */
export const CUSTOMER_ENTITY = 'customer';

export type CustomerRow = typeof customer.$inferSelect;

/** A customer's row, locked for the transaction's change when `lock`; 404 when there is none. */
export async function customerRow(db: Db, id: number, lock = false): Promise<CustomerRow> {
  const query = db.select().from(customer).where(eq(customer.id, id));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound(id));
  return found;
}
