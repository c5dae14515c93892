import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Account, KoaContextWithOIDC, Token } from 'oidc-provider';
import { ALL_PERMISSIONS, SIGN_IN_PERMISSION_SCOPES } from '../../shared/permissions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../deps';
import { deleteExpiredPayloads, drizzleAdapter } from './oidc/adapter';
import { ensureGrant, registerInteractionRoutes } from './oidc/interaction-routes';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './oidc/keys';
import { renderLogoutPage, renderMessagePage } from './oidc/login-page';
import { Provider } from './oidc/quiet-provider';
import { SIGN_IN_LIMITS, signInThrottle } from './oidc/sign-in-throttle';
import { OFFLINE_ACCESS_SCOPE, providerSessionTtl, refreshTokenTtl } from './session-limits';
import { staffAccount } from './tables';

export interface BuiltInProvider {
  /** The public signing keys (what the JWKS endpoint serves). */
  jwks: JSONWebKeySet;
  /** Serves the provider under `/oidc` and the login pages under `/interaction`. */
  mount(app: FastifyInstance): void;
  close(): Promise<void>;
}

/** Where the provider is served, whatever the issuer's path. */
export const OIDC_MOUNT_PATH = '/oidc';
export const INTERACTION_PATH = '/interaction';
const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;
const INTERACTION_TTL = 60 * 60;

/**
 * The API's resource indicator. oidc-provider wants an absolute URI; an audience such as `portal-api`
 * is not one, so it is wrapped in a URN (the token's `aud` is still the audience as configured).
 */
export function resourceIndicatorFor(audience: string): string {
  return URL.parse(audience) ? audience : `urn:portal:audience:${encodeURIComponent(audience)}`;
}

/** Scopes the API accepts: the ones the app requests at sign-in and every permission name. */
export const RESOURCE_SCOPES: readonly string[] = [...new Set([...SIGN_IN_PERMISSION_SCOPES, ...ALL_PERMISSIONS])];

async function readStaff(db: Db, id: string) {
  const [row] = await db.select().from(staffAccount).where(eq(staffAccount.id, id)).limit(1);
  return row;
}

function isOidcUrl(url: string): boolean {
  return url === OIDC_MOUNT_PATH || url.startsWith(`${OIDC_MOUNT_PATH}/`) || url.startsWith(`${OIDC_MOUNT_PATH}?`);
}

export async function createBuiltInProvider(options: {
  config: ServerConfig;
  db: Db;
  clock: Clock;
}): Promise<BuiltInProvider> {
  const { config, db, clock } = options;
  const signingKeys = await loadSigningKeys(db);
  const cookieKeys = await loadCookieKeys(db);
  await deleteExpiredPayloads(db).catch(() => undefined);

  const resource = { indicator: resourceIndicatorFor(config.oidc.audience), scopes: new Set(RESOURCE_SCOPES) };
  const publicPath = new URL(config.publicUrl).pathname.replace(/\/$/, '');
  const interactionBase = `${publicPath}${INTERACTION_PATH}`;
  const { renewal, ...limits } = config.session;

  const provider = new Provider(config.oidc.issuer, {
    adapter: drizzleAdapter(db),
    jwks: { keys: signingKeys },
    cookies: { keys: cookieKeys },
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Back-office portal',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        // SESSION_RENEWAL: the app renews its access token with a refresh token (offline_access).
        grant_types: renewal ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The app's token calls come from its own origin; a dev server on another origin is allowed when
    // it is a registered redirect URI's origin.
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: { redirectUris: string[] }) =>
      client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),
    scopes: [...OIDC_SCOPES, ...(renewal ? [OFFLINE_ACCESS_SCOPE] : []), ...RESOURCE_SCOPES],
    // A refresh token with every sign-in while sessions renew. Not tied to offline_access: oidc-provider
    // drops that scope unless the sign-in forces a consent prompt, which staff have no use for.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // Every use of a refresh token answers a new one and spends the old; a spent one presented again
    // (a copy, or a replay) is refused and ends the grant, so a copied token is worth nothing.
    rotateRefreshToken: true,
    // Codes and the tokens from them end with the provider session (its absolute limit, Log out):
    // staff sessions do not outlive signing out.
    expiresWithSession: async () => true,
    claims: {
      openid: ['sub'],
      profile: ['nickname', 'name'],
      email: ['email'],
    },
    // The ID token carries the profile claims too (the app reads the nickname from it).
    conformIdTokenClaims: false,
    async findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
      const staff = await readStaff(db, sub);
      if (!staff) return undefined;
      return {
        accountId: staff.id,
        claims: () => ({ sub: staff.id, nickname: staff.nickname, name: staff.nickname, email: staff.email }),
      };
    },
    // Permissions are read fresh each time an access token is issued.
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token: Token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const staff = await readStaff(db, token.accountId);
      if (!staff) return undefined;
      return { [config.oidc.permissionsClaim]: staff.permissions, nickname: staff.nickname, email: staff.email };
    },
    // A first-party app: a signed-in account gets its grant without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] & {
        result?: { consent?: { grantId?: string } };
        session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
        client: { clientId: string };
        params: Record<string, unknown>;
      };
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      const accountId = oidc.session.accountId;
      if (!accountId) return grantId ? provider.Grant.find(grantId) : undefined;
      const id = await ensureGrant(
        provider,
        {
          uid: '',
          grantId,
          params: { ...oidc.params, client_id: oidc.client.clientId },
          prompt: { name: 'consent', reasons: [], details: {} },
        },
        accountId,
        { oidcScopes: OIDC_SCOPES, resource },
      );
      return provider.Grant.find(id);
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource.indicator,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== resource.indicator) throw new Error(`unknown resource ${indicator}`);
          return {
            scope: RESOURCE_SCOPES.join(' '),
            audience: config.oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.oidc.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage('Signed out', 'You have been signed out of the portal.', {
            href: `${config.publicUrl}/`,
            text: 'Sign in again',
          });
        },
      },
    },
    interactions: {
      url: async (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${interactionBase}/${interaction.uid}`,
    },
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'html';
      const detail = [out.error, out.error_description].filter(Boolean).map(String).join(': ');
      ctx.body = renderMessagePage('Sign-in failed', detail || 'Something went wrong.', {
        href: `${config.publicUrl}/`,
        text: 'Back to the portal',
      });
    },
    ttl: {
      AccessToken: config.oidc.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: config.oidc.accessTokenTtlSeconds,
      Grant: limits.absoluteTimeoutSeconds,
      Interaction: INTERACTION_TTL,
      Session: (_ctx: KoaContextWithOIDC, session: { loginTs?: number }) => providerSessionTtl(limits, session),
      RefreshToken: (_ctx: KoaContextWithOIDC, token: { authTime?: number; iiat?: number }) =>
        refreshTokenTtl(limits, token),
    },
  });
  provider.proxy = true;

  const callback = provider.callback();

  return {
    jwks: publicJwks(signingKeys),
    mount(app) {
      app.addHook('onRequest', (request, reply, done) => {
        const url = request.raw.url ?? '';
        if (!isOidcUrl(url)) {
          done();
          return;
        }
        reply.hijack();
        // The provider routes on the path under its mount and reads the mount back from originalUrl.
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = url;
        raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
        if (raw.url.startsWith('?')) raw.url = `/${raw.url}`;
        callback(raw, reply.raw);
      });
      registerInteractionRoutes(app, {
        provider,
        db,
        basePath: INTERACTION_PATH,
        oidcScopes: OIDC_SCOPES,
        resource,
        showDemoAccounts: true,
        portalUrl: `${config.publicUrl}/`,
        throttle: signInThrottle(db, clock, SIGN_IN_LIMITS, app.log.child({ module: 'sign-in' })),
        clock,
      });
    },
    async close() {},
  };
}
