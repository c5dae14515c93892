/** SHELL-BC-01..03: breadcrumb labels from the path segments. */

export interface Crumb {
  label: string;
  /** The crumb's path; the last crumb has none (it is the current page). */
  path?: string;
}

/** Labels by full path prefix, for segments whose name depends on their section. */
const LABELS: Readonly<Record<string, string>> = {
  '/customers': 'Customer',
  '/customers/b2c': 'B2C customer',
  '/customers/b2b': 'B2B customer',
  '/entitlements': 'Entitlement',
  '/products': 'Product',
  '/products/content': 'Content product',
  '/products/ecom': 'eCom product',
  '/products/base-price': 'Base price',
  '/products/disclosures': 'Disclosure',
  '/products/description': 'Description template',
  '/mini-courses': 'Mini course',
  '/marketing': 'Marketing',
  '/marketing/upsell-downgrade': 'Upsell & Downgrade',
  '/marketing/promotion': 'Promotion',
  '/marketing/save-offer': 'Save offer',
  '/organization': 'Organization',
  '/vouchers': 'Voucher',
  '/deeplink': 'Deeplink',
};

/** Sections whose add page reads differently from 'Add new' + the lower-cased section label. */
const ADD_LABELS: Readonly<Record<string, string>> = {
  '/marketing/promotion': 'Add new promotion',
  '/marketing/save-offer': 'Add new save offer',
};

export const VIEW_DETAILS = 'View details';

function labelFor(path: string, segment: string, parentPath: string, parentLabel: string | undefined): string {
  const known = LABELS[path];
  if (known) return known;
  if (segment === 'add') {
    return ADD_LABELS[parentPath] ?? (parentLabel ? `Add new ${parentLabel.toLowerCase()}` : 'Add new');
  }
  return VIEW_DETAILS;
}

/** The crumbs of a path; empty when the path has one level or fewer (the bar is then hidden). */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  const crumbs: Crumb[] = [];
  let path = '';
  let parentLabel: string | undefined;
  for (const segment of segments) {
    const parentPath = path;
    path = `${path}/${segment}`;
    const label = labelFor(path, decodeURIComponent(segment), parentPath, parentLabel);
    crumbs.push({ label, path });
    parentLabel = label;
  }
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.path;
  return crumbs;
}
