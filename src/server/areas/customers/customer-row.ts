import { eq } from 'drizzle-orm';
import type { CustomerListItem } from '../../../shared/contracts/customers';
import { type AccountType, type Connection, CUSTOMER_MESSAGES, fullName } from '../../../shared/domain/customer';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { entityAudit } from '../audit';
import { customer } from './tables';

/** The audit log's entity type of every customer change. */
export const CUSTOMER_ENTITY = 'customer';
/** The audit writer of customer changes (`customerAudit(tx, actor, 'update', id, before, after, now)`). */
export const customerAudit = entityAudit(CUSTOMER_ENTITY);

export type CustomerRow = typeof customer.$inferSelect;

/** A customer's row, locked for the transaction's change when `lock`; 404 when there is none. */
export async function customerRow(db: Db, id: number, lock = false): Promise<CustomerRow> {
  const query = db.select().from(customer).where(eq(customer.id, id));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound(id));
  return found;
}

/** A customer as a list row shows it: also the first fields of its detail. */
export const toCustomerListItem = (
  row: Pick<
    CustomerRow,
    | 'id'
    | 'auth0Id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'connection'
    | 'accountType'
    | 'isB2b'
    | 'organizationId'
    | 'createdAt'
  >,
  organization: string | null,
): CustomerListItem => ({
  customerId: row.id,
  id: row.id,
  auth0Id: row.auth0Id,
  email: row.email,
  name: fullName(row.firstName, row.lastName),
  connection: row.connection as Connection,
  accountType: row.accountType as AccountType,
  isB2b: row.isB2b,
  organization,
  organizationId: row.organizationId,
  createdDate: row.createdAt.toISOString(),
});
