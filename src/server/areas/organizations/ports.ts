import type { Db } from '../../db/client';
import { definePort } from '../../port';

/**
 * What organizations ask of the areas that use them, which sit above this one (src/server/port.ts): how
 * many customers belong to an organization and how many voucher groups were sold to it (a Delete is
 * refused while any do, naming how many: ORG-05 decided). The assembly plugs in the customers and the
 * vouchers areas' answers. The voucher groups' foreign key stays the last guard.
 */
export const customersInOrganization =
  definePort<(db: Db, organizationId: number) => Promise<number>>('customersInOrganization');
export const voucherGroupsInOrganization =
  definePort<(db: Db, organizationId: number) => Promise<number>>('voucherGroupsInOrganization');
