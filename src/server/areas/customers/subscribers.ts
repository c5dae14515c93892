import { eq, type SQL, sql } from 'drizzle-orm';
import type { Subscriber } from '../../../shared/contracts/customers';
import {
  CUSTOMER_MESSAGES,
  isValidEmail,
  NO_DATA,
  type SubscriberStatus,
  sameEmail,
} from '../../../shared/domain/customer';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, notFound, refused, stale } from '../../errors';
import { entityAudit } from '../audit';
import { customerAudit, customerRow } from './customer-row';
import { marketingSubscriber } from './tables';

/**
 * The marketing-email subscriber (design: Outside systems, local implementation; API-S-05/06/11/12,
 * API-P-06, CUS-OPTIN, CUS-INFO-06): one row per email (case-insensitive). A customer whose email has
 * no row, or who has no email, is 'No Data' and their opt-in cannot be changed. Audit entries never
 * carry an email (personal data): they name the subscriber or customer id.
 */

export const SUBSCRIBER_ENTITY = 'marketing_subscriber';
export const SUBSCRIBER_MESSAGES = {
  optInEmailNotCustomer: "The email must be the customer's own email.",
  noSubscriber: 'This email has no marketing-email subscriber.',
  notActive: (status: string) => `Only an Active subscriber follows an email change; this one is ${status}.`,
  newEmailTaken: 'The new email already has its own marketing-email subscriber.',
} as const;

type SubscriberRow = typeof marketingSubscriber.$inferSelect;

const NO_DATA_ANSWER: Subscriber = {
  subscriberStatus: NO_DATA,
  optIn: null,
  email: null,
  country: null,
  rowVersion: null,
};

function toSubscriber(row: SubscriberRow | undefined): Subscriber {
  if (!row) return NO_DATA_ANSWER;
  return {
    subscriberStatus: row.status as SubscriberStatus,
    optIn: row.optIn,
    email: row.email,
    country: row.country,
    rowVersion: row.rowVersion,
  };
}

/** Case-insensitive, as the unique index compares (lower() of the database, not of JavaScript). */
const byEmail = (email: string): SQL => eq(marketingSubscriber.emailKey, sql`lower(${email.trim()})`);

async function subscriberRow(db: Db, email: string, lock = false): Promise<SubscriberRow | undefined> {
  const query = db.select().from(marketingSubscriber).where(byEmail(email));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function customerEmail(db: Db, customerId: number, lock = false): Promise<string | null> {
  return (await customerRow(db, customerId, lock)).email;
}

/** GET /customer/{id}/subscriber (API-S-05): by the customer's email; 'No Data' without a row or an email. */
export async function getCustomerSubscriber(db: Db, customerId: number): Promise<Subscriber> {
  const email = await customerEmail(db, customerId);
  if (!email) return NO_DATA_ANSWER;
  return toSubscriber(await subscriberRow(db, email));
}

/**
 * POST /customer/{id}/subscriber (API-S-06, CUS-OPTIN-01/02): `email` must be the customer's own (400);
 * 'No Data' is refused (409); sets the opt-in ('True' / 'False'). One transaction with its audit entry
 * (the customer's, opt-in before and after); a choice equal to the stored one writes nothing. Versioned:
 * 409 with the current subscriber when someone saved it since `readVersion` (If-Match).
 */
export async function setCustomerOptIn(
  db: Db,
  customerId: number,
  body: { email: string; optIn: 'True' | 'False' },
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Subscriber> {
  const optIn = body.optIn === 'True';
  const now = clock.now();
  return db.transaction(async (tx) => {
    const email = await customerEmail(tx, customerId, true);
    if (!email) throw refused(CUSTOMER_MESSAGES.optInNoData);
    if (!sameEmail(body.email, email)) throw invalid('email', SUBSCRIBER_MESSAGES.optInEmailNotCustomer);
    const row = await subscriberRow(tx, email, true);
    if (!row) throw refused(CUSTOMER_MESSAGES.optInNoData);
    if (row.rowVersion !== readVersion) throw stale(CUSTOMER_MESSAGES.staleOptIn(row.optIn), toSubscriber(row));
    if (row.optIn === optIn) return toSubscriber(row);
    const [updated] = await tx
      .update(marketingSubscriber)
      .set({ optIn, updatedAt: now, rowVersion: nextVersion(marketingSubscriber.rowVersion) })
      .where(eq(marketingSubscriber.id, row.id))
      .returning();
    if (!updated) throw new Error('subscriber not updated');
    await customerAudit(tx, actor, 'update_opt_in', customerId, { optIn: row.optIn }, { optIn }, now);
    return toSubscriber(updated);
  });
}

/** GET /sf/subscriber (API-S-11): the subscriber of an email, 'No Data' when there is none. */
export async function getSubscriberByEmail(db: Db, email: string): Promise<Subscriber> {
  const trimmed = email.trim();
  if (!trimmed) return NO_DATA_ANSWER;
  return toSubscriber(await subscriberRow(db, trimmed));
}

type MoveOutcome =
  | { kind: 'moved'; before: SubscriberRow; after: SubscriberRow }
  | { kind: 'none' }
  | { kind: 'notActive'; row: SubscriberRow }
  | { kind: 'taken' };

/**
 * Moves the Active subscriber of `oldEmail` to `newEmail`, with the country (kept when null). Nothing
 * moves when there is none, when it is not Active, or when `newEmail` already has a subscriber of its
 * own (that one's status and opt-in are the new email's own choice, so neither is overwritten).
 */
async function moveSubscriber(
  tx: Db,
  input: { oldEmail: string; newEmail: string; country: string | null },
  at: Date | SQL,
): Promise<MoveOutcome> {
  const row = await subscriberRow(tx, input.oldEmail, true);
  if (!row) return { kind: 'none' };
  if (row.status !== 'Active') return { kind: 'notActive', row };
  const newEmail = input.newEmail.trim();
  if (!sameEmail(newEmail, row.email)) {
    const existing = await subscriberRow(tx, newEmail, true);
    if (existing) return { kind: 'taken' };
  }
  const [after] = await tx
    .update(marketingSubscriber)
    .set({
      email: newEmail,
      country: input.country ?? row.country,
      updatedAt: at,
      rowVersion: nextVersion(marketingSubscriber.rowVersion),
    })
    .where(eq(marketingSubscriber.id, row.id))
    .returning();
  if (!after) throw new Error('subscriber not updated');
  return { kind: 'moved', before: row, after };
}

/**
 * For the customer email change (spec 1 §4: "the marketing-email subscriber is synchronised with the
 * old email, new email and country, only when the subscriber is Active"), inside the caller's
 * transaction: moves only an Active subscriber; returns whether it moved. The caller audits the change.
 */
export async function moveActiveSubscriber(
  tx: Db,
  input: { oldEmail: string; newEmail: string; country: string | null },
): Promise<boolean> {
  const outcome = await moveSubscriber(tx, input, sql`now()`);
  return outcome.kind === 'moved';
}

const audit = entityAudit(SUBSCRIBER_ENTITY);

/**
 * POST /sf/subscriber (API-S-12): the Active subscriber of `oldEmail` moves to `newEmail` with the
 * country. 404 without a subscriber of `oldEmail`; 409 when it is not Active or `newEmail` has one.
 */
export async function syncSubscriberEmail(
  db: Db,
  body: { oldEmail: string; newEmail: string; country: string },
  actor: Principal,
  clock: Clock,
): Promise<Subscriber> {
  const newEmail = body.newEmail.trim();
  if (!isValidEmail(newEmail)) throw invalid('newEmail', CUSTOMER_MESSAGES.emailFormat);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const outcome = await moveSubscriber(tx, { oldEmail: body.oldEmail, newEmail, country: body.country }, now);
    if (outcome.kind === 'none') throw notFound(SUBSCRIBER_MESSAGES.noSubscriber);
    if (outcome.kind === 'notActive') throw refused(SUBSCRIBER_MESSAGES.notActive(outcome.row.status));
    if (outcome.kind === 'taken') throw refused(SUBSCRIBER_MESSAGES.newEmailTaken);
    await audit(
      tx,
      actor,
      'move_email',
      outcome.after.id,
      { emailChanged: false, country: outcome.before.country },
      { emailChanged: !sameEmail(outcome.before.email, outcome.after.email), country: outcome.after.country },
      now,
    );
    return toSubscriber(outcome.after);
  });
}

/**
 * POST /customers/sync-sf (API-P-06): adds the email to the subscriber list, or refreshes it: status
 * Active, country, source and device language. A new subscriber has not opted in (no consent is
 * assumed); an existing one keeps its opt-in. One transaction with its audit entry (no email in it).
 */
export async function syncCustomerSubscriber(
  db: Db,
  body: { email: string; countryCode: string; source: string; deviceLanguage: string },
  actor: Principal,
  clock: Clock,
): Promise<Subscriber> {
  const email = body.email.trim();
  if (!isValidEmail(email)) throw invalid('email', CUSTOMER_MESSAGES.emailFormat);
  const values = {
    status: 'Active' as const,
    country: body.countryCode,
    source: body.source.trim(),
    deviceLanguage: body.deviceLanguage.trim(),
  };
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await subscriberRow(tx, email, true);
    const [after] = before
      ? await tx
          .update(marketingSubscriber)
          .set({ ...values, updatedAt: now, rowVersion: nextVersion(marketingSubscriber.rowVersion) })
          .where(eq(marketingSubscriber.id, before.id))
          .returning()
      : await tx
          .insert(marketingSubscriber)
          .values({ email, optIn: false, ...values, updatedAt: now })
          .onConflictDoUpdate({
            target: marketingSubscriber.emailKey,
            set: { ...values, updatedAt: now, rowVersion: nextVersion(marketingSubscriber.rowVersion) },
          })
          .returning();
    if (!after) throw new Error('subscriber not written');
    const audited = (row: SubscriberRow) => ({
      status: row.status,
      optIn: row.optIn,
      country: row.country,
      source: row.source,
      deviceLanguage: row.deviceLanguage,
    });
    await audit(tx, actor, before ? 'sync' : 'create', after.id, before ? audited(before) : null, audited(after), now);
    return toSubscriber(after);
  });
}
