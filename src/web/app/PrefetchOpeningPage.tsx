import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useApi } from '../api/ApiProvider';
import { usePermissions } from '../auth/session';
import type { LazyPage } from './lazy-page';

/**
 * Under the session: starts the first read of the page the app opens on as soon as the session is
 * there, alongside the page's code, instead of in the page's effect after its first render.
 */
export function PrefetchOpeningPage() {
  const matches = useMatches();
  const { search } = useLocation();
  const clients = useApi();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  // Once, during the render that goes on to render the page. Calling it again would be harmless: the
  // page's read is then under way or in the cache.
  useState(() => {
    for (const match of matches) {
      (match.handle as LazyPage | undefined)?.prefetch?.({ queryClient, clients, permissions }, search);
    }
  });
  return null;
}
