import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useRuntimeConfig } from '../app/runtime-config';
import { useSession } from '../auth/session';
import { type ApiClients, createApiClients } from './http';

const ApiContext = createContext<ApiClients | null>(null);

/** Provides the portal and store API clients, bound to the session's token and timeout. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const { getAccessToken, reportUnauthorized } = useSession();
  const clients = useMemo(
    () => createApiClients(config, getAccessToken, reportUnauthorized),
    [config, getAccessToken, reportUnauthorized],
  );
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi must be used inside ApiProvider');
  return clients;
}
