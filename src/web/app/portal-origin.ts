const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where to move a page opened at the other spelling of a loopback address (`127.0.0.1` when the portal's
 * address is `localhost`): sign-in's redirect URI is registered for the portal's address only. Null
 * when the page is where it should be, or on any other host (behind a proxy the host may differ).
 */
export function portalAddressFor(current: string, portalOrigin: string): string | null {
  const here = new URL(current);
  const portal = new URL(portalOrigin);
  if (here.origin === portal.origin) return null;
  if (!LOOPBACK.has(here.hostname) || !LOOPBACK.has(portal.hostname) || here.port !== portal.port) return null;
  return `${portal.origin}${here.pathname}${here.search}${here.hash}`;
}
