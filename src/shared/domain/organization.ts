/**
 * Organizations (spec 3 §2.6, §3, §4, §5, §9; checklist 11.1 ORG-01…18): a B2B company with its group
 * administrators, each of whom can be sent the on-boarding email, whose delivery status follows the
 * real delivery. The organization screens and the portal API take their limits, rules, labels and
 * messages from here: each check answers the message the form shows and the server's 400 names.
 */
import { requiredMessage, tooLongMessage } from './content-product';
import { isMailbox } from './mailbox';

// ---- Limits (spec 3 §9) --------------------------------------------------------------------------

/** ORG-07. */
export const ORGANIZATION_NAME_MAX = 100;
/** ORG-08. */
export const ORGANIZATION_DESCRIPTION_MAX = 2000;
/** ORG-10 (decided): the comma-separated allowed login domains, at most this long and this many. */
export const LOGIN_DOMAINS_MAX = 2000;
export const LOGIN_DOMAINS_MAX_COUNT = 100;
/** ORG-12: an administrator's email, at most 100 characters. */
export const ADMIN_EMAIL_MAX = 100;
/** ORG-13: an administrator's name is under 200 characters (at most 199). */
export const ADMIN_NAME_LIMIT = 200;
/** ORG-14: an administrator's phone is under 32 characters (at most 31). */
export const ADMIN_PHONE_LIMIT = 32;
/** Decided: the most group administrators one organization has (a company names a few). */
export const MAX_GROUP_ADMINS = 20;

// ---- Labels (ORG-18, GAP: the spec shows no field labels; decided) ------------------------------

/** The four yes/no options (ORG-09), in the form's order. */
export const ORGANIZATION_OPTIONS = [
  'isCreatingSubgroupEnabled',
  'isAnalyticsReportingEnabled',
  'isCreatingAuth0AccountForSeatUserEnabled',
  'isAnalyticsUserTrackingEnabled',
] as const;
export type OrganizationOption = (typeof ORGANIZATION_OPTIONS)[number];

export const ORGANIZATION_LABELS = {
  name: 'Organization name',
  description: 'Description',
  allowedLoginDomains: 'Allowed login domains',
  isCreatingSubgroupEnabled: 'Creating subgroups',
  isAnalyticsReportingEnabled: 'Analytics reporting',
  isCreatingAuth0AccountForSeatUserEnabled: 'Auth0 accounts for seat users',
  isAnalyticsUserTrackingEnabled: 'Analytics user tracking',
  groupAdmins: 'Group administrators',
  adminEmail: 'Email',
  adminName: 'Name',
  adminTelephone: 'Phone',
  lastModifiedDate: 'Last modified',
  createdDate: 'Created',
  groupAdminCount: 'Administrators',
  deliveryStatus: 'On-boarding email',
} as const satisfies Record<string, string>;

/** A yes/no option as the detail shows it. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

// ---- Messages (spec 3 §5, §8; ORG-18 decided where the spec shows none) ---------------------------

export const ORGANIZATION_MESSAGES = {
  nameRequired: requiredMessage(ORGANIZATION_LABELS.name),
  nameTooLong: tooLongMessage(ORGANIZATION_LABELS.name, ORGANIZATION_NAME_MAX),
  descriptionTooLong: tooLongMessage(ORGANIZATION_LABELS.description, ORGANIZATION_DESCRIPTION_MAX),
  optionRequired: (option: OrganizationOption) => requiredMessage(ORGANIZATION_LABELS[option]),
  domainsTooLong: tooLongMessage(ORGANIZATION_LABELS.allowedLoginDomains, LOGIN_DOMAINS_MAX),
  domainsTooMany: `At most ${LOGIN_DOMAINS_MAX_COUNT} login domains can be allowed`,
  domainInvalid: (domain: string) =>
    `'${domain}' is not a domain: list domains separated by commas, e.g. example.com, example.org`,
  /** ORG-12, with the spec's words for the length. */
  adminEmailRequired: requiredMessage(ORGANIZATION_LABELS.adminEmail),
  adminEmailTooLong: `'${ORGANIZATION_LABELS.adminEmail}' cannot be longer than ${ADMIN_EMAIL_MAX} characters`,
  adminEmailInvalid: `'${ORGANIZATION_LABELS.adminEmail}' is not a valid email`,
  adminEmailDuplicate: 'This email is already one of the administrators above',
  /** ORG-13/14: the spec's words. */
  adminNameTooLong: `Must be less than ${ADMIN_NAME_LIMIT} characters`,
  adminPhoneTooLong: `Must be less than ${ADMIN_PHONE_LIMIT} characters`,
  tooManyAdmins: `An organization can have at most ${MAX_GROUP_ADMINS} administrators`,
  /** API-M-40: the address must be one of the organization's administrators (as saved). */
  notAnAdmin: (email: string) =>
    `${email} is not an administrator of this organization: add and save it before sending the email.`,
  notFound: (id: number) => `No organization has the id ${id}.`,
  /** ORG-05 (decided): Delete refuses while customers or voucher groups still belong to it. */
  stillUsed: (name: string, customers: number) =>
    `The organization '${name}' still has ${customers} ${customers === 1 ? 'customer' : 'customers'}: move or delete them before deleting it.`,
  stillHasVoucherGroups: (name: string, groups: number) =>
    `The organization '${name}' still has ${groups} ${groups === 1 ? 'voucher group: delete it' : 'voucher groups: delete them'} before deleting the organization.`,
  stale: 'Someone else saved this organization after you opened it. Reload it, or keep your values and save again.',
  // ORG-18 (decided): the success texts follow the spec's pattern of the other areas.
  added: 'Organization added successfully.',
  updated: 'Organization updated successfully.',
  deleted: 'Organization deleted successfully.',
  emailQueued: (email: string) => `The on-boarding email to ${email} is on its way.`,
  deleteTitle: 'Delete organization',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete the organization '${name}' and its group administrators? This cannot be undone.`,
} as const;

// ---- Checks (both sides) ----------------------------------------------------------------------------

/** ORG-07: required, at most 100 characters once trimmed; null when fine. */
export function organizationNameProblem(name: string | undefined | null): string | null {
  const text = (name ?? '').trim();
  if (!text) return ORGANIZATION_MESSAGES.nameRequired;
  return text.length > ORGANIZATION_NAME_MAX ? ORGANIZATION_MESSAGES.nameTooLong : null;
}

/** ORG-08: at most 2000 characters once trimmed. */
export function descriptionProblem(description: string | undefined | null): string | null {
  return (description ?? '').trim().length > ORGANIZATION_DESCRIPTION_MAX
    ? ORGANIZATION_MESSAGES.descriptionTooLong
    : null;
}

/** The domains of a comma-separated text: each trimmed, empty pieces dropped. */
export const loginDomainsOf = (text: string | undefined | null): string[] =>
  (text ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);

/** ORG-10: the allowed login domains as the screens show them: ', ' between them ('example.com, example.org'). */
export const loginDomainsText = (text: string | undefined | null): string => loginDomainsOf(text).join(', ');

/** A domain name: the domain part of a plain mailbox (src/shared/domain/mailbox.ts), the rule of the email fields. */
export const isDomainName = (domain: string) => isMailbox(`user@${domain}`);

/**
 * ORG-10 (decided): a comma-separated list of domain names ('example.com, example.org'), at most 2000
 * characters and 100 domains, each a domain name; empty means none.
 */
export function loginDomainsProblem(text: string | undefined | null): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > LOGIN_DOMAINS_MAX) return ORGANIZATION_MESSAGES.domainsTooLong;
  const domains = loginDomainsOf(trimmed);
  if (domains.length > LOGIN_DOMAINS_MAX_COUNT) return ORGANIZATION_MESSAGES.domainsTooMany;
  const bad = domains.find((d) => !isDomainName(d));
  return bad === undefined ? null : ORGANIZATION_MESSAGES.domainInvalid(bad);
}

/**
 * ORG-10 (decided): the stored form of the allowed login domains: lower case, one comma between them,
 * each once, in the order typed ('Example.com , example.org' → 'example.com,example.org').
 */
export function normalizeLoginDomains(text: string | undefined | null): string {
  return [...new Set(loginDomainsOf(text).map((d) => d.toLowerCase()))].join(',');
}

/** ORG-12: required, at most 100 characters, one plain mailbox (the strict rule); trimmed first. */
export function adminEmailProblem(email: string | undefined | null): string | null {
  const text = (email ?? '').trim();
  if (!text) return ORGANIZATION_MESSAGES.adminEmailRequired;
  if (text.length > ADMIN_EMAIL_MAX) return ORGANIZATION_MESSAGES.adminEmailTooLong;
  return isMailbox(text) ? null : ORGANIZATION_MESSAGES.adminEmailInvalid;
}

/** ORG-13: under 200 characters once trimmed. */
export function adminNameProblem(name: string | undefined | null): string | null {
  return (name ?? '').trim().length >= ADMIN_NAME_LIMIT ? ORGANIZATION_MESSAGES.adminNameTooLong : null;
}

/** ORG-14: under 32 characters once trimmed. */
export function adminPhoneProblem(phone: string | undefined | null): string | null {
  return (phone ?? '').trim().length >= ADMIN_PHONE_LIMIT ? ORGANIZATION_MESSAGES.adminPhoneTooLong : null;
}

/** The key two administrator emails are the same person by: trimmed, lower case. */
export const adminEmailKey = (email: string) => email.trim().toLowerCase();

/**
 * Decided: an email is listed once per organization (case-insensitive): the administrator at `index`
 * repeats one listed before it.
 */
export function duplicateAdminProblem(emails: readonly (string | undefined | null)[], index: number): string | null {
  const key = adminEmailKey(emails[index] ?? '');
  if (!key) return null;
  return emails.slice(0, index).some((e) => adminEmailKey(e ?? '') === key)
    ? ORGANIZATION_MESSAGES.adminEmailDuplicate
    : null;
}

// ---- What staff edit (both sides) -------------------------------------------------------------------

/** An organization as staff edit it (ORG-07…14): its texts, its four options, its group administrators. */
export interface OrganizationEdit {
  name: string;
  description: string;
  isCreatingSubgroupEnabled: boolean;
  isAnalyticsReportingEnabled: boolean;
  isCreatingAuth0AccountForSeatUserEnabled: boolean;
  isAnalyticsUserTrackingEnabled: boolean;
  allowedLoginDomains: string;
  groupAdmins: { email: string; name: string; telephone: string }[];
}

/**
 * What staff edit of an organization and nothing else it carries (ids, dates, the administrators' email
 * status), always in this order: the server's audit before and after and its unchanged-edit test, the edit
 * form's start on the screen.
 */
export const organizationEdit = (o: OrganizationEdit): OrganizationEdit => ({
  name: o.name,
  description: o.description,
  isCreatingSubgroupEnabled: o.isCreatingSubgroupEnabled,
  isAnalyticsReportingEnabled: o.isAnalyticsReportingEnabled,
  isCreatingAuth0AccountForSeatUserEnabled: o.isCreatingAuth0AccountForSeatUserEnabled,
  isAnalyticsUserTrackingEnabled: o.isAnalyticsUserTrackingEnabled,
  allowedLoginDomains: o.allowedLoginDomains,
  groupAdmins: o.groupAdmins.map((a) => ({ email: a.email, name: a.name, telephone: a.telephone })),
});

// ---- The on-boarding email's delivery status (spec 3 §3, §4; ORG-16/17) ----------------------------

/**
 * The delivery statuses of an administrator's last on-boarding email, as the server reports them:
 * SENDING while the outbox message is queued or in flight, DELIVERY once the mail server accepted it,
 * BOUNCE when it refused it for good (SMTP 5xx), FAILED when every attempt failed.
 */
export const DELIVERY_STATUSES = ['SENDING', 'DELIVERY', 'BOUNCE', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the screen shows of an administrator's on-boarding email (ORG-16). */
export type AdminEmailState = 'sent' | 'delivering' | 'failed';
export const ADMIN_EMAIL_STATE_LABELS: Readonly<Record<AdminEmailState, string>> = {
  sent: 'Email sent',
  delivering: 'Email delivering',
  failed: 'Email failed to send',
};
export const ADMIN_EMAIL_STATE_COLORS: Readonly<Record<AdminEmailState, string>> = {
  sent: 'green',
  delivering: 'blue',
  failed: 'red',
};

/**
 * ORG-16: 'Email sent' when sent with DELIVERY or no status, 'Email delivering' when SENDING, 'Email
 * failed to send' when BOUNCE or FAILED; null (nothing shown) when never sent.
 */
export function adminEmailState(admin: {
  hasSentEmail: boolean;
  deliveryStatus: DeliveryStatus | null;
}): AdminEmailState | null {
  switch (admin.deliveryStatus) {
    case 'SENDING':
      return 'delivering';
    case 'BOUNCE':
    case 'FAILED':
      return 'failed';
    case 'DELIVERY':
      return 'sent';
    default:
      return admin.hasSentEmail ? 'sent' : null;
  }
}

/**
 * ORG-17/18 (decided): while some administrator's email is SENDING the detail reads the organization
 * again this often, until none is; then it stops.
 */
export const DELIVERY_REFRESH_MS = 3000;
export const isDelivering = (admins: readonly { deliveryStatus: DeliveryStatus | null }[]) =>
  admins.some((a) => a.deliveryStatus === 'SENDING');
