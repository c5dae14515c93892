import { lazy } from 'react';
import { Navigate } from 'react-router';
import { usePermissions } from '../auth/session';
import { defaultPath } from './menu';

const NoMenuPage = lazy(() => import('../components/NoMenuPage'));

/** SHELL-RT-02/03: '/' opens the first visible menu item. */
export function HomeRedirect() {
  const { permissions } = usePermissions();
  const path = defaultPath(permissions);
  return path ? <Navigate to={path} replace /> : <NoMenuPage />;
}
