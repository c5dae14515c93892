import { matchRoutes } from 'react-router';
import type { LazyPage } from './lazy-page';
import { routes } from './routes';

/**
 * main.tsx, before the first render: starts loading the code of the page `pathname` opens, while the
 * configuration loads and the session starts (else it would wait for the shell to render).
 */
export function preloadPage(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    // A failed load is tried again, and reported, where the page renders.
    (match.route.handle as LazyPage | undefined)?.preload().catch(() => undefined);
  }
}
