import type { ApiFamily } from './errors';
import { FAMILY_PREFIX } from './register';

/**
 * The path of a request target as a client may have spelled it, reduced to one spelling: no query,
 * percent-encoding decoded (when it decodes), runs of slashes (and backslashes) made one, lower case.
 * Only for telling which API a path belongs to: routing still matches the path exactly.
 */
function normalizedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape (`%zz`): judged as written.
  }
  return path.replace(/[\\/]+/g, '/').toLowerCase();
}

const STORE_PREFIX = `${FAMILY_PREFIX.store}/`;
const PORTAL_PREFIX = `${FAMILY_PREFIX.portal}/`;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Which API a request path belongs to, whatever its spelling (`/API/PORTAL/…`, `/api//store/…`), or
 * null for a path outside /api (the web app, the provider, /healthz). Any path under /api is an API
 * path: no route may answer it with the web app. When the family cannot be told (`/api/nothing`), it
 * is the portal's.
 */
export function apiFamilyOf(url: string): ApiFamily | null {
  // The usual spelling, told without normalising (normalising keeps an exact prefix as it is).
  if (url.startsWith(STORE_PREFIX)) return 'store';
  if (url.startsWith(PORTAL_PREFIX)) return 'portal';
  const path = normalizedPath(url);
  if (!under(path, '/api')) return null;
  return under(path, FAMILY_PREFIX.store) ? 'store' : 'portal';
}
