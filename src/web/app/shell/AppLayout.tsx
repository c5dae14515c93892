import { Layout, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { NotFoundSignalProvider } from '../../components/not-found-signal';
import { keepPagerItemsOutOfTabOrder } from '../../components/pager';
import { Breadcrumbs } from './Breadcrumbs';
import type { IsPage } from './breadcrumb-trail';
import { FooterBar } from './FooterBar';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

function PageSpin() {
  return (
    <div role="status" aria-label="Loading page" style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin />
    </div>
  );
}

/**
 * The shell: the skip link, header, side menu, breadcrumbs, the page, footer. `isPage` tells the paths of
 * pages (the routes).
 */
export function AppLayout({ isPage }: { isPage: IsPage }) {
  // Every pager's items are one Tab stop each, their control (components/pager.tsx).
  useEffect(keepPagerItemsOutOfTabOrder, []);
  return (
    <Layout style={{ minHeight: '100vh', background: 'transparent' }}>
      <SkipLink />
      <HeaderBar />
      <Layout style={{ background: 'transparent' }}>
        <SideMenu />
        <Layout style={{ background: 'transparent' }}>
          {/* antd's Content is the page's one <main>, where the skip link moves the focus. */}
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 24 }}>
            <NotFoundSignalProvider>
              <Breadcrumbs isPage={isPage} />
              <Suspense fallback={<PageSpin />}>
                <Outlet />
              </Suspense>
            </NotFoundSignalProvider>
          </Layout.Content>
          <FooterBar />
        </Layout>
      </Layout>
    </Layout>
  );
}
