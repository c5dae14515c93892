/**
 * Entitlements (spec 1 §3, §4, §5; checklist 3.3, 4.7, 5): statuses, sources and their labels, and the
 * row rules of Edit, Revoke and Restore that the buttons show and the server enforces.
 */

export const ENTITLEMENT_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELED', 'PAUSED', 'REVOKED'] as const;
export type EntitlementStatus = (typeof ENTITLEMENT_STATUSES)[number];
export const ENTITLEMENT_STATUS_LABELS: Readonly<Record<EntitlementStatus, string>> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  CANCELED: 'Canceled',
  PAUSED: 'Paused',
  REVOKED: 'Revoked',
};

/** ENT-LIST-06: every source and its label, wherever a source is shown. */
export const ENTITLEMENT_SOURCE_LABELS = {
  ADMIN: 'Admin',
  IOS_APPSTORE: 'App store',
  ECOM: 'eCom',
  GOOGLEPLAY: 'Google play',
  DEMANDWARE: 'SFCC',
  MG2: 'Naviga',
  ECOM_MG2: 'eCom Naviga',
  ECOM_GIFT: 'eCom Gift',
  B2B_REDEMPTION: 'Redemption',
  B2B_SEAT_ASSIGNMENT: 'Seat',
  UNLIMITED_ACTIVATION: 'Unlimited',
  EDT_SSDS: 'SSDS',
  OKTA: 'Okta',
  AMAZON: 'Amazon',
} as const;
export type EntitlementSource = keyof typeof ENTITLEMENT_SOURCE_LABELS;
export const ENTITLEMENT_SOURCES = Object.keys(ENTITLEMENT_SOURCE_LABELS) as EntitlementSource[];

/** The sources of a B2B entitlement: its row opens the B2B site (CUS-ENT-04). */
export const B2B_SOURCES: readonly EntitlementSource[] = ['B2B_REDEMPTION', 'B2B_SEAT_ASSIGNMENT'];
export const isB2bSource = (source: string) => (B2B_SOURCES as readonly string[]).includes(source);

export const VOUCHER_TYPES = ['SINGLE', 'MASTER'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** ENT-LIST-08. */
export function purchaseTypeLabel(row: { source: string; isSubscription: boolean }): string {
  if (row.source === 'ECOM_GIFT') return 'Gift Subscription';
  return row.isSubscription ? 'Subscription' : 'One-shot';
}

export function sourceLabel(source: string): string {
  return (ENTITLEMENT_SOURCE_LABELS as Record<string, string>)[source] ?? source;
}

interface Row {
  source: string;
  status: string;
  isSubscription: boolean;
}

/** CUS-ENT-06: Edit only for an ADMIN entitlement that is ACTIVE. */
export const canEditEntitlement = (row: Row) => row.source === 'ADMIN' && row.status === 'ACTIVE';

/** The sources whose ACTIVE entitlements staff may revoke (CUS-ENT-07), besides one-shot eCom. */
const REVOCABLE_SOURCES = ['ADMIN', 'OKTA', 'AMAZON'];
/** CUS-ENT-07: ACTIVE and ADMIN, OKTA or AMAZON, or a non-subscription eCom entitlement. */
export function canRevokeEntitlement(row: Row): boolean {
  if (row.status !== 'ACTIVE') return false;
  return REVOCABLE_SOURCES.includes(row.source) || (row.source === 'ECOM' && !row.isSubscription);
}

/**
 * CUS-ENT-12/13: Restore is 'Only for Naviga and eCom entitlement': it brings back a B2C customer's
 * REVOKED entitlements of these sources that have not expired (docs/decisions.md).
 */
export const RESTORABLE_SOURCES: readonly EntitlementSource[] = ['MG2', 'ECOM', 'ECOM_MG2'];
export const RESTORE_TOOLTIP = 'Only for Naviga and eCom entitlement';

export const ENTITLEMENT_MESSAGES = {
  courseRequired: "'Course' is required",
  expirationRequired: "'Expiration date' is required",
  expirationPast: 'The expiration date cannot be before today.',
  courseNotPublished: 'Choose a course from the published content products.',
  customerNotFound: 'No customer has this Auth0 id.',
  notEditable: 'Only an Active entitlement of source Admin can be edited.',
  notRevocable:
    'Only an Active entitlement of source Admin, Okta or Amazon, or a one-shot eCom entitlement, can be revoked.',
  restoreB2cOnly: 'Restore is for B2C customers only.',
  notFound: (id: number) => `Entitlement ${id} does not exist.`,
  /** A stale expiration edit (409): the expiration someone else saved (ISO date-time, or none). */
  stale: (expiration: string | null) =>
    `Someone else changed this entitlement after you opened it: it expires ${expiration ? `on ${expiration.slice(0, 10)}` : 'never'} now. Save again to replace it with yours.`,
  listNeedsMenu: "Searching entitlements across customers needs the 'view:entitlement_menu' permission.",
  futureDate: 'cannot be in the future',
  rangeOrder: 'The start date cannot follow the end date.',
} as const;

export const ENTITLEMENT_SUCCESS = {
  add: 'Entitlement added',
  edit: 'Entitlement updated',
  revoke: 'Entitlement revoked',
  restore: (n: number) => (n === 1 ? '1 entitlement restored' : `${n} entitlements restored`),
} as const;

/** CUS-ENT-13 (decided): Restore asks first; the customer's email names whom it is for. */
export const RESTORE_CONFIRM = {
  title: 'Restore entitlements',
  action: 'Restore',
  text: (email: string | null) =>
    `Restore the revoked Naviga and eCom entitlements${email ? ` of ${email}` : ''}? Those that have not expired become Active again.`,
} as const;

/** CUS-ENT-13 (decided): what Restore says when the customer had nothing it brings back. */
export const NOTHING_TO_RESTORE =
  'Nothing to restore: this customer has no revoked Naviga or eCom entitlement that has not expired.';

/**
 * CUS-ENT-13/14 (decided): the note after a Restore, from the count the server restored: a success
 * naming it, or, when it restored none, a plain note saying there was nothing to restore.
 */
export function restoreOutcome(restored: number): { kind: 'success' | 'info'; text: string } {
  return restored > 0
    ? { kind: 'success', text: ENTITLEMENT_SUCCESS.restore(restored) }
    : { kind: 'info', text: NOTHING_TO_RESTORE };
}

/** ENT-PREV-02: the preview list searches this long after the last change. */
export const PREVIEW_DEBOUNCE_MS = 500;

/** CUS-ENTM-04: the end of the chosen day (local time of the browser), as epoch milliseconds. */
export function endOfDay(date: Date): number {
  const end = new Date(date);
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}
