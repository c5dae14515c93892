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
  '/entitlements/preview': 'Preview',
  '/products': 'Product',
  '/products/content': 'Content product',
  '/products/ecom': 'eCom product',
  '/products/ecom/publish': 'Publish plans',
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

/**
 * A label as it reads inside a sentence ('Add new …'): capitalised words are lower-cased, names spelled
 * otherwise keep their spelling ('eCom product' stays, as the menu writes it; 'B2C customer' stays B2C).
 */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^[A-Z][a-z]*$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

function labelFor(path: string, segment: string, parentPath: string, parentLabel: string | undefined): string {
  const known = LABELS[path];
  if (known) return known;
  if (segment === 'add') {
    return ADD_LABELS[parentPath] ?? (parentLabel ? `Add new ${inSentence(parentLabel)}` : 'Add new');
  }
  return VIEW_DETAILS;
}

/** Whether a path is a page of the portal (matches a route other than 'Not Found'). */
export type IsPage = (path: string) => boolean;

/**
 * The crumbs of a path; empty when the path has one level or fewer (the bar is then hidden), and when
 * the path is no page (it shows 'Not Found': nothing to name). A crumb whose path is no page is left
 * out, so the trail never links to 'Not Found'.
 */
export function breadcrumbTrail(pathname: string, isPage: IsPage = () => true): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  if (!isPage(pathname)) return [];
  const crumbs: Crumb[] = [];
  let path = '';
  let parentLabel: string | undefined;
  for (const segment of segments) {
    const parentPath = path;
    path = `${path}/${segment}`;
    // The segment is compared as written: decoding a malformed one ('%') would throw.
    const label = labelFor(path, segment, parentPath, parentLabel);
    parentLabel = label;
    if (isPage(path)) crumbs.push({ label, path });
  }
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.path;
  return crumbs;
}
