import { ApiProvider } from '../api/ApiProvider';
import { AuthProvider } from '../auth/session';
import { PrefetchOpeningPage } from './PrefetchOpeningPage';
import { AppLayout } from './shell/AppLayout';
import type { IsPage } from './shell/breadcrumb-trail';

/** Everything under the router: the session, the API clients, the shell. */
export function RootRoute({ isPage }: { isPage: IsPage }) {
  return (
    <AuthProvider>
      <ApiProvider>
        <PrefetchOpeningPage />
        <AppLayout isPage={isPage} />
      </ApiProvider>
    </AuthProvider>
  );
}
