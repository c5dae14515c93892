import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiFamilyOf } from './api-path';
import { errorBody } from './errors';

/**
 * Errors raised before routing, which Fastify would answer in its own `{error, message, statusCode}`
 * shape: a malformed URL (400), a path parameter over the router's limit (414), and what Node's HTTP
 * parser refuses (431 oversized request line or headers, 400 not HTTP, 408 too slow). Each answers
 * in the envelope of the path's family (the portal's when it cannot be told), with the security headers.
 */

/** The router's longest path parameter (Fastify's default); a longer one is a 414. */
export const MAX_PARAM_LENGTH = 100;

type HeadersFor = (url: string) => Record<string, string>;

function detailOf(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return 'The path is not a valid URL: it holds a malformed percent-encoding.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`;
    default:
      return error.message;
  }
}

/** `frameworkErrors` of the Fastify options. */
export function frameworkErrorHandler(headersFor: HeadersFor) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
    const family = apiFamilyOf(request.url) ?? 'portal';
    return reply
      .status(status)
      .headers(headersFor(request.url))
      .send(errorBody(family, status, detailOf(error)));
  };
}

/** The request target of the first line of what the parser received, if it got that far. */
function requestTarget(error: ConnectionError): string {
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1', 0, 4096) : '';
  return /^[A-Z]+ ([^\s?]+)/.exec(text)?.[1] ?? '';
}

const PARSER_ERRORS: Record<string, [status: number, detail: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are larger than the server accepts.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not received in time.'],
};

/** `clientErrorHandler` of the Fastify options: what Node's HTTP parser refuses. No request exists yet. */
export function clientErrorHandler(headersFor: HeadersFor) {
  return function onClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, detail] = PARSER_ERRORS[error.code] ?? [400, 'The request is not valid HTTP.'];
    this.log.debug({ err: error }, 'client error');
    if (socket.writable) {
      const path = requestTarget(error);
      const body = JSON.stringify(errorBody(apiFamilyOf(path) ?? 'portal', status, detail));
      const headers: Record<string, string> = {
        ...headersFor(path),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
