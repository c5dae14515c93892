import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, inSentence } from './breadcrumb-trail';

const labels = (path: string) => breadcrumbTrail(path).map((c) => c.label);

describe('breadcrumbTrail', () => {
  it('is empty for one level or fewer', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/deeplink')).toEqual([]);
    expect(breadcrumbTrail('/vouchers/')).toEqual([]);
  });

  it('names the marketing pages as the spec does', () => {
    expect(labels('/marketing/promotion')).toEqual(['Marketing', 'Promotion']);
    expect(labels('/marketing/promotion/add')).toEqual(['Marketing', 'Promotion', 'Add new promotion']);
    expect(labels('/marketing/promotion/123')).toEqual(['Marketing', 'Promotion', 'View details']);
    expect(labels('/marketing/save-offer/add')).toEqual(['Marketing', 'Save offer', 'Add new save offer']);
    expect(labels('/marketing/upsell-downgrade')).toEqual(['Marketing', 'Upsell & Downgrade']);
  });

  it('names the customer, product, voucher and organization pages', () => {
    expect(labels('/customers/b2c')).toEqual(['Customer', 'B2C customer']);
    expect(labels('/customers/b2b/abc')).toEqual(['Customer', 'B2B customer', 'View details']);
    expect(labels('/products/base-price')).toEqual(['Product', 'Base price']);
    expect(labels('/products/description/add')).toEqual([
      'Product',
      'Description template',
      'Add new description template',
    ]);
    expect(labels('/vouchers/42')).toEqual(['Voucher', 'View details']);
    expect(labels('/organization/7')).toEqual(['Organization', 'View details']);
  });

  it("writes 'eCom' as the menu does, and keeps other names spelled in capitals", () => {
    expect(labels('/products/ecom')).toEqual(['Product', 'eCom product']);
    expect(labels('/products/ecom/add')).toEqual(['Product', 'eCom product', 'Add new eCom product']);
    expect(labels('/customers/b2c/add')).toEqual(['Customer', 'B2C customer', 'Add new B2C customer']);
    expect(labels('/products/base-price/add')).toEqual(['Product', 'Base price', 'Add new base price']);
    expect(labels('/marketing/upsell-downgrade/add')).toEqual([
      'Marketing',
      'Upsell & Downgrade',
      'Add new upsell & downgrade',
    ]);
    expect(inSentence('eCom product')).toBe('eCom product');
  });

  it('names no page for a path that is no page, and leaves out crumbs that are no page', () => {
    const pages = new Set(['/products', '/products/content', '/products/content/1']);
    const isPage = (path: string) => pages.has(path);
    expect(breadcrumbTrail('/products/ecom/add', isPage)).toEqual([]);
    expect(breadcrumbTrail('/products/content/1/foo/bar', isPage)).toEqual([]);
    expect(breadcrumbTrail('/products/content/1', isPage).map((c) => c.label)).toEqual([
      'Product',
      'Content product',
      'View details',
    ]);
    const noSection = (path: string) => path !== '/products';
    expect(breadcrumbTrail('/products/content/1', noSection)).toEqual([
      { label: 'Content product', path: '/products/content' },
      { label: 'View details' },
    ]);
  });

  it('does not trip over a malformed escape in the path', () => {
    expect(labels('/products/%E0%A4%A')).toEqual(['Product', 'View details']);
  });

  it('links every crumb but the last', () => {
    expect(breadcrumbTrail('/marketing/promotion/add')).toEqual([
      { label: 'Marketing', path: '/marketing' },
      { label: 'Promotion', path: '/marketing/promotion' },
      { label: 'Add new promotion' },
    ]);
  });
});
