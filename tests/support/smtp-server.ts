import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/server/free-port';

/** A message the test SMTP server accepted. */
export interface AcceptedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  accepted: AcceptedMail[];
  /** Every RCPT TO it was asked, accepted or not, in order. */
  asked: string[];
  /** Holds the next message's DATA answer until `release()` (a delivery in flight). */
  hold(): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

/**
 * A real SMTP server (the maintained `smtp-server` library) on a loopback port, for the on-boarding email's
 * delivery states: it accepts every recipient except those of `refuse`, which it refuses with their reply
 * code (550: a permanent refusal; 451: a temporary one, refused again at every attempt).
 */
export async function startTestSmtp(refuse: Readonly<Record<string, number>> = {}): Promise<TestSmtp> {
  const accepted: AcceptedMail[] = [];
  const asked: string[] = [];
  let held: { arrived: () => void; released: Promise<void> } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      asked.push(to);
      const code = refuse[to];
      if (code === undefined) return callback();
      const error = Object.assign(
        new Error(code >= 500 ? `<${to}>: Recipient address rejected: User unknown` : 'Mailbox busy, try again later'),
        { responseCode: code },
      );
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const done = () => {
          accepted.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        const hold = held;
        held = null;
        if (!hold) return done();
        hold.arrived();
        void hold.released.then(done);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    asked,
    hold() {
      let release = () => {};
      let arrived = () => {};
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held = {
        arrived,
        released: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      return { arrived: arrival, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
