import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../shared/contracts';
import { apiFamilyOf } from './api-path';
import { FAMILY_PREFIX } from './register';

/**
 * What the browser may keep of an API answer: reference data (languages, countries, currencies) for
 * five minutes between pages; every other GET only with a validator, asked again each time (a 304 when
 * nothing changed, so the customer's 10,000-row entitlement table is not sent twice): a weak ETag from
 * its body. A versioned read keeps its row version as its ETag and is not kept at all (no-store).
 */
const REFERENCE_PATHS = new Set(
  ENDPOINTS.filter((e) => e.area === 'reference' && e.method === 'GET').map(
    (e) => `${FAMILY_PREFIX[e.family]}${e.path}`,
  ),
);
export const REFERENCE_CACHE = 'private, max-age=300';
export const REVALIDATE_CACHE = 'private, no-cache';

function validate(request: FastifyRequest, reply: FastifyReply, body: Buffer): boolean {
  if (request.method !== 'GET' || reply.statusCode !== 200) return false;
  // A versioned read's ETag is its row's version, not a validator of the whole answer (an eCom product's
  // plans change without its row): such an answer is never kept, and never answered 304.
  if (reply.getHeader('etag')) {
    if (!reply.getHeader('cache-control')) reply.header('cache-control', 'no-store');
    return false;
  }
  if (!reply.getHeader('cache-control')) {
    reply.header(
      'cache-control',
      REFERENCE_PATHS.has(request.routeOptions.url ?? '') ? REFERENCE_CACHE : REVALIDATE_CACHE,
    );
  }
  const tag = `W/"${hash('sha1', body, 'base64url')}"`;
  reply.header('etag', tag);
  const asked = request.headers['if-none-match'];
  return typeof asked === 'string' && asked.split(',').some((t) => t.trim() === tag);
}

/**
 * Compresses API answers over 1 KB (the 21 KB country list, the promotion form's 29 KB) with br or gzip,
 * as the request's Accept-Encoding allows (br first). The web app's files are precompressed at build
 * time (web-app.ts); this is the JSON of both API families. Brotli at quality 4: most of the gain for a
 * fraction of the time of its default 11.
 */

export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with: br, gzip or none, by the request's Accept-Encoding (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) offered.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiFamilyOf(request.url) === null) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (validate(request, reply, body)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(body, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', String(compressed.length));
    return compressed;
  });
}
