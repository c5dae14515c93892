import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailJobHandler, emailOutbox, type Mailer } from '../../src/server/areas/email';
import type { JobRow } from '../../src/server/jobs/runner';
import { runEmailJob } from '../support/email-job';
import { MAILBOX_PROBES } from '../support/mailbox-probes';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The outbox hands the mailer a structured recipient, never a string it could read as a list, and
 * refuses a row whose address fails the mailbox rule (a row written before the rule, or by hand).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.deps.db;

function recordingMailer() {
  const sent: Parameters<Mailer['send']>[0][] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { sent, mailer };
}

async function outboxRow(toAddress: string) {
  const [row] = await db()
    .insert(emailOutbox)
    .values({ kind: 'test', toAddress, subject: 'Subject', bodyText: 'Body', createdAt: server.clock.now() })
    .returning();
  if (!row) throw new Error('outbox row not written');
  return row;
}

const jobOf = (entityId: number) => ({ entityId, attempts: 0 }) as JobRow;

describe('email delivery', () => {
  it('hands the mailer the address as a structure', async () => {
    const { sent, mailer } = recordingMailer();
    const handler = emailJobHandler(server.config, mailer);
    const row = await outboxRow('grace@example.com');
    // The claim sends nothing: the message is in flight once it commits, and sent outside its transaction.
    const claim = await db().transaction((tx) => handler.run(tx, jobOf(row.id), server.clock, db()));
    expect(sent).toEqual([]);
    const [claimed] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(claimed).toMatchObject({ state: 'sending', attempts: 1 });
    if (claim === null || typeof claim !== 'object') throw new Error(`not outside work: ${claim}`);
    expect(await claim.outside(db())).toBeNull();
    expect(sent).toEqual([
      {
        from: server.config.email.from,
        to: { name: '', address: 'grace@example.com' },
        subject: 'Subject',
        text: 'Body',
      },
    ]);
    const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after?.state).toBe('sent');
  });

  it('never sends to an address that fails the mailbox rule: the row fails with the reason', async () => {
    const { sent, mailer } = recordingMailer();
    const handler = emailJobHandler(server.config, mailer);
    for (const probe of MAILBOX_PROBES) {
      const row = await outboxRow(probe);
      const reason = await runEmailJob(db(), handler, row.id, server.clock);
      expect([probe, reason]).toEqual([probe, expect.stringContaining('not sent')]);
      const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
      expect(after?.state).toBe('failed');
    }
    expect(sent).toEqual([]);
  });
});
