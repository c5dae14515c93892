import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createContentProduct } from '../../shared/contracts/content-products';
import { createDescriptionTemplate } from '../../shared/contracts/description-templates';
import { createDisclosure, getDisclosure } from '../../shared/contracts/disclosures';
import { bulkPublishPlans, createEcomProduct, getEcomProduct } from '../../shared/contracts/ecom-products';
import type { AnyEndpoint } from '../../shared/contracts/endpoint';
import { createOrganization } from '../../shared/contracts/organizations';
import { createProviderPromotion } from '../../shared/contracts/promotions';
import { createSaveOffer } from '../../shared/contracts/save-offers';
import { createUpsellDowngrade } from '../../shared/contracts/upsell-downgrades';
import { createVoucherGroup } from '../../shared/contracts/vouchers';
import { isPage, PAGE_NEEDS, routes } from './routes';

/** Every path pattern of the route tree, params as a sample value ('/products/content/1'). */
function pagePaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.index || route.path === undefined || route.path === '*') return [];
    const path = `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`.replace(/:[^/]+/g, '1');
    return [path, ...pagePaths(route.children ?? [], path)];
  });
}

describe('isPage (SHELL-BC-01)', () => {
  it('knows the built pages and the sections', () => {
    for (const path of [
      '/products/content',
      '/products/content/add',
      '/products/content/12',
      '/products/ecom',
      '/products/ecom/add',
      '/products/ecom/publish',
      '/products/ecom/12',
      '/organization',
      '/organization/add',
      '/organization/12',
      '/vouchers',
      '/vouchers/add',
      '/vouchers/12',
    ]) {
      expect(isPage(path), path).toBe(true);
    }
    expect(isPage('/marketing/promotion')).toBe(true);
  });

  it('knows no page where the router shows Not Found', () => {
    for (const path of [
      '/organization/1/admins',
      '/products/content/1/foo/bar',
      '/vouchers/42/codes',
      '/no/such/page',
    ]) {
      expect(isPage(path), path).toBe(false);
    }
  });

  it('every level above a page is a page too, so a breadcrumb trail has no gap', () => {
    const paths = pagePaths(routes);
    expect(paths).toContain('/products/content/1');
    for (const path of paths) {
      const segments = path.split('/').filter(Boolean);
      for (let depth = 1; depth <= segments.length; depth += 1) {
        const prefix = `/${segments.slice(0, depth).join('/')}`;
        expect(isPage(prefix), `${prefix} (above ${path})`).toBe(true);
      }
    }
  });
});

describe('PAGE_NEEDS (SHELL-RT-05)', () => {
  it("names exactly each endpoint's permission, so a page's route and its endpoint cannot disagree", () => {
    const endpoints: Record<keyof typeof PAGE_NEEDS, AnyEndpoint> = {
      createContentProduct,
      createDescriptionTemplate,
      createDisclosure,
      getDisclosure,
      createUpsellDowngrade,
      createSaveOffer,
      createProviderPromotion,
      createEcomProduct,
      bulkPublishPlans,
      getEcomProduct,
      createOrganization,
      createVoucherGroup,
    };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(PAGE_NEEDS[name as keyof typeof PAGE_NEEDS], name).toEqual(endpoint.permission);
    }
  });
});
