import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/contracts';
import { ALL_PERMISSIONS } from '../../shared/permissions';
import { AREA_KEYS, defaultPath, MENU, MENU_ITEMS, menuItemForPath, menuLeaf, visibleMenu } from './menu';

const labels = (held: readonly string[]) =>
  visibleMenu(held).map((entry) =>
    entry.kind === 'group' ? `${entry.label}: ${entry.children.map((c) => c.label).join(', ')}` : entry.label,
  );

describe('visibleMenu', () => {
  it('shows an admin every group and item in spec order', () => {
    expect(labels(ALL_PERMISSIONS)).toEqual([
      'Customer: B2C customer, B2B customer',
      'Entitlement',
      'Product: Content product, eCom product, Base price, Disclosure, Description template',
      'Mini course',
      'Marketing: Upsell & Downgrade, Promotion, Save offer',
      'Organization',
      'Voucher',
      'Deeplink',
    ]);
  });

  it('shows a customer-only user the Customer group and Entitlement only', () => {
    const held = ['read:customers', 'view:b2c_customer_menu', 'view:b2b_customer_menu', 'view:entitlement_menu'];
    expect(labels(held)).toEqual(['Customer: B2C customer, B2B customer', 'Entitlement']);
  });

  it('hides customer items without read:customers, and hides the emptied group', () => {
    expect(labels(['view:b2c_customer_menu', 'view:entitlement_menu'])).toEqual(['Entitlement']);
  });

  it('keeps only the visible items of a group', () => {
    expect(labels(['view:promotion_menu'])).toEqual(['Marketing: Promotion']);
  });

  it('shows nothing for an empty permission set', () => {
    expect(visibleMenu([])).toEqual([]);
  });
});

describe('defaultPath', () => {
  it('is the first visible item', () => {
    expect(defaultPath(ALL_PERMISSIONS)).toBe('/customers/b2c');
    expect(defaultPath(['view:voucher_menu', 'view:deeplink_menu'])).toBe('/vouchers');
    expect(defaultPath(['read:customers', 'view:b2b_customer_menu'])).toBe('/customers/b2b');
  });

  it('is null when no item is visible', () => {
    expect(defaultPath([])).toBeNull();
    expect(defaultPath(['delete:customer'])).toBeNull();
  });
});

describe('menuItemForPath', () => {
  it('finds the item of a nested path', () => {
    expect(menuItemForPath('/marketing/promotion/12')?.label).toBe('Promotion');
    expect(menuItemForPath('/products/ecom')?.label).toBe('eCom product');
    expect(menuItemForPath('/nowhere')).toBeUndefined();
  });

  it('has unique paths and keys', () => {
    expect(new Set(MENU_ITEMS.map((i) => i.path)).size).toBe(MENU_ITEMS.length);
    expect(new Set(MENU_ITEMS.map((i) => i.key)).size).toBe(MENU_ITEMS.length);
  });
});

describe('menu keys', () => {
  it('are the area words, one item each, in menu order; the customer items sit in the customers group', () => {
    expect(MENU_ITEMS.map((i) => i.key)).toEqual(AREA_KEYS);
    const customers = MENU.find((entry) => entry.kind === 'group' && entry.key === 'customers');
    expect(customers?.kind === 'group' && customers.children.map((c) => c.key)).toEqual([
      'customers-b2c',
      'customers-b2b',
    ]);
    expect(menuLeaf('promotions').path).toBe('/marketing/promotion');
    expect(menuLeaf('deeplinks').path).toBe('/deeplink');
  });

  it('spell each area as the contracts do', () => {
    // Areas without a menu item of their own: reference data and the audit log.
    const menuless = new Set(['reference', 'audit', 'billing']);
    // An area whose items are a menu group (customers: the B2C and B2B items) is spelled as the group.
    const groups = MENU.flatMap((entry) => (entry.kind === 'group' ? [entry.key] : []));
    for (const endpoint of ENDPOINTS) {
      if (menuless.has(endpoint.area)) continue;
      expect([...AREA_KEYS, ...groups], `${endpoint.name} is in area '${endpoint.area}'`).toContain(endpoint.area);
    }
  });
});
