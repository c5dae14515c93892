import { lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { PermissionRequirement } from '../../shared/permissions';
import { RequirePermission } from '../components/RequirePermission';
import { prefetchProductList } from '../features/content-products/list-query';
import { GroupRedirect } from './GroupRedirect';
import { HomeRedirect } from './HomeRedirect';
import { type LazyPage, lazyPage } from './lazy-page';
import { type AreaKey, MENU_ITEMS, type MenuLeaf, menuLeaf } from './menu';
import { RootRoute } from './RootRoute';

const SectionPlaceholder = lazy(() => import('../components/SectionPlaceholder'));
const NotFound = lazy(() => import('../components/NotFound'));
const DeeplinkPage = lazyPage(() => import('../features/deeplinks/DeeplinkPage'));
const ProductAddPage = lazyPage(() => import('../features/content-products/ProductAddPage'));
const ProductDetailPage = lazyPage(() => import('../features/content-products/ProductDetailPage'));
const MiniCoursesPage = lazyPage(() => import('../features/mini-courses/MiniCoursesPage'));
const DescriptionTemplateListPage = lazyPage(
  () => import('../features/description-templates/DescriptionTemplateListPage'),
);
const DescriptionTemplateAddPage = lazyPage(
  () => import('../features/description-templates/DescriptionTemplateAddPage'),
);
const DescriptionTemplateDetailPage = lazyPage(
  () => import('../features/description-templates/DescriptionTemplateDetailPage'),
);
const DisclosureListPage = lazyPage(() => import('../features/disclosures/DisclosureListPage'));
const DisclosureAddPage = lazyPage(() => import('../features/disclosures/DisclosureAddPage'));
const DisclosureDetailPage = lazyPage(() => import('../features/disclosures/DisclosureDetailPage'));
const SaveOfferListPage = lazyPage(() => import('../features/save-offers/SaveOfferListPage'));
const SaveOfferAddPage = lazyPage(() => import('../features/save-offers/SaveOfferAddPage'));
const SaveOfferDetailPage = lazyPage(() => import('../features/save-offers/SaveOfferDetailPage'));
const PromotionListPage = lazyPage(() => import('../features/promotions/PromotionListPage'));
const PromotionAddPage = lazyPage(() => import('../features/promotions/PromotionAddPage'));
const PromotionDetailPage = lazyPage(() => import('../features/promotions/PromotionDetailPage'));
const UpsellDowngradeListPage = lazyPage(() => import('../features/upsell-downgrades/UpsellDowngradeListPage'));
const UpsellDowngradeAddPage = lazyPage(() => import('../features/upsell-downgrades/UpsellDowngradeAddPage'));
const UpsellDowngradeDetailPage = lazyPage(() => import('../features/upsell-downgrades/UpsellDowngradeDetailPage'));
const BasePriceListPage = lazyPage(() => import('../features/base-prices/BasePriceListPage'));
const BasePriceDetailPage = lazyPage(() => import('../features/base-prices/BasePriceDetailPage'));
const EcomProductListPage = lazyPage(() => import('../features/ecom-products/EcomProductListPage'));
const PublishPlansPage = lazyPage(() => import('../features/ecom-products/PublishPlansPage'));
const EcomProductDetailPage = lazyPage(() => import('../features/ecom-products/EcomProductDetailPage'));
const EcomProductAddPage = lazyPage(() => import('../features/ecom-products/EcomProductAddPage'));
const CustomerListPage = lazyPage(() => import('../features/customers/CustomerListPage'));
const CustomerDetailPage = lazyPage(() => import('../features/customers/CustomerDetailPage'));
const EntitlementListPage = lazyPage(() => import('../features/entitlements/EntitlementListPage'));
const EntitlementPreviewPage = lazyPage(() => import('../features/entitlements/EntitlementPreviewPage'));
const OrganizationListPage = lazyPage(() => import('../features/organizations/OrganizationListPage'));
const OrganizationAddPage = lazyPage(() => import('../features/organizations/OrganizationAddPage'));
const OrganizationDetailPage = lazyPage(() => import('../features/organizations/OrganizationDetailPage'));
const VoucherListPage = lazyPage(() => import('../features/vouchers/VoucherListPage'));
const VoucherAddPage = lazyPage(() => import('../features/vouchers/VoucherAddPage'));
const VoucherDetailPage = lazyPage(() => import('../features/vouchers/VoucherDetailPage'));
const ContentProductListPage = lazyPage(
  () => import('../features/content-products/ContentProductListPage'),
  prefetchProductList,
);

/**
 * What an add or detail page needs beyond its section's menu permissions: the permission of the endpoint
 * it opens with, by name, so the contracts (and zod) stay out of the initial chunk; routes.test.ts holds
 * each equal to its endpoint's.
 */
export const PAGE_NEEDS = {
  createContentProduct: 'create:product',
  createDescriptionTemplate: 'create:description_template',
  createDisclosure: 'create:disclosure',
  getDisclosure: 'view:disclosure_detail',
  createUpsellDowngrade: 'create:upsell_downgrade',
  createSaveOffer: 'create:save_offer',
  createProviderPromotion: 'create:promotion',
  createEcomProduct: 'create:ecom_product',
  bulkPublishPlans: 'publish:ecom_product',
  getEcomProduct: 'view:ecom_product_detail',
  createOrganization: 'create:organization',
  createVoucherGroup: 'create:voucher_group',
} as const satisfies Record<string, PermissionRequirement>;

/** Built sections, by menu key (the area word); every other section shows the placeholder. */
const PAGES: Readonly<Partial<Record<AreaKey, LazyPage>>> = {
  deeplinks: DeeplinkPage,
  'mini-courses': MiniCoursesPage,
  'content-products': ContentProductListPage,
  'description-templates': DescriptionTemplateListPage,
  disclosures: DisclosureListPage,
  'upsell-downgrades': UpsellDowngradeListPage,
  'save-offers': SaveOfferListPage,
  promotions: PromotionListPage,
  'base-prices': BasePriceListPage,
  'ecom-products': EcomProductListPage,
  // CUS-LIST-02: one page for both tabs.
  'customers-b2c': CustomerListPage,
  'customers-b2b': CustomerListPage,
  entitlements: EntitlementListPage,
  organizations: OrganizationListPage,
  vouchers: VoucherListPage,
};

function sectionRoute(leaf: MenuLeaf): RouteObject {
  const page = PAGES[leaf.key];
  return {
    path: leaf.path,
    handle: page,
    // SHELL-RT-04/05: the route refuses exactly what the menu hides.
    element: (
      <RequirePermission need={leaf.requires}>
        {page ? <page.Page /> : <SectionPlaceholder title={leaf.label} />}
      </RequirePermission>
    ),
  };
}

/**
 * SHELL-RT-05: an add or detail page built so far, under its section's path: it needs the section's
 * menu permissions plus `needs` (an add page: the create endpoint's permission), else redirects to
 * '/'. Add and detail URLs of sections not built yet match no route and show 'Not Found' (SHELL-RT-01).
 */
function pageRoute(
  key: AreaKey,
  segment: string,
  page: LazyPage,
  needs: readonly PermissionRequirement[] = [],
): RouteObject {
  const leaf = menuLeaf(key);
  return {
    path: `${leaf.path}/${segment}`,
    handle: page,
    element: (
      <RequirePermission need={[...leaf.requires, ...needs]}>
        <page.Page />
      </RequirePermission>
    ),
  };
}

/** SHELL-BC-01: whether a path is a page (a route other than 'Not Found'); only pages get breadcrumbs. */
export function isPage(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const route = matches?.[matches.length - 1]?.route;
  return route !== undefined && route.path !== '*';
}

/** One route tree mirroring the menu; pages are lazy-loaded. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute isPage={isPage} />,
    children: [
      { index: true, element: <HomeRedirect /> },
      // The session completes the sign-in on /callback and navigates away before rendering.
      { path: 'callback', element: null },
      { path: 'customers', element: <GroupRedirect group="customers" /> },
      { path: 'products', element: <Navigate to="/products/content" replace /> },
      { path: 'marketing', element: <Navigate to="/marketing/upsell-downgrade" replace /> },
      // CP-ADD-01 / CP-DET-01.
      pageRoute('content-products', 'add', ProductAddPage, [PAGE_NEEDS.createContentProduct]),
      pageRoute('content-products', ':productId', ProductDetailPage),
      // DT-01 / PERM-DT-02.
      pageRoute('description-templates', 'add', DescriptionTemplateAddPage, [PAGE_NEEDS.createDescriptionTemplate]),
      pageRoute('description-templates', ':descriptionId', DescriptionTemplateDetailPage),
      // DISC-01 / PERM-DISC-02/03.
      pageRoute('disclosures', 'add', DisclosureAddPage, [PAGE_NEEDS.createDisclosure]),
      pageRoute('disclosures', ':disclosureId', DisclosureDetailPage, [PAGE_NEEDS.getDisclosure]),
      // MKT-03 / UD-03 / PERM-UD-02: the detail needs the menu permission only.
      pageRoute('upsell-downgrades', 'add', UpsellDowngradeAddPage, [PAGE_NEEDS.createUpsellDowngrade]),
      pageRoute('upsell-downgrades', ':ruleId', UpsellDowngradeDetailPage),
      // MKT-05 / PERM-SO-01/02: the detail needs the menu permission only.
      pageRoute('save-offers', 'add', SaveOfferAddPage, [PAGE_NEEDS.createSaveOffer]),
      pageRoute('save-offers', ':saveOfferId', SaveOfferDetailPage),
      // MKT-04 / PERM-PROMO-01/02: the add page needs create:promotion, the detail the menu permission only.
      pageRoute('promotions', 'add', PromotionAddPage, [PAGE_NEEDS.createProviderPromotion]),
      pageRoute('promotions', ':promotionId', PromotionDetailPage),
      // BP-16: the applied plans of a base price.
      pageRoute('base-prices', ':basePriceId', BasePriceDetailPage),
      // EP-PUB / EP-ADD / EP-DET.
      pageRoute('ecom-products', 'add', EcomProductAddPage, [PAGE_NEEDS.createEcomProduct]),
      pageRoute('ecom-products', 'publish', PublishPlansPage, [PAGE_NEEDS.bulkPublishPlans]),
      pageRoute('ecom-products', ':productId', EcomProductDetailPage, [PAGE_NEEDS.getEcomProduct]),
      // CUS-DET-01.
      pageRoute('customers-b2c', ':customerId', CustomerDetailPage),
      pageRoute('customers-b2b', ':customerId', CustomerDetailPage),
      // ENT-PREV-01/04: the preview list, with the list's permission.
      pageRoute('entitlements', 'preview', EntitlementPreviewPage),
      // ORG-01/04/05 / PERM-ORG-01/02: the add page needs create:organization, the detail the menu permission only.
      pageRoute('organizations', 'add', OrganizationAddPage, [PAGE_NEEDS.createOrganization]),
      pageRoute('organizations', ':organizationId', OrganizationDetailPage),
      // VG-01/04/06 / PERM-VG-01/02: the add page (and Copy Me) needs create:voucher_group, the detail the menu permission only.
      pageRoute('vouchers', 'add', VoucherAddPage, [PAGE_NEEDS.createVoucherGroup]),
      pageRoute('vouchers', ':groupId', VoucherDetailPage),
      ...MENU_ITEMS.map(sectionRoute),
      { path: '*', element: <NotFound /> },
    ],
  },
];
