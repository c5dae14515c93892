import { App, Button, Result, Spin } from 'antd';
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { hasPortalAccess, type Permission, type PermissionRequirement, satisfies } from '../../shared/permissions';
import { useRuntimeConfig } from '../app/runtime-config';
import { discardUnsavedChanges, hasUnsavedChanges } from '../components/unsaved-changes';
import { nicknameFrom, permissionsFromAccessToken } from './claims';
import { rememberTimedOutPage, returnToForSignIn, returnToFromState } from './return-to';
import { type SessionEnd, showPermissionDeniedDialog, showTimeoutDialog } from './session-dialogs';
import { SessionKeeper } from './session-keeper';
import { watchUserActivity } from './user-activity';
import { CALLBACK_PATH, createUserManager } from './user-manager';

export interface Session {
  user: User;
  nickname: string;
  permissions: readonly Permission[];
  /** The current access token, renewed first when it is due (read at call time). */
  getAccessToken: () => Promise<string | undefined>;
  /** An API call answered 401: renew, or the session has timed out. */
  reportUnauthorized: () => void;
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

type Phase = { kind: 'loading' } | { kind: 'signed-in'; user: User } | { kind: 'ended' } | { kind: 'failed' };

function FullPageSpin() {
  return (
    <div role="status" aria-label="Signing in" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spin size="large" description="Signing in…" />
    </div>
  );
}

/** The same list while the token's permissions stay the same, so a renewal re-renders nothing that checks them. */
function useStablePermissions(accessToken: string | undefined, claim: string): readonly Permission[] {
  const permissions = permissionsFromAccessToken(accessToken, claim);
  const key = permissions.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list.
  return useMemo(() => permissions, [key]);
}

/** Signs the user in through the identity provider and keeps the session (SHELL-AUTH-01..10). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [userManager] = useState<UserManager>(() => createUserManager(config));
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const userRef = useRef<User | null>(null);
  const started = useRef(false);
  const dialogOpen = useRef(false);
  // The keeper's callbacks reach the latest render's functions through this ref.
  const onEndedRef = useRef<() => void>(() => undefined);
  const [keeper] = useState(
    () =>
      new SessionKeeper({
        userManager,
        idleTimeoutSeconds: config.session.idleTimeoutSeconds,
        onRenewed: (user) => {
          userRef.current = user;
          setPhase((current) => (current.kind === 'signed-in' ? { kind: 'signed-in', user } : current));
        },
        onEnded: () => onEndedRef.current(),
      }),
  );

  const logout = useCallback(async () => {
    const user = userRef.current;
    keeper.stop();
    // A hosted provider may keep an offline_access refresh token past its session: revoke it first.
    if (user?.refresh_token) await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
    await userManager.removeUser().catch(() => undefined);
    userRef.current = null;
    try {
      await userManager.signoutRedirect({
        id_token_hint: user?.id_token,
        post_logout_redirect_uri: `${config.portalOrigin}/`,
      });
    } catch {
      window.location.assign(`${config.portalOrigin}/`);
    }
  }, [userManager, keeper, config.portalOrigin]);

  /** After a timeout: log out, then the next sign-in returns to this page. */
  const signInAgain = useCallback(() => {
    const { pathname, search, hash } = window.location;
    rememberTimedOutPage(`${pathname}${search}${hash}`);
    discardUnsavedChanges();
    return logout();
  }, [logout]);

  const endSession = useCallback(
    (kind: SessionEnd) => {
      if (dialogOpen.current) return;
      dialogOpen.current = true;
      if (kind === 'denied') {
        showPermissionDeniedDialog(modal, logout);
        return;
      }
      showTimeoutDialog(modal, {
        unsaved: hasUnsavedChanges(),
        signInAgain,
        stay: () => {
          dialogOpen.current = false;
        },
      });
    },
    [modal, logout, signInAgain],
  );
  useEffect(() => {
    onEndedRef.current = () => endSession('timeout');
  }, [endSession]);

  const accept = useCallback(
    (user: User) => {
      userRef.current = user;
      const permissions = permissionsFromAccessToken(user.access_token, config.oidc.permissionsClaim);
      if (!hasPortalAccess(permissions)) {
        setPhase({ kind: 'ended' });
        endSession('denied');
        return;
      }
      keeper.keep(user);
      setPhase({ kind: 'signed-in', user });
    },
    [config.oidc.permissionsClaim, endSession, keeper],
  );

  /** A session found on load: renewed first when its token has expired meanwhile. */
  const resume = useCallback(
    async (user: User) => {
      if (!user.expired) return accept(user);
      userRef.current = user;
      keeper.keep(user);
      const outcome = user.refresh_token ? await keeper.renew() : 'refused';
      const renewed = userRef.current;
      if (outcome === 'renewed' && renewed) return accept(renewed);
      if (outcome === 'failed') throw new Error('The session could not be renewed');
      setPhase({ kind: 'ended' });
      endSession('timeout');
    },
    [accept, endSession, keeper],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { pathname, search } = window.location;
    const run = async () => {
      if (pathname === CALLBACK_PATH) {
        try {
          const user = await userManager.signinRedirectCallback();
          // Leave /callback before the app renders, so its routes see the page the user asked for.
          await navigate(returnToFromState(user.state), { replace: true });
          accept(user);
        } catch (error) {
          // SHELL-AUTH-08: the identity provider refused the sign-in (e.g. access_denied).
          if (error instanceof ErrorResponse) {
            setPhase({ kind: 'ended' });
            endSession('denied');
          } else {
            console.error('Sign-in callback failed', error);
            setPhase({ kind: 'failed' });
          }
        }
        return;
      }
      const user = await userManager.getUser();
      if (user) await resume(user);
      else await userManager.signinRedirect({ state: { returnTo: returnToForSignIn(`${pathname}${search}`) } });
    };
    run().catch((error: unknown) => {
      console.error('Sign-in failed', error);
      setPhase({ kind: 'failed' });
    });
  }, [userManager, navigate, accept, resume, endSession]);

  // Activity renews a due token; another tab's renewal is taken over from the shared storage.
  const signedIn = phase.kind === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const stopWatching = watchUserActivity(() => keeper.activity());
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith('oidc.user:') && event.newValue) void keeper.adoptStored();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopWatching();
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn, keeper]);
  useEffect(() => () => keeper.stop(), [keeper]);

  const getAccessToken = useCallback(() => keeper.accessToken(), [keeper]);
  const reportUnauthorized = useCallback(() => keeper.unauthorized(), [keeper]);
  const user = phase.kind === 'signed-in' ? phase.user : null;
  const permissions = useStablePermissions(user?.access_token, config.oidc.permissionsClaim);
  const session = useMemo<Session | null>(() => {
    if (!user) return null;
    return {
      user,
      nickname: nicknameFrom(user.access_token, user.profile),
      permissions,
      getAccessToken,
      reportUnauthorized,
      logout,
    };
  }, [user, permissions, getAccessToken, reportUnauthorized, logout]);

  if (phase.kind === 'failed') {
    return (
      <Result
        status="error"
        title="Sign-in failed"
        subTitle="The portal could not complete the sign-in."
        extra={
          <Button type="primary" onClick={() => window.location.assign('/')}>
            Sign in again
          </Button>
        }
      />
    );
  }
  if (phase.kind === 'ended') return <div style={{ minHeight: '100vh' }} />;
  if (!session) return <FullPageSpin />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside AuthProvider');
  return session;
}

export interface Permissions {
  permissions: readonly Permission[];
  can: (need: PermissionRequirement) => boolean;
  /** Every requirement holds. */
  canAll: (needs: readonly PermissionRequirement[]) => boolean;
}

/** The one permission check used by the menu, route guards and buttons. */
export function usePermissions(): Permissions {
  const { permissions } = useSession();
  return useMemo(() => {
    const can = (need: PermissionRequirement) => satisfies(permissions, need);
    return { permissions, can, canAll: (needs) => needs.every(can) };
  }, [permissions]);
}
