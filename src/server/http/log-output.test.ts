import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type LogFormat, logFormatOf, logOutput, textLine } from './log-output';
import { requestLogFields } from './log-privacy';

const AT = new Date(2026, 0, 2, 3, 4, 5).getTime();

describe('the log format (issue 21)', () => {
  it('is text on a terminal and JSON lines anywhere else; LOG_FORMAT overrides', () => {
    expect(logFormatOf(undefined, true)).toBe('text');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf('', true)).toBe('text');
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf(' TEXT ', false)).toBe('text');
    expect(() => logFormatOf('pretty', true)).toThrow("LOG_FORMAT must be 'json' or 'text', not 'pretty'");
  });

  it('writes a request as its time, method, URL, status and milliseconds', () => {
    const line = { level: 30, time: AT, pid: 1, hostname: 'h', reqId: 'req-1', msg: 'request completed' };
    const request = { ...line, req: { method: 'GET', url: '/api/portal/customers?email=[redacted]' } };
    expect(textLine(JSON.stringify({ ...request, res: { statusCode: 200 }, responseTime: 12.4 }))).toBe(
      '03:04:05 GET /api/portal/customers?email=[redacted] 200 12 ms',
    );
    const failed = {
      ...request,
      level: 50,
      res: { statusCode: 500 },
      responseTime: 3,
      err: { stack: 'Error: x\n  at y' },
    };
    expect(textLine(JSON.stringify(failed))).toBe(
      '03:04:05 GET /api/portal/customers?email=[redacted] 500 3 ms\nError: x\n  at y',
    );
  });

  it('writes any other message with its level, its own fields, and an error stack under it', () => {
    expect(textLine(JSON.stringify({ level: 30, time: AT, pid: 1, hostname: 'h', msg: 'Server listening' }))).toBe(
      '03:04:05 INFO Server listening',
    );
    expect(textLine(JSON.stringify({ level: 40, time: AT, msg: 'job late', job: 'publish', id: 7 }))).toBe(
      '03:04:05 WARN job late {"job":"publish","id":7}',
    );
    expect(textLine(JSON.stringify({ level: 50, time: AT, msg: 'shutdown failed', err: { stack: 'Error: e' } }))).toBe(
      '03:04:05 ERROR shutdown failed\nError: e',
    );
    expect(textLine('not json\n')).toBe('not json');
  });

  async function served(format: LogFormat): Promise<string[]> {
    const written: string[] = [];
    const log = logOutput(format, { write: (text: string) => written.push(text) });
    const app = Fastify({
      logger: { level: 'info', serializers: { req: requestLogFields }, ...log.pino },
      ...log.fastify,
    });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.inject({ method: 'GET', url: '/hello?email=a@example.com' });
    await app.close();
    return written.join('').split('\n').filter(Boolean);
  }

  it('on a terminal, a request is one text line, without a JSON line', async () => {
    const lines = await served('text');
    const requests = lines.filter((line) => line.includes('/hello'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/hello\?email=\[redacted\] 200 \d+ ms$/);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });

  it('elsewhere, JSON lines as before: incoming and completed', async () => {
    const lines = (await served('json')).map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
