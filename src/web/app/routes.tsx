import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission } from '../components/RequirePermission';
import { GroupRedirect } from './GroupRedirect';
import { HomeRedirect } from './HomeRedirect';
import { MENU_ITEMS, type MenuLeaf } from './menu';
import { RootRoute } from './RootRoute';

const SectionPlaceholder = lazy(() => import('../components/SectionPlaceholder'));
const NotFound = lazy(() => import('../components/NotFound'));
const DeeplinkPage = lazy(() => import('../features/deeplinks/DeeplinkPage'));
const ProductAddPage = lazy(() => import('../features/content-products/ProductAddPage'));
const ProductDetailPage = lazy(() => import('../features/content-products/ProductDetailPage'));
const MiniCoursesPage = lazy(() => import('../features/mini-courses/MiniCoursesPage'));
const ContentProductListPage = lazy(() => import('../features/content-products/ContentProductListPage'));

/** Built sections, by menu key; every other section shows the placeholder. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  deeplink: DeeplinkPage,
  'mini-courses': MiniCoursesPage,
  'products-content': ContentProductListPage,
};

function sectionRoute(leaf: MenuLeaf): RouteObject {
  const Page = PAGES[leaf.key];
  return {
    path: leaf.path,
    // SHELL-RT-04/05: the route refuses exactly what the menu hides.
    element: (
      <RequirePermission need={leaf.requires}>
        {Page ? <Page /> : <SectionPlaceholder title={leaf.label} />}
      </RequirePermission>
    ),
  };
}

/** One route tree mirroring the menu; pages are lazy-loaded. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    children: [
      { index: true, element: <HomeRedirect /> },
      // The session completes the sign-in on /callback and navigates away before rendering.
      { path: 'callback', element: null },
      { path: 'customers', element: <GroupRedirect group="customers" /> },
      { path: 'products', element: <Navigate to="/products/content" replace /> },
      { path: 'marketing', element: <Navigate to="/marketing/upsell-downgrade" replace /> },
      // CP-ADD-01 / CP-DET-01: before the menu routes, so they match first.
      {
        path: 'products/content/add',
        element: (
          <RequirePermission need={['view:product_menu', 'create:product']}>
            <ProductAddPage />
          </RequirePermission>
        ),
      },
      {
        path: 'products/content/:productId',
        element: (
          <RequirePermission need={['view:product_menu']}>
            <ProductDetailPage />
          </RequirePermission>
        ),
      },
      ...MENU_ITEMS.map(sectionRoute),
      { path: '*', element: <NotFound /> },
    ],
  },
];
