import { App, Button, Result, Spin } from 'antd';
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { hasPortalAccess, type Permission, type PermissionRequirement, satisfies } from '../../shared/permissions';
import { useRuntimeConfig } from '../app/runtime-config';
import { nicknameFrom, permissionsFromAccessToken } from './claims';
import { returnToFromState } from './return-to';
import { type SessionEnd, showSessionEndDialog } from './session-dialogs';
import { CALLBACK_PATH, createUserManager } from './user-manager';

export interface Session {
  user: User;
  nickname: string;
  permissions: readonly Permission[];
  /** The current access token (read at call time, so a new sign-in is picked up). */
  getAccessToken: () => string | undefined;
  /** An API call answered 401: the session has timed out. */
  reportUnauthorized: () => void;
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2_147_483_647;

type Phase = { kind: 'loading' } | { kind: 'signed-in'; user: User } | { kind: 'ended' } | { kind: 'failed' };

function FullPageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spin size="large" description="Signing in…" aria-label="Signing in" />
    </div>
  );
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
  const dialogShown = useRef(false);

  const logout = useCallback(async () => {
    const idToken = userRef.current?.id_token;
    await userManager.removeUser().catch(() => undefined);
    userRef.current = null;
    try {
      await userManager.signoutRedirect({
        id_token_hint: idToken,
        post_logout_redirect_uri: `${config.portalOrigin}/`,
      });
    } catch {
      window.location.assign(`${config.portalOrigin}/`);
    }
  }, [userManager, config.portalOrigin]);

  const endSession = useCallback(
    (kind: SessionEnd) => {
      if (dialogShown.current) return;
      dialogShown.current = true;
      showSessionEndDialog(modal, kind, logout);
    },
    [modal, logout],
  );

  const accept = useCallback(
    (user: User) => {
      userRef.current = user;
      if (user.expired) {
        setPhase({ kind: 'ended' });
        endSession('timeout');
        return;
      }
      const permissions = permissionsFromAccessToken(user.access_token, config.oidc.permissionsClaim);
      if (!hasPortalAccess(permissions)) {
        setPhase({ kind: 'ended' });
        endSession('denied');
        return;
      }
      setPhase({ kind: 'signed-in', user });
    },
    [config.oidc.permissionsClaim, endSession],
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
      if (user) accept(user);
      else await userManager.signinRedirect({ state: { returnTo: `${pathname}${search}` } });
    };
    run().catch((error: unknown) => {
      console.error('Sign-in failed', error);
      setPhase({ kind: 'failed' });
    });
  }, [userManager, navigate, accept, endSession]);

  useEffect(() => {
    const onExpired = () => endSession('timeout');
    userManager.events.addAccessTokenExpired(onExpired);
    return () => userManager.events.removeAccessTokenExpired(onExpired);
  }, [userManager, endSession]);

  // The library's expiry event polls every few seconds; this fires on the second the token expires.
  const expiresAt = phase.kind === 'signed-in' ? phase.user.expires_at : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const delay = Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      if (userRef.current?.expired !== false) endSession('timeout');
    }, delay);
    return () => clearTimeout(timer);
  }, [expiresAt, endSession]);

  const session = useMemo<Session | null>(() => {
    if (phase.kind !== 'signed-in') return null;
    const { user } = phase;
    return {
      user,
      nickname: nicknameFrom(user.access_token, user.profile),
      permissions: permissionsFromAccessToken(user.access_token, config.oidc.permissionsClaim),
      getAccessToken: () => userRef.current?.access_token,
      reportUnauthorized: () => endSession('timeout'),
      logout,
    };
  }, [phase, config.oidc.permissionsClaim, endSession, logout]);

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
