import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailboxProblem } from '../../../shared/domain/mailbox';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { refused } from '../../errors';
import { enqueueJob, type JobHandler, MAX_JOB_ATTEMPTS } from '../../jobs/runner';
import { emailOutbox } from './tables';

/**
 * The email outbox (design: Outside systems). `enqueueEmail` writes the message and its delivery job in
 * the caller's transaction, so a message exists if and only if what caused it does. The jobs runner
 * delivers it: with SMTP_URL through nodemailer, else the message is 'kept' (nothing leaves the machine)
 * and `npm run outbox` shows it. Logs name the message id and kind, never the recipient (personal data).
 */

export const EMAIL_JOB_KIND = 'email';
export const EMAIL_ENTITY = 'email_outbox';

export interface OutgoingEmail {
  /** reset_password | checkout_link | … */
  kind: string;
  to: string;
  subject: string;
  bodyText: string;
  link?: string | null;
}

/**
 * Queues one email (in the caller's transaction); delivered by the jobs runner right after commit. An
 * address that is not one plain mailbox (a stored email older than the rule) is refused (409): the
 * caller's transaction writes nothing, and nothing is sent.
 */
export async function enqueueEmail(tx: Db, message: OutgoingEmail, actor: Principal, clock: Clock): Promise<number> {
  const problem = mailboxProblem(message.to);
  if (problem) throw refused(`The email address ${problem}; correct it before sending.`);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      bodyText: message.bodyText,
      link: message.link ?? null,
      createdAt: clock.now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox row not written');
  await enqueueJob(tx, { kind: EMAIL_JOB_KIND, entityType: EMAIL_ENTITY, entityId: row.id }, clock.now(), actor);
  return row.id;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Where an outbox message is: `pending` while queued, `sending` while in flight (claimed by the runner,
 * the mail server not yet answered), then `sent` (the mail server accepted it), `kept` (no SMTP_URL: it never left
 * the machine), `bounced` (the mail server refused it for good: an SMTP 5xx reply) or `failed` (every
 * attempt failed, or the address fails the mailbox rule).
 */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'kept', 'bounced', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * A refusal the mail server gave for good: an SMTP reply of the 5xx class (nodemailer's `responseCode`),
 * e.g. 550 'mailbox unavailable' for a recipient. Another attempt would be refused the same way, so it
 * is not retried. A refused sign-in (EAUTH) is the portal's configuration, not the message's: retried.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const e = err as { responseCode?: unknown; code?: unknown } | null;
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH';
}

/** The newest messages, newest first (npm run outbox, tests). */
export async function latestEmails(db: Db, limit = 20): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

/** A recipient handed to the mailer as a structure, never as a string it would parse as a list. */
export interface Recipient {
  name: string;
  address: string;
}

export interface Mailer {
  send(message: { from: string; to: Recipient; subject: string; text: string }): Promise<void>;
}

/** nodemailer on SMTP_URL; null without one (messages are kept). */
export function smtpMailer(smtpUrl: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

interface Log {
  info(obj: unknown, msg?: string): void;
}

/**
 * The runner's handler for email jobs. In the runner's transaction it claims the message (pending →
 * sending, the attempt counted) or settles it without the mail server (kept without SMTP_URL, failed on
 * an address the mailbox rule refuses); the sending itself is outside work (`OutsideWork`): the claim is
 * committed first, so no transaction waits for the mail server, and the outcome is recorded in a short
 * transaction of its own. A permanent refusal of the mail server (isPermanentRefusal) marks the row
 * 'bounced' at once; any other failure puts it back to 'pending' and is retried by the runner, up to
 * MAX_JOB_ATTEMPTS, and the last one marks the row 'failed' with the error. A message left 'sending' by a
 * runner that stopped mid-way is claimed again once the job's lease ends (sent at least once).
 */
export function emailJobHandler(
  config: Pick<ServerConfig, 'email'>,
  mailer: Mailer | null = smtpMailer(config.email.smtpUrl),
  log?: Log,
): JobHandler {
  return {
    kind: EMAIL_JOB_KIND,
    async run(tx, job, clock) {
      const [message] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, job.entityId)).for('update');
      if (!message) return `Outbox message ${job.entityId} no longer exists.`;
      if (message.state !== 'pending' && message.state !== 'sending') return null;
      const attempts = job.attempts + 1;
      const settle = (set: Partial<OutboxRow>, db: Db = tx) =>
        db.update(emailOutbox).set(set).where(eq(emailOutbox.id, message.id));
      // The same mailbox rule as the fields: a row that fails it (written before the rule, or by hand)
      // is never handed to the mailer.
      const problem = mailboxProblem(message.toAddress);
      if (problem) {
        const error = `The recipient address ${problem}.`;
        await settle({ state: 'failed', attempts, lastError: error });
        return `Email ${message.id} not sent: ${error}`;
      }
      if (!mailer) {
        await settle({ state: 'kept', attempts });
        log?.info(
          { outboxId: message.id, kind: message.kind },
          'email kept in the outbox (no SMTP_URL); see npm run outbox',
        );
        return null;
      }
      await settle({ state: 'sending', attempts });
      return {
        async outside(db) {
          try {
            await mailer.send({
              from: config.email.from,
              to: { name: '', address: message.toAddress },
              subject: message.subject,
              text: message.bodyText,
            });
          } catch (err) {
            const error = err instanceof Error ? err.message : String(err);
            if (isPermanentRefusal(err)) {
              await settle({ state: 'bounced', lastError: error }, db);
              return `Email ${message.id} was refused by the mail server: ${error}`;
            }
            // A throw makes the runner retry later; the last attempt instead records the failure on the
            // row and ends the job with the reason.
            if (attempts < MAX_JOB_ATTEMPTS) {
              await settle({ state: 'pending', lastError: error }, db);
              throw err;
            }
            await settle({ state: 'failed', lastError: error }, db);
            return `Email ${message.id} could not be sent: ${error}`;
          }
          await settle({ state: 'sent', sentAt: clock.now(), lastError: null }, db);
          log?.info({ outboxId: message.id, kind: message.kind }, 'email sent');
          return null;
        },
      };
    },
  };
}
