import formbody from '@fastify/formbody';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';
import { staffAccount } from '../tables';
import { renderLoginPage, renderMessagePage, WRONG_CREDENTIALS } from './login-page';
import { verifyPassword } from './passwords';

export interface InteractionOptions {
  provider: Provider;
  db: Db;
  /** Where interaction pages live, e.g. `/interaction` (the provider's `interactions.url`). */
  basePath: string;
  /** The OIDC scopes every grant holds. */
  oidcScopes: readonly string[];
  /** The resource indicator of the API and the scopes it accepts. */
  resource: { indicator: string; scopes: ReadonlySet<string> };
  /** List the demo accounts on the login page. */
  showDemoAccounts: boolean;
  /** Where to send staff when an interaction has expired. */
  portalUrl: string;
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

async function demoAccountsIn(db: Db) {
  const logins = DEMO_ACCOUNTS.map((a) => a.login);
  const rows = await db
    .select({ login: staffAccount.login })
    .from(staffAccount)
    .where(inArray(staffAccount.login, logins));
  const present = new Set(rows.map((r) => r.login));
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
        const [account] = login
          ? await db.select().from(staffAccount).where(eq(staffAccount.login, login)).limit(1)
          : [];
        const ok = await verifyPassword(password, account?.passwordHash ?? null);
        if (!account || !ok) return loginPage(reply, found.uid, 401, login, WRONG_CREDENTIALS);
        return finish(request, reply, account.id, found);
      },
    );
  });
}
