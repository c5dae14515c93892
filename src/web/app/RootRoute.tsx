import { ApiProvider } from '../api/ApiProvider';
import { AuthProvider } from '../auth/session';
import { PrefetchOpeningPage } from './PrefetchOpeningPage';
import { AppLayout } from './shell/AppLayout';

/** Everything under the router: the session, the API clients, the shell. */
export function RootRoute() {
  return (
    <AuthProvider>
      <ApiProvider>
        <PrefetchOpeningPage />
        <AppLayout />
      </ApiProvider>
    </AuthProvider>
  );
}
