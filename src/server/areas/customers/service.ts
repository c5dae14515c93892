import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Customer, CustomerUpdateBody } from '../../../shared/contracts/customers';
import { CUSTOMER_MESSAGES, canEditEmail, nameViolations, newEmailViolation } from '../../../shared/domain/customer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import {
  DomainError,
  invalid,
  invalidAll,
  isUniqueViolation,
  notFound,
  refused,
  refusedField,
  stale,
} from '../../errors';
import { recordAudit } from '../audit';
import { enqueueEmail } from '../email';
import { organization } from '../organizations';
import { CUSTOMER_ENTITY, type CustomerRow, customerAudit, customerRow, toCustomerListItem } from './customer-row';
import { defaultPaymentRow } from './payment';
import { moveActiveSubscriber } from './subscribers';
import { customer, customerIdentity } from './tables';

/**
 * A customer (API-P-02..05, API-S-01/02; checklist 3, 4.1, 4.2, 4.4): the detail, the name and email
 * edits, the reset-password email, and the lookup by billing id. Each write is one transaction with its
 * audit entry. Emails and names never go to the logs.
 */

/** How long a reset-password ticket stays valid. */
export const RESET_TICKET_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_EMAIL_KIND = 'reset_password';
export const RESET_EMAIL_SUBJECT = 'Reset your password';

/** GET /customers/{id} (API-P-02): with organization name, identity flag and the person's other accounts. */
const customerById = preparedPer((db) =>
  db
    .select({
      row: customer,
      organization: organization.name,
      supportsPasswordReset: customerIdentity.supportsPasswordReset,
    })
    .from(customer)
    .leftJoin(organization, eq(organization.id, customer.organizationId))
    .leftJoin(customerIdentity, eq(customerIdentity.customerId, customer.id))
    .where(eq(customer.id, sql.placeholder('id')))
    .prepare('customer_by_id'),
);

export async function getCustomer(db: Db, id: number): Promise<Customer> {
  const [found] = await customerById(db).execute({ id });
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound(id));
  const { row } = found;
  const shared =
    row.sharedGroupId === null
      ? []
      : await db
          .select({ id: customer.id, email: customer.email })
          .from(customer)
          .where(and(eq(customer.sharedGroupId, row.sharedGroupId), ne(customer.id, row.id)))
          .orderBy(asc(customer.id));
  return {
    ...toCustomerListItem(row, found.organization),
    firstName: row.firstName,
    lastName: row.lastName,
    givenName: row.firstName,
    familyName: row.lastName,
    customerGroup: row.customerGroup,
    subUsers: row.subUsers,
    rootUserName: row.rootUserName,
    supportResetPassword: found.supportsPasswordReset ?? false,
    sharedCustomers: shared,
    rowVersion: row.rowVersion,
  };
}

/** The customer's own id, tab and email by Auth0 id (for the entitlements area); null when unknown. */
export async function customerIdByAuth0Id(
  db: Db,
  auth0Id: string,
): Promise<{ id: number; isB2b: boolean; email: string | null } | null> {
  const [found] = await db
    .select({ id: customer.id, isB2b: customer.isB2b, email: customer.email })
    .from(customer)
    .where(eq(customer.auth0Id, auth0Id));
  return found ?? null;
}

// ---- Name and email (API-P-03 = API-S-02) --------------------------------------------------------

/** The billing country of the default payment method, or null. */
async function billingCountry(tx: Db, customerId: number): Promise<string | null> {
  return (await defaultPaymentRow(tx, customerId))?.country || null;
}

async function updateName(
  tx: Db,
  row: CustomerRow,
  body: { firstName: string; lastName: string },
  actor: Principal,
  now: Date,
) {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (row.firstName === firstName && row.lastName === lastName) return;
  await tx
    .update(customer)
    .set({ firstName, lastName, updatedAt: now, rowVersion: nextVersion(customer.rowVersion) })
    .where(eq(customer.id, row.id));
  await customerAudit(
    tx,
    actor,
    'update',
    row.id,
    { firstName: row.firstName, lastName: row.lastName },
    { firstName, lastName },
    now,
  );
}

async function updateEmail(
  tx: Db,
  row: CustomerRow,
  body: { email: string; confirmEmail?: string | undefined },
  actor: Principal,
  now: Date,
) {
  if (!canEditEmail(row.connection)) throw refused(CUSTOMER_MESSAGES.emailOnlyUsername);
  const email = body.email.trim();
  const violation = newEmailViolation(email, row.email);
  if (violation) throw invalid('email', violation);
  if (body.confirmEmail !== undefined) {
    const confirm = body.confirmEmail.trim();
    if (!confirm) throw invalid('confirmEmail', CUSTOMER_MESSAGES.confirmRequired);
    if (confirm !== email) throw invalid('confirmEmail', CUSTOMER_MESSAGES.confirmDifferent);
  }
  const [other] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.emailKey, sql`lower(${email})`), ne(customer.id, row.id)));
  if (other) throw refusedField('email', CUSTOMER_MESSAGES.emailTaken);
  await tx
    .update(customer)
    .set({ email, updatedAt: now, rowVersion: nextVersion(customer.rowVersion) })
    .where(eq(customer.id, row.id));
  await tx.update(customerIdentity).set({ email }).where(eq(customerIdentity.customerId, row.id));
  // Spec 1 §4: after an email change the marketing subscriber follows, only when it is Active.
  const moved =
    row.email !== null &&
    (await moveActiveSubscriber(tx, {
      oldEmail: row.email,
      newEmail: email,
      country: await billingCountry(tx, row.id),
    }));
  await recordAudit(tx, {
    actor,
    action: 'update',
    entityType: CUSTOMER_ENTITY,
    entityId: row.id,
    before: { email: row.email },
    after: { email },
    comment: moved ? 'The Active marketing-email subscriber moved to the new email.' : null,
    at: now,
  });
}

/**
 * PUT /customers/{id} (API-P-03) and PUT /v2/customer/{id}/info (API-S-02): `{firstName, lastName}`
 * (trimmed, required, at most 50: CUS-NAME-03..05) or `{email, confirmEmail?}` (Username accounts only,
 * valid, new, confirmed, no other customer's: CUS-EMAIL-01..04). The identity account's email changes
 * with it; an Active marketing subscriber of the old email moves to the new one with the billing country.
 * Versioned: 409 with the current customer when someone saved since `readVersion` (If-Match).
 */
export async function updateCustomer(
  db: Db,
  id: number,
  body: CustomerUpdateBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Customer> {
  if ('firstName' in body) {
    const violations = nameViolations(body.firstName, body.lastName);
    if (violations.length) throw invalidAll(violations);
  }
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const row = await customerRow(tx, id, true);
      if (row.rowVersion !== readVersion) {
        const current = await getCustomer(tx, id);
        const message =
          'firstName' in body ? CUSTOMER_MESSAGES.staleName(current.name) : CUSTOMER_MESSAGES.staleEmail(current.email);
        throw stale(message, current);
      }
      if ('firstName' in body) await updateName(tx, row, body, actor, now);
      else await updateEmail(tx, row, body, actor, now);
      return getCustomer(tx, id);
    });
  } catch (err) {
    if (!(err instanceof DomainError) && isUniqueViolation(err, 'customer_email_key_uq')) {
      throw refusedField('email', CUSTOMER_MESSAGES.emailTaken);
    }
    throw err;
  }
}

// ---- Reset password (API-P-05) --------------------------------------------------------------------

/**
 * POST /customers/reset-password (API-P-05): the customer of the email (case-insensitive), whose
 * identity account must support a reset (Username accounts), gets an email with a one-time link valid
 * for 24 hours. Only the ticket's SHA-256 is stored; a new reset replaces the previous ticket.
 */
export async function resetCustomerPassword(
  db: Db,
  input: { email: string; consumerSite: string },
  actor: Principal,
  clock: Clock,
): Promise<{ email: string }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: customer.id, email: customer.email, supportsReset: customerIdentity.supportsPasswordReset })
      .from(customer)
      .leftJoin(customerIdentity, eq(customerIdentity.customerId, customer.id))
      .where(eq(customer.emailKey, sql`lower(${input.email.trim()})`))
      .for('update', { of: customer });
    if (!found?.email) throw notFound(CUSTOMER_MESSAGES.resetNoCustomer);
    if (!found.supportsReset) throw refused(CUSTOMER_MESSAGES.resetNotSupported);
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_TICKET_TTL_MS);
    await tx
      .update(customerIdentity)
      .set({ resetTicketHash: createHash('sha256').update(ticket).digest('hex'), resetTicketExpiresAt: expiresAt })
      .where(eq(customerIdentity.customerId, found.id));
    const link = `${input.consumerSite}/reset-password?ticket=${ticket}`;
    await enqueueEmail(
      tx,
      {
        kind: RESET_EMAIL_KIND,
        to: found.email,
        subject: RESET_EMAIL_SUBJECT,
        bodyText: [
          'Hello,',
          '',
          'We received a request to reset the password of your account.',
          'To choose a new password, open this link within 24 hours:',
          '',
          link,
          '',
          'If you did not ask for this, you can ignore this email: your password stays the same.',
        ].join('\n'),
        link,
      },
      actor,
      clock,
    );
    await customerAudit(
      tx,
      actor,
      'reset_password',
      found.id,
      null,
      { resetTicketExpiresAt: expiresAt.toISOString() },
      now,
    );
    return { email: found.email };
  });
}
