import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';

/** The path the identity provider redirects back to after sign-in. */
export const CALLBACK_PATH = '/callback';

/** SHELL-AUTH-01/02/06/10: authorization code with PKCE, session kept in local storage. */
export function createUserManager(config: RuntimeConfig): UserManager {
  const { oidc } = config;
  return new UserManager({
    authority: oidc.issuer,
    client_id: oidc.clientId,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${config.portalOrigin}/`,
    response_type: 'code',
    scope: `openid profile ${oidc.scope}`.trim(),
    ...(oidc.audience ? { extraQueryParams: { audience: oidc.audience } } : {}),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Renewal is the SessionKeeper's (./session-keeper.ts): only while the user is active, and
    // signinSilent() then uses the refresh token (offline_access is in the configured scope).
    automaticSilentRenew: false,
    monitorSession: false,
  });
}
