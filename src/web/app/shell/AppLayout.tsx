import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { NotFoundSignalProvider } from '../../components/not-found-signal';
import { Breadcrumbs } from './Breadcrumbs';
import type { IsPage } from './breadcrumb-trail';
import { FooterBar } from './FooterBar';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

function PageSpin() {
  return (
    <div role="status" aria-label="Loading page" style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin />
    </div>
  );
}

/** The shell: header, side menu, breadcrumbs, the page, footer. `isPage` tells the paths of pages (the routes). */
export function AppLayout({ isPage }: { isPage: IsPage }) {
  return (
    <Layout style={{ minHeight: '100vh', background: 'transparent' }}>
      <HeaderBar />
      <Layout style={{ background: 'transparent' }}>
        <SideMenu />
        <Layout style={{ background: 'transparent' }}>
          <Layout.Content style={{ padding: 24 }}>
            <main>
              <NotFoundSignalProvider>
                <Breadcrumbs isPage={isPage} />
                <Suspense fallback={<PageSpin />}>
                  <Outlet />
                </Suspense>
              </NotFoundSignalProvider>
            </main>
          </Layout.Content>
          <FooterBar />
        </Layout>
      </Layout>
    </Layout>
  );
}
