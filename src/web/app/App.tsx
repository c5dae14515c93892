import { LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState } from 'react';
// First: antd's reset (the page's base), then the components' CSS.
import './base-styles.css';
// antd's components' CSS, built by antd for its default theme (ours): see ANTD_THEME.
import 'antd/dist/antd.css';
import './shell/contrast.css';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
// The data layer every page reads through (typed endpoint calls and their query hooks) loads with the
// shell, once, rather than with the first page of each area.
import '../api/endpoint-hooks';
import { NotifyBridge } from '../api/NotifyBridge';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '../api/notify';
import { useReducedMotion } from '../components/useReducedMotion';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { RuntimeConfigProvider } from './runtime-config';
import { Watermark } from './shell/Watermark';
import { ACCESSIBLE_COLORS } from './theme';

/**
 * antd without its CSS-in-JS run time: the components' style rules come from antd.css (render-blocking,
 * cached for good) instead of being generated and inserted in the browser as each component first
 * renders, which cost about a quarter of the CPU of opening a page. The theme's and components' CSS
 * variables are still set at run time. antd.css is antd's default theme, ours, with a few colours made
 * darker for contrast (theme.ts: tokens, which set CSS variables); another theme needs its CSS.
 */
const ANTD_THEME = { zeroRuntime: true, token: ACCESSIBLE_COLORS } as const;
/** The same, without motion: for a user whose system asks for less (useReducedMotion). */
const ANTD_THEME_STILL = { zeroRuntime: true, token: { ...ACCESSIBLE_COLORS, motion: false } } as const;

/**
 * Every button's loading icon is shown and removed as it is, not with antd's default motion (it grows and
 * shrinks the icon's width): that motion's leave waits for a transition end, which never comes when the
 * loading ends while the icon is still at width 0 (an answer arriving as the spinner appears), and left
 * the icon in the button for good, so a Save read 'loading Save' to assistive technology after a refusal.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/** Providers: runtime config, antd (theme, App-scoped message/notification/modal), queries, router. */
export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  const still = useReducedMotion();
  return (
    <RuntimeConfigProvider config={config}>
      <ConfigProvider locale={enUS} theme={still ? ANTD_THEME_STILL : ANTD_THEME} button={BUTTON_CONFIG}>
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
