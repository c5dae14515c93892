import formbody from '@fastify/formbody';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoStaffId } from '../demo-accounts';
import { staffAccount } from '../tables';
import { renderLoginPage, renderMessagePage, tooManyAttempts, WRONG_CREDENTIALS } from './login-page';
import { verifyPassword } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';

export interface InteractionOptions {
  provider: Provider;
  db: Db;
  /** Where interaction pages live, e.g. `/interaction` (the provider's `interactions.url`). */
  basePath: string;
  /** The OIDC scopes every grant holds. */
  oidcScopes: readonly string[];
  /** The resource indicator of the API and the scopes it accepts. */
  resource: { indicator: string; scopes: ReadonlySet<string> };
  /** List the demo accounts on the login page (those the database holds). */
  showDemoAccounts: boolean;
  /** Where to send staff when an interaction has expired. */
  portalUrl: string;
  /** Limits failed sign-ins per login and per client address. */
  throttle: SignInThrottle;
  clock: Clock;
}

function requestedScopes(details: InteractionDetails): string[] {
  return typeof details.params.scope === 'string' ? details.params.scope.split(' ').filter(Boolean) : [];
}

/**
 * Creates or refreshes the account's grant for the client (no consent screen: staff use a
 * first-party app): OIDC scopes and every requested scope the API accepts.
 */
export async function ensureGrant(
  provider: Provider,
  details: InteractionDetails,
  accountId: string,
  options: Pick<InteractionOptions, 'oidcScopes' | 'resource'>,
): Promise<string> {
  let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== details.params.client_id)) grant = undefined;
  grant ??= new provider.Grant({ accountId, clientId: details.params.client_id });
  const requested = requestedScopes(details);
  grant.addOIDCScope([...new Set([...options.oidcScopes, ...requested])].join(' '));
  const resourceScopes = requested.filter((scope) => options.resource.scopes.has(scope));
  grant.addResourceScope(options.resource.indicator, resourceScopes.join(' '));
  return grant.save();
}

// Whether a stored hash is of the demo password, by hash: checked once per hash (scrypt is slow on purpose).
const demoPasswordHashes = new Map<string, Promise<boolean>>();
const hasDemoPassword = (hash: string) => {
  let known = demoPasswordHashes.get(hash);
  if (!known) {
    known = verifyPassword(DEMO_PASSWORD, hash);
    demoPasswordHashes.set(hash, known);
  }
  return known;
};

/**
 * The demo accounts the database holds, as seeded: the demo login with the demo id and still the demo
 * password. A real account that happens to use a demo login (`admin`) is never advertised.
 */
async function demoAccountsIn(db: Db) {
  const logins = DEMO_ACCOUNTS.map((a) => a.login);
  const rows = await db
    .select({ id: staffAccount.id, login: staffAccount.login, passwordHash: staffAccount.passwordHash })
    .from(staffAccount)
    .where(inArray(staffAccount.login, logins));
  const present = new Set<string>();
  for (const row of rows) {
    if (row.id === demoStaffId(row.login) && (await hasDemoPassword(row.passwordHash))) present.add(row.login);
  }
  return DEMO_ACCOUNTS.filter((a) => present.has(a.login));
}

/** `GET /interaction/:uid` (the login page) and `POST /interaction/:uid/login`. */
export function registerInteractionRoutes(app: FastifyInstance, options: InteractionOptions): void {
  const { provider, db, basePath } = options;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .send(body);

  async function loginPage(reply: FastifyReply, uid: string, status: number, login?: string, error?: string) {
    const demo = options.showDemoAccounts ? { password: DEMO_PASSWORD, accounts: await demoAccountsIn(db) } : undefined;
    return html(
      reply,
      status,
      renderLoginPage({ action: `${basePath}/${encodeURIComponent(uid)}/login`, login, error, demo }),
    );
  }

  /** 429: the login page saying when to try again (rounded up to whole minutes), and Retry-After. */
  function tooMany(reply: FastifyReply, uid: string, login: string, retryAt: Date) {
    const seconds = Math.max(1, Math.ceil((retryAt.getTime() - options.clock.now().getTime()) / 1000));
    reply.header('retry-after', String(seconds));
    return loginPage(reply, uid, 429, login, tooManyAttempts(Math.ceil(seconds / 60)));
  }

  function expired(reply: FastifyReply) {
    return html(
      reply,
      400,
      renderMessagePage('Sign-in expired', 'This sign-in page has expired. Go back to the portal and sign in again.', {
        href: options.portalUrl,
        text: 'Back to the portal',
      }),
    );
  }

  async function details(request: FastifyRequest, reply: FastifyReply, uid: string) {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return found.uid === uid ? found : null;
    } catch {
      return null;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string, found: InteractionDetails) {
    const grantId = await ensureGrant(provider, found, accountId, options);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);

    scope.get<{ Params: { uid: string } }>(`${basePath}/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const found = await details(request, reply, request.params.uid);
      if (!found) return expired(reply);
      // Signed in already, only the grant is missing: grant it without asking.
      if (found.prompt.name !== 'login' && found.session?.accountId) {
        return finish(request, reply, found.session.accountId, found);
      }
      const hint = typeof found.params.login_hint === 'string' ? found.params.login_hint : undefined;
      return loginPage(reply, found.uid, 200, hint);
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>(
      `${basePath}/:uid/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await details(request, reply, request.params.uid);
        if (!found) return expired(reply);
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        const login = typeof body.login === 'string' ? body.login.trim() : '';
        const password = typeof body.password === 'string' ? body.password : '';
        const attempt = await options.throttle.begin(login, request.ip);
        if (attempt.refused) return tooMany(reply, found.uid, login, attempt.retryAt);
        const [account] = login
          ? await db.select().from(staffAccount).where(eq(staffAccount.login, login)).limit(1)
          : [];
        const ok = await verifyPassword(password, account?.passwordHash ?? null);
        if (!account || !ok) {
          const lockedUntil = await attempt.failed();
          // The try that used up the allowance says so at once, rather than 'wrong password' once more.
          if (lockedUntil) return tooMany(reply, found.uid, login, lockedUntil);
          return loginPage(reply, found.uid, 401, login, WRONG_CREDENTIALS);
        }
        await attempt.succeeded();
        return finish(request, reply, account.id, found);
      },
    );
  });
}
