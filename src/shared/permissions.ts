/**
 * Every permission the portal knows, and what each gates.
 *
 * The side menu, the route guards, the buttons and the server's route guard all read this one list.
 * Names the spec gives are used as given; where the spec describes a permission without naming it
 * (checklist section 13, marked GAP) we chose a name in the same `verb:resource` style, marked
 * `named: false` (docs/decisions.md).
 */

export type PermissionArea = 'customers' | 'catalogue' | 'marketing' | 'b2b' | 'deeplink';
/** menu: shows a menu item and opens its section; view: opens details and reads; action: changes data. */
export type PermissionKind = 'menu' | 'view' | 'action';

export interface PermissionInfo {
  area: PermissionArea;
  kind: PermissionKind;
  /** What the permission gates, in staff words. */
  gates: string;
  /** Checklist IDs the entry answers. */
  checklist: string;
  /** false where the spec describes the permission without giving its name. */
  named: boolean;
}

const p = (
  area: PermissionArea,
  kind: PermissionKind,
  checklist: string,
  gates: string,
  named = true,
): PermissionInfo => ({ area, kind, gates, checklist, named });

export const PERMISSIONS = {
  // Customer area (spec 1 §6)
  'read:customers': p('customers', 'menu', 'PERM-CUS-01', 'The /customers section and customer reads'),
  'view:b2c_customer_menu': p('customers', 'menu', 'PERM-CUS-02', "The 'B2C customer' menu item and /customers/b2c"),
  'view:b2b_customer_menu': p('customers', 'menu', 'PERM-CUS-03', "The 'B2B customer' menu item and /customers/b2b"),
  'delete:customer': p('customers', 'action', 'PERM-CUS-04', 'The Delete button on the customer detail'),
  'update:b2c_customer_info': p(
    'customers',
    'action',
    'PERM-CUS-05',
    'Editing a customer name, email and billing address',
  ),
  'reset:customer_password': p('customers', 'action', 'PERM-CUS-06', 'Sending a reset-password email', false),
  'update:customer_opt_in': p('customers', 'action', 'PERM-CUS-06', 'Editing marketing opt-in', false),
  'send:checkout_link': p('customers', 'action', 'PERM-CUS-06', 'Sending a checkout link', false),
  'view:entitlement_menu': p('customers', 'menu', 'PERM-ENT-01', "The 'Entitlement' menu item and /entitlements"),
  'restore:entitlements': p('customers', 'action', 'PERM-ENT-02', 'The Restore button (B2C only)'),
  'create:entitlement': p('customers', 'action', 'PERM-ENT-03', 'Add entitlement'),
  'update:entitlement': p('customers', 'action', 'PERM-ENT-04', 'The entitlement Edit action'),
  'revoke:entitlement': p('customers', 'action', 'PERM-ENT-05', 'The entitlement Revoke action'),
  'update:subscription': p('customers', 'action', 'PERM-SUB-01', 'The subscription actions menu'),
  'refund:transaction': p('customers', 'action', 'PERM-TXN-01', 'Refund, and revoke entitlement on a subscription'),
  'update:gift_card_balance': p('customers', 'action', 'PERM-GIFT-01', 'Editing the gift card balance'),
  'update:gift': p(
    'customers',
    'action',
    'PERM-GIFT-02',
    'Updating a gift recipient email and resending the gift email',
  ),

  // Catalogue (spec 2 §6)
  'view:product_menu': p(
    'catalogue',
    'menu',
    'PERM-PRD-01',
    "The 'Content product' menu item, the content product list and detail, and ISBN links to products",
    false,
  ),
  'create:product': p('catalogue', 'action', 'PERM-PRD-02', "'+ Add new product' and /products/content/add", false),
  'update:product': p('catalogue', 'action', 'PERM-PRD-03', 'The content product Edit button', false),
  'delete:product': p('catalogue', 'action', 'PERM-PRD-04', 'The content product Delete button', false),
  'verify:product': p('catalogue', 'action', 'PERM-PRD-05', 'The content product Verify button', false),
  'publish:product': p(
    'catalogue',
    'action',
    'PERM-PRD-06',
    'The content product Publish button and schedule actions',
    false,
  ),
  'view:mini_course_menu': p('catalogue', 'menu', 'PERM-MC-01', "The 'Mini course' menu item and /mini-courses"),
  'read:mini_courses': p('catalogue', 'view', 'PERM-MC-02', 'Mini course View Log'),
  'verify:mini_course': p('catalogue', 'action', 'PERM-MC-03', 'Mini course Verify'),
  'publish:mini_course': p('catalogue', 'action', 'PERM-MC-04', 'Mini course Publish and schedule actions'),
  'view:base_price_menu': p('catalogue', 'menu', 'PERM-BP-01', "The 'Base price' menu item and /products/base-price"),
  'create:base_price': p('catalogue', 'action', 'PERM-BP-02', 'The add-base-price button', false),
  'update:base_price': p('catalogue', 'action', 'PERM-BP-03', 'Base price Edit (inline edit and save)', false),
  'activate:base_price': p('catalogue', 'action', 'PERM-BP-04', 'Base price Activate', false),
  'deactivate:base_price': p('catalogue', 'action', 'PERM-BP-05', 'Base price Deactivate', false),
  'delete:base_price': p('catalogue', 'action', 'PERM-BP-06', 'Base price Delete', false),
  'configure:currency': p('catalogue', 'action', 'PERM-BP-07', "The 'Configure Currency' modal"),
  'view:ecom_product_menu': p('catalogue', 'menu', 'PERM-EP-01', "The 'eCom product' menu item and /products/ecom"),
  'view:ecom_product_detail': p('catalogue', 'view', 'PERM-EP-02', '/products/ecom/{productId}'),
  'create:ecom_product': p('catalogue', 'action', 'PERM-EP-03', "'+ Add new product' and /products/ecom/add"),
  'delete:ecom_product': p('catalogue', 'action', 'PERM-EP-04', 'The eCom product Delete button'),
  'publish:ecom_product': p(
    'catalogue',
    'action',
    'PERM-EP-05',
    "The list's Publish button and /products/ecom/publish",
  ),
  'create:product_plan': p('catalogue', 'action', 'PERM-PL-01', "'Add new plan'", false),
  'update:product_plan': p('catalogue', 'action', 'PERM-PL-02', 'Plan Edit', false),
  'delete:product_plan': p('catalogue', 'action', 'PERM-PL-03', 'Plan Delete', false),
  'activate:product_plan': p('catalogue', 'action', 'PERM-PL-04', 'Plan Activate', false),
  'deactivate:product_plan': p('catalogue', 'action', 'PERM-PL-05', 'Plan Deactivate', false),
  'revert_to_draft:product_plan': p('catalogue', 'action', 'PERM-PL-06', 'Plan Revert to Draft', false),
  'ready_for_publish:product_plan': p(
    'catalogue',
    'action',
    'PERM-PL-07',
    "The plan 'Ready for publish' action",
    false,
  ),
  'preview:product-plan': p('catalogue', 'view', 'PERM-PL-08', 'Preview Checkout'),

  // Marketing (spec 3 §6)
  'view:disclosure_menu': p(
    'marketing',
    'menu',
    'PERM-DISC-01',
    "The 'Disclosure' menu item and /products/disclosures",
    false,
  ),
  'view:disclosure_detail': p('marketing', 'view', 'PERM-DISC-02', '/products/disclosures/{disclosureId}', false),
  'create:disclosure': p(
    'marketing',
    'action',
    'PERM-DISC-03',
    'The disclosure Add button and /products/disclosures/add',
    false,
  ),
  'update:disclosure': p('marketing', 'action', 'PERM-DISC-04', 'Disclosure Edit', false),
  'delete:disclosure': p('marketing', 'action', 'PERM-DISC-05', 'Disclosure Delete', false),
  'switch:disclosure_status': p('marketing', 'action', 'PERM-DISC-06', 'Disclosure Activate/Deactivate'),
  'view:description_template_menu': p(
    'marketing',
    'menu',
    'PERM-DT-01',
    "The 'Description template' menu item and /products/description",
    false,
  ),
  'create:description_template': p(
    'marketing',
    'action',
    'PERM-DT-02',
    'The description template add route and button',
    false,
  ),
  'update:description_template': p('marketing', 'action', 'PERM-DT-03', 'Description template Edit', false),
  'delete:description_template': p('marketing', 'action', 'PERM-DT-04', 'Description template Delete', false),
  'view:upsell_downgrade_menu': p(
    'marketing',
    'menu',
    'PERM-UD-01',
    "The 'Upsell & Downgrade' menu item and /marketing/upsell-downgrade",
    false,
  ),
  'create:upsell_downgrade': p('marketing', 'action', 'PERM-UD-02', 'The upsell/downgrade add route and button', false),
  'update:upsell_downgrade': p('marketing', 'action', 'PERM-UD-03', 'Upsell/downgrade Edit', false),
  'delete:upsell_downgrade': p('marketing', 'action', 'PERM-UD-04', 'Upsell/downgrade Delete', false),
  'view:promotion_menu': p('marketing', 'menu', 'PERM-PROMO-01', "The 'Promotion' menu item, list and detail", false),
  'create:promotion': p(
    'marketing',
    'action',
    'PERM-PROMO-02',
    "'+ Add new Promotion' and /marketing/promotion/add",
    false,
  ),
  'update:promotion': p('marketing', 'action', 'PERM-PROMO-03', 'Promotion Edit', false),
  'delete:promotion': p('marketing', 'action', 'PERM-PROMO-04', 'Promotion Delete', false),
  'view:save_offer_menu': p('marketing', 'menu', 'PERM-SO-01', "The 'Save offer' menu item, list and detail", false),
  'create:save_offer': p('marketing', 'action', 'PERM-SO-02', "'+ Add new save offer' and the add route", false),
  'update:save_offer': p('marketing', 'action', 'PERM-SO-03', 'Save offer Edit', false),
  'delete:save_offer': p('marketing', 'action', 'PERM-SO-04', 'Save offer Delete', false),
  'configure:cancel_reason': p('marketing', 'action', 'PERM-SO-05', "The 'Configure cancel reason' modal"),

  // B2B (spec 3 §6)
  'view:organization_menu': p('b2b', 'menu', 'PERM-ORG-01', "The 'Organization' menu item and /organization"),
  'create:organization': p('b2b', 'action', 'PERM-ORG-02', 'Adding an organization', false),
  'update:organization': p('b2b', 'action', 'PERM-ORG-02', 'Editing an organization and its administrators', false),
  'delete:organization': p('b2b', 'action', 'PERM-ORG-02', 'Deleting an organization', false),
  'view:voucher_menu': p('b2b', 'menu', 'PERM-VG-01', "The 'Voucher' menu item and /vouchers"),
  'create:voucher_group': p('b2b', 'action', 'PERM-VG-02', "Adding a voucher group and 'Copy Me'"),
  'update:voucher_group': p('b2b', 'action', 'PERM-VG-03', 'Voucher Edit'),
  'delete:voucher_group': p('b2b', 'action', 'PERM-VG-04', 'Voucher Delete'),

  // Deeplink list
  'view:deeplink_menu': p('deeplink', 'menu', 'PERM-DL-01', "The 'Deeplink' menu item and /deeplink"),
} as const satisfies Record<string, PermissionInfo>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Reads a token's permission list, keeping only the names this portal knows. */
export function knownPermissions(values: readonly unknown[]): Permission[] {
  return values.filter((v): v is Permission => typeof v === 'string' && isPermission(v));
}

/**
 * A requirement: one permission, or `{ anyOf }` where holding any one suffices (a section whose
 * menu group holds items with different permissions).
 */
export type PermissionRequirement = Permission | { anyOf: readonly Permission[] };

export function satisfies(held: ReadonlySet<string> | readonly string[], need: PermissionRequirement): boolean {
  const has = (perm: Permission) =>
    Array.isArray(held) ? held.includes(perm) : (held as ReadonlySet<string>).has(perm);
  return typeof need === 'string' ? has(need) : need.anyOf.some(has);
}

export function describeRequirement(need: PermissionRequirement): string {
  return typeof need === 'string' ? need : `any of ${need.anyOf.join(', ')}`;
}

/** Whether the user may use the portal at all (else 'Permission Denied'). */
export function hasPortalAccess(held: readonly string[]): boolean {
  return held.some((perm) => isPermission(perm));
}

/**
 * The scopes the app requests at sign-in (SHELL-AUTH-06): read, create, update, delete, verify and
 * publish for customers, entitlements, products, organizations, voucher groups and mini courses, plus
 * every permission name the menus use.
 */
const SCOPE_VERBS = ['read', 'create', 'update', 'delete', 'verify', 'publish'] as const;
const SCOPE_RESOURCES = [
  'customers',
  'entitlements',
  'products',
  'organizations',
  'voucher_groups',
  'mini_courses',
] as const;
export const SIGN_IN_PERMISSION_SCOPES: readonly string[] = [
  ...SCOPE_RESOURCES.flatMap((resource) => SCOPE_VERBS.map((verb) => `${verb}:${resource}`)),
  ...ALL_PERMISSIONS.filter((perm) => PERMISSIONS[perm].kind === 'menu'),
].filter((scope, index, all) => all.indexOf(scope) === index);

/** Permissions of a kind set, e.g. everything a read-only viewer holds. */
export function permissionsWhere(test: (info: PermissionInfo, name: Permission) => boolean): Permission[] {
  return ALL_PERMISSIONS.filter((name) => test(PERMISSIONS[name], name));
}
