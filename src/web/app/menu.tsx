import {
  ApartmentOutlined,
  GiftOutlined,
  LinkOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { type PermissionRequirement, satisfies } from '../../shared/permissions';

/**
 * The menu items' keys: the area words of the codebase (the feature folder, the contract's `area`,
 * the server's area folder), one spelling per area. Paths and labels are the spec's.
 */
export const AREA_KEYS = [
  'customers-b2c',
  'customers-b2b',
  'entitlements',
  'content-products',
  'ecom-products',
  'base-prices',
  'disclosures',
  'description-templates',
  'mini-courses',
  'upsell-downgrades',
  'promotions',
  'save-offers',
  'organizations',
  'vouchers',
  'deeplinks',
] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

export interface MenuLeaf {
  kind: 'item';
  key: AreaKey;
  label: string;
  path: string;
  /** Every requirement must hold; the route guard of `path` uses the same list. */
  requires: readonly PermissionRequirement[];
  icon?: ComponentType;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: ComponentType;
  children: readonly MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

const item = (
  key: AreaKey,
  label: string,
  path: string,
  requires: readonly PermissionRequirement[],
  icon?: ComponentType,
): MenuLeaf => ({ kind: 'item', key, label, path, requires, icon });

const group = (key: string, label: string, icon: ComponentType, children: readonly MenuLeaf[]): MenuGroup => ({
  kind: 'group',
  key,
  label,
  icon,
  children,
});

/** SHELL-MENU-04..09, in the spec's order. */
export const MENU: readonly MenuEntry[] = [
  group('customers', 'Customer', TeamOutlined, [
    item('customers-b2c', 'B2C customer', '/customers/b2c', ['read:customers', 'view:b2c_customer_menu']),
    item('customers-b2b', 'B2B customer', '/customers/b2b', ['read:customers', 'view:b2b_customer_menu']),
  ]),
  item('entitlements', 'Entitlement', '/entitlements', ['view:entitlement_menu'], SafetyCertificateOutlined),
  group('products', 'Product', ShoppingOutlined, [
    item('content-products', 'Content product', '/products/content', ['view:product_menu']),
    item('ecom-products', 'eCom product', '/products/ecom', ['view:ecom_product_menu']),
    item('base-prices', 'Base price', '/products/base-price', ['view:base_price_menu']),
    item('disclosures', 'Disclosure', '/products/disclosures', ['view:disclosure_menu']),
    item('description-templates', 'Description template', '/products/description', ['view:description_template_menu']),
  ]),
  item('mini-courses', 'Mini course', '/mini-courses', ['view:mini_course_menu'], ReadOutlined),
  group('marketing', 'Marketing', NotificationOutlined, [
    item('upsell-downgrades', 'Upsell & Downgrade', '/marketing/upsell-downgrade', ['view:upsell_downgrade_menu']),
    item('promotions', 'Promotion', '/marketing/promotion', ['view:promotion_menu']),
    item('save-offers', 'Save offer', '/marketing/save-offer', ['view:save_offer_menu']),
  ]),
  item('organizations', 'Organization', '/organization', ['view:organization_menu'], ApartmentOutlined),
  item('vouchers', 'Voucher', '/vouchers', ['view:voucher_menu'], GiftOutlined),
  item('deeplinks', 'Deeplink', '/deeplink', ['view:deeplink_menu'], LinkOutlined),
];

/** Fallback icon for a top-level item without one. */
export const DEFAULT_MENU_ICON = TagsOutlined;

/** Every menu item, groups flattened, in menu order. */
export const MENU_ITEMS: readonly MenuLeaf[] = MENU.flatMap((entry) =>
  entry.kind === 'group' ? entry.children : [entry],
);

/** The menu item of an area. */
export function menuLeaf(key: AreaKey): MenuLeaf {
  const leaf = MENU_ITEMS.find((candidate) => candidate.key === key);
  if (!leaf) throw new Error(`No menu item '${key}'`);
  return leaf;
}

export function canOpen(leaf: MenuLeaf, held: readonly string[]): boolean {
  return leaf.requires.every((need) => satisfies(held, need));
}

/** SHELL-MENU-02: only items the user may open; groups with no visible item are dropped. */
export function visibleMenu(held: readonly string[]): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'item') {
      if (canOpen(entry, held)) visible.push(entry);
      continue;
    }
    const children = entry.children.filter((leaf) => canOpen(leaf, held));
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}

/** SHELL-RT-02/03: the first visible menu item's path, or null when nothing is visible. */
export function defaultPath(held: readonly string[]): string | null {
  return MENU_ITEMS.find((leaf) => canOpen(leaf, held))?.path ?? null;
}

/** The menu item whose path is the location or a prefix of it (e.g. a detail page). */
export function menuItemForPath(pathname: string): MenuLeaf | undefined {
  return MENU_ITEMS.find((leaf) => pathname === leaf.path || pathname.startsWith(`${leaf.path}/`));
}

/** The group holding an item, if any. */
export function groupOf(leafKey: string): MenuGroup | undefined {
  return MENU.find(
    (entry): entry is MenuGroup => entry.kind === 'group' && entry.children.some((leaf) => leaf.key === leafKey),
  );
}
