/** Email (design: Outside systems): the outbox every email goes through, delivered by the jobs runner. */
export {
  EMAIL_JOB_KIND,
  emailJobHandler,
  enqueueEmail,
  isPermanentRefusal,
  latestEmails,
  type Mailer,
  OUTBOX_STATES,
  type OutboxRow,
  type OutboxState,
  type OutgoingEmail,
  smtpMailer,
} from './service';
export { emailOutbox } from './tables';
