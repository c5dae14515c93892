import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { INTERACTION_PATH, OIDC_MOUNT_PATH } from '../auth/built-in-provider';
import { SIGN_IN_PAGE_SOURCES } from '../auth/oidc/login-page';
import type { ServerConfig } from '../config';

/**
 * The security headers of every answer (helmet): a Content-Security-Policy, nosniff, a referrer
 * policy, no framing, and a restrictive Permissions-Policy. Two policies, one per kind of page, with the same directives.
 */

const DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-attr',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'form-action',
  'frame-ancestors',
  'base-uri',
  'object-src',
] as const;
type Policy = Record<(typeof DIRECTIVES)[number], readonly string[]>;

/**
 * The web app, both APIs, the API docs (swagger-ui) and /config.json. Only 'self' runs script; style
 * needs 'unsafe-inline': antd writes its CSS-in-JS into `<style>` tags at run time and swagger-ui sets
 * style attributes (a nonce would not cover either). With an external OpenID provider the app calls it
 * (discovery, token, JWKS) and may be sent to it by a form.
 */
function appPolicy(config: ServerConfig): Policy {
  const issuer = config.oidc.builtIn ? [] : [new URL(config.oidc.issuer).origin];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The watermark is a canvas drawn into a data: image; swagger-ui's icons are data: SVGs.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...issuer],
    'form-action': ["'self'", ...issuer],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * The built-in provider's pages (login, logout, messages; under /interaction and /oidc): their own
 * inline style and logout script by hash, nothing else. The login form posts to this origin and is
 * redirected to the portal's /callback, which Chromium checks against form-action too.
 */
function signInPolicy(config: ServerConfig): Policy {
  return {
    'default-src': ["'none'"],
    'script-src': SIGN_IN_PAGE_SOURCES.scripts,
    'script-src-attr': ["'none'"],
    'style-src': SIGN_IN_PAGE_SOURCES.styles,
    'img-src': ["'self'"],
    'font-src': ["'none'"],
    'connect-src': ["'none'"],
    'form-action': ["'self'", new URL(config.publicUrl).origin],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function isSignInPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return under(path, OIDC_MOUNT_PATH) || under(path, INTERACTION_PATH);
}

const HALF_A_YEAR = 180 * 24 * 60 * 60;

/**
 * Permissions-Policy: the portal uses no device, sensor or payment feature, so every one is off for it
 * and for anything it might embed; the clipboard (its Copy buttons; reading stays behind the browser's
 * own prompt) and full screen are for the portal itself. Only features Chromium, Firefox and Safari recognise, so no browser logs an error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

function helmetOptions(config: ServerConfig): HelmetOptions {
  const policies = { app: appPolicy(config), signIn: signInPolicy(config) };
  const policyOf = (req: IncomingMessage) => (isSignInPage(req.url ?? '') ? policies.signIn : policies.app);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      // Chosen per request (by path) directive by directive: helmet calls each function with the request.
      directives: Object.fromEntries(
        DIRECTIVES.map((name) => [name, [(req: IncomingMessage) => policyOf(req)[name].join(' ')]]),
      ),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers that predate frame-ancestors.
    frameguard: { action: 'deny' },
    // Only where the portal is served over https; no includeSubDomains: other hosts of the domain are not ours.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: HALF_A_YEAR, includeSubDomains: false }
      : false,
    // Everything else is helmet's default: nosniff, same-origin COOP and CORP, X-DNS-Prefetch-Control off …
  };
}

export interface SecurityHeaders {
  /** Sets the headers on every answer that goes through Fastify (routes, 404s, hijacked /oidc). */
  register(app: FastifyInstance): Promise<void>;
  /** The same headers for `url`, for answers written before routing (malformed URLs, oversized requests). */
  headersFor(url: string): Record<string, string>;
}

export function securityHeaders(config: ServerConfig): SecurityHeaders {
  const options = helmetOptions(config);
  const middleware = helmet(options);
  const headersFor = (url: string) => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: unknown) => {
        headers[name.toLowerCase()] = String(value);
      },
      removeHeader: () => undefined,
    };
    middleware({ url } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    return headers;
  };
  // The headers depend only on the kind of page, so helmet runs twice at start, not once per answer
  // (its per-request policy functions were ~3% of a simple read's time).
  const ofApp = Object.entries(headersFor('/'));
  const ofSignIn = Object.entries(headersFor(INTERACTION_PATH));
  return {
    // Register before anything that answers in an onRequest hook (the provider under /oidc hijacks there).
    register: async (app) => {
      // On the raw answer, like helmet's, so answers that leave Fastify (the provider under /oidc) carry them.
      app.addHook('onRequest', (req, reply, done) => {
        for (const [name, value] of isSignInPage(req.url) ? ofSignIn : ofApp) reply.raw.setHeader(name, value);
        done();
      });
    },
    headersFor,
  };
}
