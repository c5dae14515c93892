import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_JOB_KIND, emailJobHandler, emailOutbox, type Mailer } from '../../src/server/areas/email';
import { auditLog, job, organizationAdmin } from '../../src/server/db/schema';
import { JOB_LEASE_MS, type JobHandler, MAX_JOB_ATTEMPTS, runDueJobs } from '../../src/server/jobs/runner';
import type { OrganizationBody, OrganizationDetail } from '../../src/shared/contracts/organizations';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../src/shared/domain/organization';
import { nextSerial } from '../support/builders';
import { runEmailJob } from '../support/email-job';
import { startTestSmtp, type TestSmtp } from '../support/smtp-server';
import { portalCaller } from '../support/store-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

/**
 * The on-boarding email (API-M-40, ORG-15…17) and its delivery status, proved against a real SMTP server
 * (the `smtp-server` library on a loopback port) that accepts some recipients, refuses one for good (550)
 * and one for now (451) at every attempt: SENDING while the outbox message is queued or in flight,
 * DELIVERY once the server accepted it, BOUNCE on the permanent refusal (never retried), FAILED once the
 * retries are exhausted. The jobs runner is driven by hand with the test clock.
 */

const REFUSED = 'refused@acme.example';
const BUSY = 'busy@acme.example';

let server: TestServer;
let smtp: TestSmtp;
let admin: string;
let handler: JobHandler;

beforeAll(async () => {
  server = await startTestServer();
  smtp = await startTestSmtp({ [REFUSED]: 550, [BUSY]: 451 });
  admin = await mintToken(server, {
    permissions: ['view:organization_menu', 'create:organization', 'update:organization'],
    sub: 'staff-onboarding-test',
    email: 'onboarding@portal.example.com',
  });
  handler = emailJobHandler({ email: { smtpUrl: smtp.url, from: 'portal@portal.example.com' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const db = () => server.deps.db;

const call = portalCaller(
  () => server,
  () => admin,
);

const organizationBody = (emails: string[]): OrganizationBody => ({
  name: `Onboarding ${nextSerial()}`,
  isCreatingSubgroupEnabled: false,
  isAnalyticsReportingEnabled: true,
  isCreatingAuth0AccountForSeatUserEnabled: false,
  isAnalyticsUserTrackingEnabled: false,
  groupAdmins: emails.map((email, i) => ({ email, name: `Admin ${i + 1}` })),
});

async function anOrganization(emails: string[]): Promise<OrganizationDetail> {
  const res = await call('POST', '/organizations', { body: organizationBody(emails) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrganizationDetail;
}

async function sendTo(id: number, email: string): Promise<OrganizationDetail> {
  const res = await call('POST', `/organizations/${id}/send-email`, { body: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrganizationDetail;
}

async function read(id: number): Promise<OrganizationDetail> {
  const res = await call('GET', `/organizations/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrganizationDetail;
}

/** Each administrator's [email, hasSentEmail, deliveryStatus]. */
const statuses = (o: OrganizationDetail) => o.groupAdmins.map((a) => [a.email, a.hasSentEmail, a.deliveryStatus]);

/** The outbox message an administrator was last sent. */
async function lastMessage(organizationId: number, email: string) {
  const [row] = await db()
    .select({ message: emailOutbox })
    .from(organizationAdmin)
    .innerJoin(emailOutbox, eq(emailOutbox.id, organizationAdmin.lastEmailId))
    .where(and(eq(organizationAdmin.organizationId, organizationId), eq(organizationAdmin.email, email)));
  if (!row) throw new Error(`no message for ${email}`);
  return row.message;
}

/** Runs the due jobs once, as the runner's tick does; the outcome of the email job of `messageId`. */
async function deliver(messageId: number, using: JobHandler = handler) {
  const runs = await runDueJobs(db(), server.clock, 'test-worker', [using]);
  return runs.find((r) => r.kind === EMAIL_JOB_KIND && r.entityId === messageId);
}

describe('POST /organizations/{id}/send-email (API-M-40) and the delivery status (ORG-16/17)', () => {
  it('is SENDING while queued, DELIVERY once the SMTP server accepted it; the message names the organization', async () => {
    const org = await anOrganization(['ok@acme.example', 'other@acme.example']);
    // The address is matched as saved, case-insensitively and trimmed.
    const answer = await sendTo(org.id, '  OK@Acme.example ');
    expect(statuses(answer)).toEqual([
      ['ok@acme.example', true, 'SENDING'],
      ['other@acme.example', false, null],
    ]);
    expect(answer.rowVersion).toBe(org.rowVersion);
    expect(statuses(await read(org.id))).toEqual(statuses(answer));

    const message = await lastMessage(org.id, 'ok@acme.example');
    expect(message).toMatchObject({ kind: 'organization_onboarding', toAddress: 'ok@acme.example', state: 'pending' });
    expect(await deliver(message.id)).toMatchObject({ outcome: 'done' });
    expect(statuses(await read(org.id))).toEqual([
      ['ok@acme.example', true, 'DELIVERY'],
      ['other@acme.example', false, null],
    ]);
    expect(await lastMessage(org.id, 'ok@acme.example')).toMatchObject({ state: 'sent', attempts: 1 });
    const mail = smtp.accepted.find((m) => m.to.includes('ok@acme.example'));
    expect(mail?.from).toBe('portal@portal.example.com');
    expect(mail?.raw).toContain(`Subject: You are a group administrator of ${org.name}`);
    expect(mail?.raw).toContain(server.config.links.b2bSite);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(org.id)), eq(auditLog.action, 'SEND_ONBOARDING_EMAIL')));
    expect(entry).toMatchObject({
      entityType: 'organization',
      actorEmail: 'onboarding@portal.example.com',
      after: { email: 'ok@acme.example', outboxId: message.id },
    });
  });

  it('is BOUNCE when the SMTP server refuses the recipient for good (550), never retried', async () => {
    const org = await anOrganization([REFUSED]);
    await sendTo(org.id, REFUSED);
    const message = await lastMessage(org.id, REFUSED);
    const run = await deliver(message.id);
    expect(run).toMatchObject({ outcome: 'skipped' });
    expect(run?.error).toMatch(/refused by the mail server: .*550/);
    expect(statuses(await read(org.id))).toEqual([[REFUSED, true, 'BOUNCE']]);
    expect(await lastMessage(org.id, REFUSED)).toMatchObject({ state: 'bounced', attempts: 1 });
    const [jobRow] = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, EMAIL_JOB_KIND), eq(job.entityId, message.id)));
    expect(jobRow?.status).toBe('failed');
    expect(await deliver(message.id)).toBeUndefined();
    expect(smtp.asked.filter((a) => a === REFUSED)).toHaveLength(1);
  });

  it(`is SENDING through the retries of a temporary refusal (451), FAILED after ${MAX_JOB_ATTEMPTS} attempts`, async () => {
    const org = await anOrganization([BUSY]);
    await sendTo(org.id, BUSY);
    const message = await lastMessage(org.id, BUSY);
    for (let attempt = 1; attempt < MAX_JOB_ATTEMPTS; attempt += 1) {
      expect(await deliver(message.id), `attempt ${attempt}`).toMatchObject({ outcome: 'retry' });
      expect(statuses(await read(org.id))).toEqual([[BUSY, true, 'SENDING']]);
    }
    expect(await deliver(message.id)).toMatchObject({ outcome: 'skipped' });
    expect(statuses(await read(org.id))).toEqual([[BUSY, true, 'FAILED']]);
    expect(await lastMessage(org.id, BUSY)).toMatchObject({ state: 'failed', attempts: MAX_JOB_ATTEMPTS });
    expect(smtp.asked.filter((a) => a === BUSY)).toHaveLength(MAX_JOB_ATTEMPTS);
  });

  // The runner claims the message (sending) and commits before it talks to the mail server: a read
  // meanwhile sees it in flight and does not wait, on PostgreSQL and on the embedded PGlite alike.
  it('is SENDING while the SMTP server is answering (in flight), and a read does not wait for it', async () => {
    const org = await anOrganization(['slow@acme.example']);
    await sendTo(org.id, 'slow@acme.example');
    const message = await lastMessage(org.id, 'slow@acme.example');
    const hold = smtp.hold();
    const running = deliver(message.id);
    await hold.arrived;
    expect(statuses(await read(org.id))).toEqual([['slow@acme.example', true, 'SENDING']]);
    expect(await lastMessage(org.id, 'slow@acme.example')).toMatchObject({ state: 'sending', attempts: 1 });
    const [leased] = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, EMAIL_JOB_KIND), eq(job.entityId, message.id)));
    expect(leased).toMatchObject({ status: 'running', attempts: 1 });
    hold.release();
    expect(await running).toMatchObject({ outcome: 'done' });
    expect(statuses(await read(org.id))).toEqual([['slow@acme.example', true, 'DELIVERY']]);
    const [done] = await db()
      .select()
      .from(job)
      .where(eq(job.id, leased?.id ?? 0));
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('is claimed again once the lease of a runner that stopped mid-way ends, and sent then', async () => {
    const org = await anOrganization(['orphan@acme.example']);
    await sendTo(org.id, 'orphan@acme.example');
    const message = await lastMessage(org.id, 'orphan@acme.example');
    // A runner claims the message, as runDueJobs does, and stops before the mail server answers.
    const [pending] = await db()
      .select()
      .from(job)
      .where(and(eq(job.kind, EMAIL_JOB_KIND), eq(job.entityId, message.id)));
    if (!pending) throw new Error('no email job');
    await db().transaction(async (tx) => {
      await handler.run(tx, pending, server.clock, db());
      const leaseEnd = new Date(server.clock.now().getTime() + JOB_LEASE_MS);
      await tx.update(job).set({ status: 'running', attempts: 1, runAt: leaseEnd }).where(eq(job.id, pending.id));
    });
    expect(statuses(await read(org.id))).toEqual([['orphan@acme.example', true, 'SENDING']]);
    expect(await deliver(message.id)).toBeUndefined();
    server.clock.advance(JOB_LEASE_MS);
    expect(await deliver(message.id)).toMatchObject({ outcome: 'done' });
    expect(await lastMessage(org.id, 'orphan@acme.example')).toMatchObject({ state: 'sent', attempts: 2 });
    expect(statuses(await read(org.id))).toEqual([['orphan@acme.example', true, 'DELIVERY']]);
    expect(smtp.asked.filter((a) => a === 'orphan@acme.example')).toHaveLength(1);
  });

  it('is DELIVERY once kept in the outbox when no SMTP server is configured (decided)', async () => {
    const org = await anOrganization(['kept@acme.example']);
    await sendTo(org.id, 'kept@acme.example');
    const message = await lastMessage(org.id, 'kept@acme.example');
    expect(await deliver(message.id, emailJobHandler({ email: { smtpUrl: '', from: 'p@x.example' } }))).toMatchObject({
      outcome: 'done',
    });
    expect(await lastMessage(org.id, 'kept@acme.example')).toMatchObject({ state: 'kept' });
    expect(statuses(await read(org.id))).toEqual([['kept@acme.example', true, 'DELIVERY']]);
  });

  it('sends again after a bounce: the status follows the newest message', async () => {
    const org = await anOrganization([REFUSED]);
    await sendTo(org.id, REFUSED);
    await deliver((await lastMessage(org.id, REFUSED)).id);
    expect(statuses(await read(org.id))).toEqual([[REFUSED, true, 'BOUNCE']]);
    expect(statuses(await sendTo(org.id, REFUSED))).toEqual([[REFUSED, true, 'SENDING']]);
  });

  it("keeps each kept administrator's email status through an edit (matched by email)", async () => {
    const org = await anOrganization(['ok2@acme.example', REFUSED, 'gone@acme.example']);
    for (const email of ['ok2@acme.example', REFUSED, 'gone@acme.example']) await sendTo(org.id, email);
    for (const email of ['ok2@acme.example', REFUSED]) await deliver((await lastMessage(org.id, email)).id);
    const before = await read(org.id);
    const res = await call('PUT', `/organizations/${org.id}`, {
      ifMatch: before.rowVersion,
      body: {
        ...organizationBody([]),
        name: before.name,
        groupAdmins: [
          { email: 'REFUSED@acme.example', name: 'Renamed' },
          { email: 'new@acme.example' },
          { email: 'ok2@acme.example', telephone: '+1 555 0199' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(statuses(res.json() as OrganizationDetail)).toEqual([
      ['REFUSED@acme.example', true, 'BOUNCE'],
      ['new@acme.example', false, null],
      ['ok2@acme.example', true, 'DELIVERY'],
    ]);
  });

  it('refuses an address that is not one of its administrators (400 naming email), and a bad one', async () => {
    const org = await anOrganization(['only@acme.example']);
    for (const [email, message] of [
      ['someone@acme.example', MESSAGES.notAnAdmin('someone@acme.example')],
      ['not-an-email', MESSAGES.adminEmailInvalid],
      ['', MESSAGES.adminEmailRequired],
      [undefined, MESSAGES.adminEmailRequired],
    ] as const) {
      const res = await call('POST', `/organizations/${org.id}/send-email`, { body: { email } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().violations, String(email)).toEqual([{ field: 'email', message }]);
    }
    expect(statuses(await read(org.id))).toEqual([['only@acme.example', false, null]]);
  });

  it('answers 404 for no organization, 403 without update:organization, 401 without a token', async () => {
    const org = await anOrganization(['perm@acme.example']);
    const body = { email: 'perm@acme.example' };
    expect((await call('POST', '/organizations/99999999/send-email', { body })).statusCode).toBe(404);
    const viewer = await mintToken(server, { permissions: ['view:organization_menu', 'create:organization'] });
    expect((await call('POST', `/organizations/${org.id}/send-email`, { body, token: viewer })).statusCode).toBe(403);
    expect((await call('POST', `/organizations/${org.id}/send-email`, { body, token: null })).statusCode).toBe(401);
    expect(statuses(await read(org.id))).toEqual([['perm@acme.example', false, null]]);
  });
});

describe('the outbox on a permanent refusal (every kind of email)', () => {
  async function outboxRow(kind: string) {
    const [row] = await db()
      .insert(emailOutbox)
      .values({ kind, toAddress: 'x@acme.example', subject: 'S', bodyText: 'B', createdAt: server.clock.now() })
      .returning();
    if (!row) throw new Error('not written');
    return row;
  }
  const failing = (error: Error & { responseCode?: number; code?: string }): Mailer => ({
    async send() {
      throw error;
    },
  });
  const runOnce = (mailer: Mailer, id: number) =>
    runEmailJob(db(), emailJobHandler(server.config, mailer), id, server.clock);

  it('marks a 5xx bounced at once; retries a 4xx, a refused sign-in and a network error', async () => {
    const bounced = await outboxRow('reset_password');
    const reason = await runOnce(
      failing(Object.assign(new Error('550 no such user'), { responseCode: 550, code: 'EENVELOPE' })),
      bounced.id,
    );
    expect(reason).toMatch(/refused by the mail server/);
    const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, bounced.id));
    expect(after).toMatchObject({ state: 'bounced', attempts: 1, lastError: '550 no such user' });

    for (const error of [
      Object.assign(new Error('451 try later'), { responseCode: 451, code: 'EENVELOPE' }),
      Object.assign(new Error('535 bad credentials'), { responseCode: 535, code: 'EAUTH' }),
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }),
    ]) {
      const row = await outboxRow('checkout_link');
      await expect(runOnce(failing(error), row.id), error.message).rejects.toThrow(error.message);
      const [still] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
      expect(still?.state, error.message).toBe('pending');
    }
  });
});
