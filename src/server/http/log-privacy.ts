import type { FastifyRequest } from 'fastify';

/**
 * Personal data stays out of the logs (issue 10): a request is logged with its path and query, but the
 * values of the query parameters that carry a customer's email, name or account id are replaced. The
 * bodies are never logged.
 */
const PERSONAL_PARAMS = new Set(['email', 'name', 'auth0id', 'confirm', 'q', 'oldemail', 'newemail', 'ticket']);

export const REDACTED = '[redacted]';

/** `url` with the values of personal query parameters replaced (names compared case-insensitively). */
export function privateUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return eq >= 0 && PERSONAL_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** The request as the logs show it (Fastify's default fields, the URL made private). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: privateUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
