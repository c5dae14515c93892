import { Navigate } from 'react-router';
import { usePermissions } from '../auth/session';
import { canOpen, MENU } from './menu';

/** A group's base path (e.g. /customers) opens its first visible item, else '/'. */
export function GroupRedirect({ group }: { group: string }) {
  const { permissions } = usePermissions();
  const entry = MENU.find((candidate) => candidate.kind === 'group' && candidate.key === group);
  const first = entry?.kind === 'group' ? entry.children.find((leaf) => canOpen(leaf, permissions)) : undefined;
  return <Navigate to={first?.path ?? '/'} replace />;
}
