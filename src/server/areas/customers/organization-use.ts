import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer } from './tables';

/**
 * How many customers belong to an organization (plugged into the organizations' port by the assembly):
 * a Delete of the organization is refused while any do. Read through customer_organization_tab_created_idx.
 */
export async function customersOfOrganization(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customer).where(eq(customer.organizationId, organizationId));
  return row?.n ?? 0;
}
