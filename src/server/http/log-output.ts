import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What the server's log looks like (issue 21). On a terminal, text: one readable line per request
 * ('12:03:04 GET /api/portal/customers?isB2c=true 200 12 ms') and one per message; anywhere else
 * (a file, a pipe, a log collector) pino's JSON lines, Fastify's two per request. LOG_FORMAT=json or
 * text overrides the choice (a container started with a terminal still wants JSON).
 */
export type LogFormat = 'json' | 'text';

export function logFormatOf(setting: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  const chosen = (setting ?? '').trim().toLowerCase();
  if (chosen === 'json' || chosen === 'text') return chosen;
  if (chosen !== '') throw new Error(`LOG_FORMAT must be 'json' or 'text', not '${setting}'`);
  return stdoutIsTerminal ? 'text' : 'json';
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the text line says in its own way. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err', 'req', 'res', 'responseTime']);

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (time: unknown) => {
  const at = new Date(typeof time === 'number' ? time : Date.now());
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
};

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

/** One pino JSON line as one readable line (an error's stack on the lines under it). */
export function textLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.trimEnd();
  }
  const stack = record.err ? `\n${record.err.stack ?? record.err.message ?? ''}` : '';
  if (record.req?.method && record.res && typeof record.responseTime === 'number') {
    const { method, url } = record.req;
    return `${clock(record.time)} ${method} ${url} ${record.res.statusCode} ${Math.round(record.responseTime)} ms${stack}`;
  }
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !OWN_FIELDS.has(key)));
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  const level = LEVELS[record.level ?? 30] ?? String(record.level);
  return `${clock(record.time)} ${level} ${record.msg ?? ''}${extra}${stack}`;
}

/** A pino destination writing the text lines. */
export function textStream(out: Output = process.stdout) {
  return { write: (line: string) => out.write(`${textLine(line)}\n`) };
}

/** Fastify's request log as one line, when the request has ended, with its method, URL and status. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

type Output = { write(text: string): unknown };

/** What Fastify's options get for a format: the pino stream (stdout unless `out`), and text's request logging. */
export function logOutput(format: LogFormat, out?: Output) {
  return format === 'text'
    ? { pino: { stream: textStream(out) }, fastify: { logController: new OneLinePerRequest() } }
    : { pino: out ? { stream: out } : {}, fastify: {} };
}
