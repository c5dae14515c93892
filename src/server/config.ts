import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every setting the server reads, from the environment. The README's configuration table lists the
 * same names; keep them in step.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** The address staff open the portal at; the default issuer and redirect URIs derive from it. */
  publicUrl: string;
  /** Empty: embedded PGlite under dataDir. Otherwise a PostgreSQL connection string. */
  databaseUrl: string;
  dataDir: string;
  /** Serve dist/web (false in API tests). */
  serveWeb: boolean;
  webDir: string;
  logLevel: string;
  oidc: {
    /** Run the built-in OpenID provider (true unless OIDC_ISSUER points elsewhere). */
    builtIn: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    permissionsClaim: string;
    accessTokenTtlSeconds: number;
  };
  session: {
    /**
     * Renew access tokens silently while the user is active: the web app asks for `offline_access`
     * and uses the refresh token; the built-in provider issues rotating refresh tokens.
     */
    renewal: boolean;
    /** Built-in provider: a refresh is refused after this long without one (seconds). */
    idleTimeoutSeconds: number;
    /** Built-in provider: a refresh is refused this long after sign-in, active or not (seconds). */
    absoluteTimeoutSeconds: number;
  };
  links: {
    termsOfUse: string;
    privacyPolicy: string;
    contactUs: string;
    consumerSite: string;
    learningSiteLanding: string;
    /** The store's address: checkout deeplinks and the preview checkout page of plans (EP-DL). */
    store: string;
    /** The B2B site: a B2B entitlement row of the customer detail opens its page there (CUS-ENT-04/05). */
    b2bSite: string;
    /** The billing provider's admin site: a billing-provider promotion links to its coupon's page there. */
    billingProvider: string;
  };
  email: {
    /** Where the outbox delivers (smtp://user:pass@host:port); empty: messages are kept, not sent. */
    smtpUrl: string;
    /** The sender of every email. */
    from: string;
  };
  /**
   * The key of the checkout link's encrypted country (AES-256-GCM, 32 bytes as 64 hex characters or
   * base64). Empty: a fixed development key, refused when the database is a PostgreSQL server.
   */
  checkoutLinkKey: string;
  /**
   * Where the redeemed generic ISBN reports are written (VG-EXP-06): kept a day. Several instances on one
   * PostgreSQL need a directory they all see (a shared volume): any of them may answer the download.
   */
  reportDir: string;
  /**
   * Load the demo accounts and demo data on start (idempotent). Default: on for the embedded database
   * only, so a deployment on PostgreSQL that forgets the setting has no `admin`/`demo`.
   */
  seedDemo: boolean;
  /**
   * Believe X-Forwarded-For/-Proto/-Host: only behind a proxy that sets them (else a client could
   * forge its address and escape the per-address sign-in throttle). `true`, or a proxy's address/CIDR.
   */
  trustProxy: boolean | string;
}

export const DEFAULT_PERMISSIONS_CLAIM = 'https://portal.example.com/permissions';

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw new Error(`${name} must be true or false, got '${env[name]}'`);
}

/** TRUST_PROXY: empty/false → trust nothing; true → any proxy; else an address, CIDR or list of them. */
function trustProxyOf(raw: string | undefined): boolean | string {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  return value;
}

/**
 * The session limits, checked against each other: the app renews a token shortly before it expires,
 * so an idle limit no longer than the token's lifetime would end the session of a user at work.
 */
function sessionOf(env: Env, accessTokenTtlSeconds: number): ServerConfig['session'] {
  const session = {
    renewal: bool(env, 'SESSION_RENEWAL', true),
    idleTimeoutSeconds: int(env, 'SESSION_IDLE_TIMEOUT', 30 * 60),
    absoluteTimeoutSeconds: int(env, 'SESSION_ABSOLUTE_TIMEOUT', 12 * 60 * 60),
  };
  if (session.renewal && session.idleTimeoutSeconds <= accessTokenTtlSeconds) {
    throw new Error(
      `SESSION_IDLE_TIMEOUT (${session.idleTimeoutSeconds}) must be longer than ACCESS_TOKEN_TTL (${accessTokenTtlSeconds})`,
    );
  }
  if (session.absoluteTimeoutSeconds < session.idleTimeoutSeconds) {
    throw new Error(
      `SESSION_ABSOLUTE_TIMEOUT (${session.absoluteTimeoutSeconds}) must not be shorter than SESSION_IDLE_TIMEOUT (${session.idleTimeoutSeconds})`,
    );
  }
  return session;
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = overrides.port ?? int(env, 'PORT', 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  // Kept exactly as given: hosted providers (Auth0) put a trailing slash in their issuer.
  const externalIssuer = (env.OIDC_ISSUER ?? '').trim();
  const consumerSite = env.CONSUMER_SITE_URL || 'https://www.example.com';
  const databaseUrl = env.DATABASE_URL ?? '';
  const accessTokenTtlSeconds = int(env, 'ACCESS_TOKEN_TTL', 900);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    databaseUrl,
    dataDir: env.DATA_DIR || './data',
    serveWeb: true,
    webDir: env.WEB_DIR || 'dist/web',
    logLevel: env.LOG_LEVEL || 'info',
    oidc: {
      builtIn: externalIssuer === '',
      issuer: externalIssuer || `${publicUrl}/oidc`,
      clientId: env.OIDC_CLIENT_ID || 'portal-web',
      audience: env.OIDC_AUDIENCE || 'portal-api',
      permissionsClaim: env.PERMISSIONS_CLAIM || DEFAULT_PERMISSIONS_CLAIM,
      accessTokenTtlSeconds,
    },
    session: sessionOf(env, accessTokenTtlSeconds),
    links: {
      termsOfUse: env.TERMS_URL || `${consumerSite}/terms-of-use`,
      privacyPolicy: env.PRIVACY_URL || `${consumerSite}/privacy-policy`,
      contactUs: env.CONTACT_URL || `${consumerSite}/contact-us`,
      consumerSite,
      learningSiteLanding: env.LEARNING_SITE_LANDING_URL || 'https://learn.example.com/landing',
      store: env.STORE_URL || 'https://store.example.com',
      b2bSite: env.B2B_SITE_URL || 'https://b2b.example.com',
      billingProvider: env.BILLING_PROVIDER_URL || 'https://billing.example.com',
    },
    email: {
      smtpUrl: env.SMTP_URL ?? '',
      from: env.EMAIL_FROM || 'Portal <no-reply@example.com>',
    },
    checkoutLinkKey: env.CHECKOUT_LINK_KEY ?? '',
    reportDir: env.REPORT_DIR || join(tmpdir(), 'portal-reports'),
    seedDemo: bool(env, 'SEED_DEMO', databaseUrl === ''),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    ...overrides,
  };
}
