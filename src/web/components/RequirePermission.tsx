import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PermissionRequirement } from '../../shared/permissions';
import { usePermissions } from '../auth/session';

/** SHELL-RT-04/05: renders its children only when every requirement holds, else redirects to '/'. */
export function RequirePermission({
  need,
  children,
}: {
  need: PermissionRequirement | readonly PermissionRequirement[];
  children: ReactNode;
}) {
  const { canAll } = usePermissions();
  const needs: readonly PermissionRequirement[] =
    typeof need === 'string' || !Array.isArray(need) ? [need as PermissionRequirement] : need;
  if (!canAll(needs)) return <Navigate to="/" replace />;
  return children;
}
