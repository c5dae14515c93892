import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

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

  it('links every crumb but the last', () => {
    expect(breadcrumbTrail('/marketing/promotion/add')).toEqual([
      { label: 'Marketing', path: '/marketing' },
      { label: 'Promotion', path: '/marketing/promotion' },
      { label: 'Add new promotion' },
    ]);
  });
});
