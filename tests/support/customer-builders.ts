import type { Db } from '../../src/server/db/client';
import { customer, customerIdentity, entitlement, organization } from '../../src/server/db/schema';
import { nextSerial } from './builders';

/** Builders of the customer area: a customer (with its identity account), an organization, an entitlement. */

export type CustomerRow = typeof customer.$inferSelect;
type CustomerValues = Partial<typeof customer.$inferInsert>;

/**
 * Inserts a B2C Single customer on the Username connection with a unique email and Auth0 id, and its
 * identity account (password reset supported on Username only), unless `values` say otherwise.
 */
export async function aCustomer(db: Db, values: CustomerValues = {}): Promise<CustomerRow> {
  const n = nextSerial();
  const connection = values.connection ?? 'USERNAME';
  const [row] = await db
    .insert(customer)
    .values({
      auth0Id: `auth0|test${String(n).padStart(8, '0')}`,
      email: `customer${n}@test.example.com`,
      firstName: 'Test',
      lastName: `Customer ${n}`,
      connection,
      accountType: 'SINGLE',
      isB2b: false,
      ...values,
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  await db.insert(customerIdentity).values({
    customerId: row.id,
    auth0Id: row.auth0Id,
    connection: row.connection,
    email: row.email,
    supportsPasswordReset: row.connection === 'USERNAME',
  });
  return row;
}

export type OrganizationRow = typeof organization.$inferSelect;
export async function anOrganization(db: Db, name = `Test organization ${nextSerial()}`): Promise<OrganizationRow> {
  const [row] = await db.insert(organization).values({ name }).returning();
  if (!row) throw new Error('organization not inserted');
  return row;
}

export type EntitlementRow = typeof entitlement.$inferSelect;
type EntitlementValues = Partial<typeof entitlement.$inferInsert> & { customerId: number };

/** Inserts an ACTIVE one-shot ADMIN entitlement of the customer, expiring in a year, unless `values` say otherwise. */
export async function anEntitlement(db: Db, values: EntitlementValues): Promise<EntitlementRow> {
  const n = nextSerial();
  const [row] = await db
    .insert(entitlement)
    .values({
      productPublicId: `CP-E${String(n).padStart(6, '0')}`,
      isbn: `9785${String(n).padStart(9, '0')}`,
      productName: `Entitled course ${n}`,
      isSubscription: false,
      status: 'ACTIVE',
      source: 'ADMIN',
      expirationAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('entitlement not inserted');
  return row;
}
