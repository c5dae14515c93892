import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
import { NotifyBridge } from '../api/NotifyBridge';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '../api/notify';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { RuntimeConfigProvider } from './runtime-config';
import { Watermark } from './shell/Watermark';

/** Providers: runtime config, antd (theme, App-scoped message/notification/modal), queries, router. */
export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <RuntimeConfigProvider config={config}>
      <ConfigProvider locale={enUS}>
        <AntApp notification={NOTIFICATION_CONFIG} message={MESSAGE_CONFIG}>
          <NotifyBridge />
          <Watermark>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </Watermark>
        </AntApp>
      </ConfigProvider>
    </RuntimeConfigProvider>
  );
}
