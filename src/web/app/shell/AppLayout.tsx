import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Breadcrumbs } from './Breadcrumbs';
import { FooterBar } from './FooterBar';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

function PageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin aria-label="Loading page" />
    </div>
  );
}

/** The shell: header, side menu, breadcrumbs, the page, footer. */
export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh', background: 'transparent' }}>
      <HeaderBar />
      <Layout style={{ background: 'transparent' }}>
        <SideMenu />
        <Layout style={{ background: 'transparent' }}>
          <Layout.Content style={{ padding: 24 }}>
            <main>
              <Breadcrumbs />
              <Suspense fallback={<PageSpin />}>
                <Outlet />
              </Suspense>
            </main>
          </Layout.Content>
          <FooterBar />
        </Layout>
      </Layout>
    </Layout>
  );
}
