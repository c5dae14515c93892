import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherGroup } from './tables';

/**
 * How many voucher groups were sold to an organization (plugged into the organizations' port by the
 * assembly): a Delete of the organization is refused while any were, naming how many. Read through
 * voucher_group_org_updated_idx.
 */
export async function voucherGroupsOfOrganization(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherGroup)
    .where(eq(voucherGroup.organizationId, organizationId));
  return row?.n ?? 0;
}
