/** Email (design: Outside systems): the outbox every email goes through, delivered by the jobs runner. */
export {
  EMAIL_JOB_KIND,
  emailJobHandler,
  enqueueEmail,
  latestEmails,
  type Mailer,
  type OutboxRow,
  type OutgoingEmail,
  smtpMailer,
} from './service';
export { emailOutbox } from './tables';
