import { isMailbox, MAILBOX_MAX } from './mailbox';
import { isProvinceCode, PROVINCE_COUNTRY_ISO2 } from './provinces';

/**
 * Customers (spec 1 §2, §3, §5; checklist 2, 3, 4): the values, limits, messages and rules both the
 * customer screens and the server apply. The server refuses what these refuse, with the same words.
 */

/** Login connections (§3). Only USERNAME accounts have an email the portal may change (CUS-EMAIL-01). */
export const CONNECTIONS = ['USERNAME', 'GOOGLE', 'APPLE', 'FACEBOOK', 'OKTA'] as const;
export type Connection = (typeof CONNECTIONS)[number];
export const CONNECTION_LABELS: Readonly<Record<Connection, string>> = {
  USERNAME: 'Username',
  GOOGLE: 'Google',
  APPLE: 'Apple',
  FACEBOOK: 'Facebook',
  OKTA: 'Okta',
};
/** The one connection whose accounts have a password (reset) and an editable email. */
export const PASSWORD_CONNECTION: Connection = 'USERNAME';

/** Customer account types (CONST-12): a B2C customer is Single; B2B customers are Master or Seat. */
export const ACCOUNT_TYPES = ['SINGLE', 'MASTER', 'SEAT'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  SINGLE: 'Single',
  MASTER: 'Master',
  SEAT: 'Seat',
};

/** Name fields (CUS-NAME-03/04). */
export const NAME_MAX = 50;
/** Emails: RFC 5321's path limit. */
export const EMAIL_MAX = MAILBOX_MAX;
/** Auth0 ids ('auth0|…', 'google-oauth2|…'). */
export const AUTH0_ID_MAX = 128;
/** Transaction and subscription ids typed into the list's Advanced Search. */
export const BILLING_ID_MAX = 64;
/** Postal codes (any country). */
export const POSTAL_CODE_MAX = 16;

/** The detail's title for an account without an email (CUS-DET-02). */
export const ANONYMOUS_ACCOUNT = 'Anonymous account';

/**
 * A valid email: one plain mailbox (src/shared/domain/mailbox.ts), the same test on both sides, and the
 * outbox's before it sends: no display name, group, list, comment, quotes, spaces, control or format
 * characters, at most 254 characters.
 */
export function isValidEmail(value: string): boolean {
  return isMailbox(value);
}

export const CUSTOMER_MESSAGES = {
  /** A store admin call for an Auth0 id no customer has (404). */
  noSuchAuth0Id: (auth0Id: string) => `No customer has the Auth0 id '${auth0Id}'.`,
  // ERR-10 patterns.
  firstNameRequired: "'First name' is required",
  lastNameRequired: "'Last name' is required",
  firstNameTooLong: `'First name' cannot be longer than ${NAME_MAX} characters`,
  lastNameTooLong: `'Last name' cannot be longer than ${NAME_MAX} characters`,
  // CUS-EMAIL-02..04.
  emailRequired: "'New email' is required",
  emailFormat: 'Please check the format of your email and try again.',
  emailTaken: 'This email is already taken. Please choose a different email.',
  confirmRequired: "'Confirm email' is required",
  confirmDifferent: 'The email addresses you entered are different. Please check and try again.',
  emailOnlyUsername: "Only the email of a customer on the 'Username' connection can be changed.",
  nameOrEmail: 'Send either firstName and lastName, or email.',
  notFound: (id: number) => `Customer ${id} was not found.`,
  // Versioned edits (If-Match): someone saved in between; the message names what they saved.
  staleName: (current: string) =>
    `Someone else changed this customer's name to '${current}' after you opened it. Save again to replace it with yours.`,
  staleEmail: (current: string | null) =>
    `Someone else changed this customer's email to '${current ?? ''}' after you opened it. Save again to replace it with yours.`,
  staleBillingAddress: (current: string) =>
    `Someone else changed this billing address to '${current}' after you opened it. Save again to replace it with yours.`,
  staleOptIn: (current: boolean) =>
    `Someone else set this customer's opt-in to '${current ? 'Yes' : 'No'}' after you opened it. Save again to replace it with yours.`,
  // CUS-DEL.
  deleteConfirm: "The confirmation must be the customer's exact email.",
  // CUS-PWD.
  resetNotSupported: 'This customer does not support password reset.',
  resetNoCustomer: 'No customer has this email.',
  // CUS-OPTIN.
  optInNoData: 'This customer has no marketing-email subscriber (No Data), so opt-in cannot be changed.',
  // CUS-BILL.
  countryRequired: "'Country' is required",
  countryUnknown: 'This country is not known.',
  provinceRequired: "'Province' is required",
  provinceUnknown: 'Choose one of the Canadian provinces and territories.',
  postalRequired: (label: string) => `'${label}' is required`,
  zipInvalid: 'Please input a valid ZIP Code.',
  postalTooLong: (label: string) => `'${label}' cannot be longer than ${POSTAL_CODE_MAX} characters`,
  noPaymentMethod: 'This customer has no payment method, so there is no billing address to edit.',
  b2cOnly: 'Only a B2C customer has payment information.',
  // CUS-LIST-28/29.
  billingIdNotFound: 'No customer has this transaction or subscription id.',
  // CUS-CHK.
  checkoutEmailRequired: "'Email' is required",
  checkoutEmailInvalid: "'Email' is not a valid email",
  planRequired: "'Plan' is required",
  countryOfPlanRequired: "'Country' is required",
  planNotSellable: 'This plan cannot be sold: choose an active plan.',
  countryNotOfPlan: "This country is not one of the plan's base price countries.",
  promoNotForPlan: 'This promotion code does not apply to this plan and country.',
  linkNotOurs: 'This checkout link was not made by the portal (or was changed).',
} as const;

/** Success texts (spec 1 §8). */
export const CUSTOMER_SUCCESS = {
  update: 'Update successful',
  optIn: 'Request sent',
  checkoutLink: 'Send successfully',
  resetTitle: 'Email Send！',
  reset: (email: string) => `Reset password Email has been successfully send to ${email}`,
} as const;

/** CUS-NAME-02: the full name split at the first space into first and last name. */
export function splitName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const name = (fullName ?? '').trim();
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

/** The name shown for a customer: given and family name joined, '' when both are empty. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName ?? '', lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export interface Violation {
  field: string;
  message: string;
}

/** CUS-NAME-03..05: both trimmed, required, at most 50. */
export function nameViolations(firstName: string, lastName: string): Violation[] {
  const out: Violation[] = [];
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first) out.push({ field: 'firstName', message: CUSTOMER_MESSAGES.firstNameRequired });
  else if (first.length > NAME_MAX) out.push({ field: 'firstName', message: CUSTOMER_MESSAGES.firstNameTooLong });
  if (!last) out.push({ field: 'lastName', message: CUSTOMER_MESSAGES.lastNameRequired });
  else if (last.length > NAME_MAX) out.push({ field: 'lastName', message: CUSTOMER_MESSAGES.lastNameTooLong });
  return out;
}

/** CUS-EMAIL-02/03 (the server adds: no other customer has it). Emails compare case-insensitively. */
export function newEmailViolation(newEmail: string, currentEmail: string | null): string | null {
  const email = newEmail.trim();
  if (!email) return CUSTOMER_MESSAGES.emailRequired;
  if (!isValidEmail(email)) return CUSTOMER_MESSAGES.emailFormat;
  if (currentEmail !== null && sameEmail(email, currentEmail)) return CUSTOMER_MESSAGES.emailTaken;
  return null;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** CUS-EMAIL-01: whether the portal may change this customer's email. */
export const canEditEmail = (connection: string) => connection === PASSWORD_CONNECTION;

/**
 * CUS-DEL-02: what staff must type before Delete is enabled: the exact email, or the Auth0 id of an
 * account without an email (docs/decisions.md, CUS-DEL-04). Compared exactly (case and spaces).
 */
export function deleteConfirmation(customer: { email: string | null; auth0Id: string }): string {
  return customer.email ?? customer.auth0Id;
}

// ---- Billing address (CUS-BILL) ------------------------------------------------------------------

/** CUS-BILL-06: 'ZIP Code' for US and PH, 'Postcode' elsewhere. */
export function postalLabel(countryIso2: string | null | undefined): 'ZIP Code' | 'Postcode' {
  return countryIso2 === 'US' || countryIso2 === 'PH' ? 'ZIP Code' : 'Postcode';
}

const US_ZIP = /^[0-9-]+$/;

export interface BillingAddressInput {
  country: string;
  /** The province code when the country is CA (the `district` of the wire), else free text or ''. */
  district: string;
  postalCode: string;
}

/** CUS-BILL-02..06, trimmed values. `knownCountry` tells whether the ISO2 code exists. */
export function billingAddressViolations(
  input: BillingAddressInput,
  knownCountry: (iso2: string) => boolean = () => true,
): Violation[] {
  const out: Violation[] = [];
  const country = input.country.trim();
  const district = input.district.trim();
  const postal = input.postalCode.trim();
  const label = postalLabel(country);
  if (!country) out.push({ field: 'country', message: CUSTOMER_MESSAGES.countryRequired });
  else if (!knownCountry(country)) out.push({ field: 'country', message: CUSTOMER_MESSAGES.countryUnknown });
  if (country === PROVINCE_COUNTRY_ISO2) {
    if (!district) out.push({ field: 'district', message: CUSTOMER_MESSAGES.provinceRequired });
    else if (!isProvinceCode(district)) out.push({ field: 'district', message: CUSTOMER_MESSAGES.provinceUnknown });
  }
  if (!postal) out.push({ field: 'postalCode', message: CUSTOMER_MESSAGES.postalRequired(label) });
  else if (postal.length > POSTAL_CODE_MAX)
    out.push({ field: 'postalCode', message: CUSTOMER_MESSAGES.postalTooLong(label) });
  else if (country === 'US' && !US_ZIP.test(postal))
    out.push({ field: 'postalCode', message: CUSTOMER_MESSAGES.zipInvalid });
  return out;
}

// ---- Marketing subscriber (CUS-OPTIN) ------------------------------------------------------------

/** The subscriber states of the marketing-email system; 'No Data' when the customer is not in it. */
export const SUBSCRIBER_STATUSES = ['Active', 'Unsubscribed', 'Held', 'Bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const NO_DATA = 'No Data';
/** CUS-OPTIN-02: Yes/No on the wire. */
export const optInWire = (yes: boolean): 'True' | 'False' => (yes ? 'True' : 'False');

// ---- Card numbers (CONST-06) ---------------------------------------------------------------------

/** A card number masked to its last 4 digits ('**** 4242'); '' for none. */
export function maskCard(account: string | null | undefined): string {
  const digits = (account ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return `**** ${digits.slice(-4)}`;
}

// ---- Checkout link (CUS-CHK) ---------------------------------------------------------------------

/** CUS-CHK-02: the plan search waits this long after the last keystroke. */
export const PLAN_SEARCH_DEBOUNCE_MS = 800;

export interface PromotionCountries {
  /** ISO2 codes the promotion is limited to; empty: every country. */
  appliedCountries: readonly string[];
}

/** CUS-CHK-06: promotions with no country limit, or including the chosen country. */
export function promotionAppliesTo(promotion: PromotionCountries, countryIso2: string | null | undefined): boolean {
  if (promotion.appliedCountries.length === 0) return true;
  return countryIso2 != null && promotion.appliedCountries.includes(countryIso2);
}
