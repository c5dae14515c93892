import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../src/server/free-port';
import { type RunningPortal, startPortal } from './server';

/**
 * A minimal SMTP listener for a test's own portal (SMTP_URL): accepts every message and hands its raw
 * text to `onMessage`, so the test reads the message as the outbox delivered it (as checkout-link does).
 */
export function startSmtp(port: number, onMessage: (raw: string) => void): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          onMessage(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The text of a raw message: quoted-printable soft breaks and escapes undone. */
export function decodedMessage(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A portal of a test file's own whose outbox delivers to a small SMTP listener (SMTP_URL): `received`
 * holds each raw message as it left; `portal()` is the running portal once the file's beforeAll is done.
 */
export function portalWithMail(env: Record<string, string> = {}): { portal: () => RunningPortal; received: string[] } {
  let portal: RunningPortal | undefined;
  let smtp: Server | undefined;
  const received: string[] = [];
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port, (raw) => received.push(raw));
    portal = await startPortal({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...env });
  }, 180_000);
  afterAll(async () => {
    await portal?.stop();
    await new Promise((resolve) => smtp?.close(resolve));
  });
  return {
    portal: () => {
      if (!portal) throw new Error('the portal is not started');
      return portal;
    },
    received,
  };
}
