import type { CustomerListItem } from '../../../shared/contracts/customers';

/**
 * The customer screens' paths, labels and texts that are the web's own choice (GAPs): rules and
 * messages both sides apply are in src/shared/domain/customer.ts.
 */

export type CustomerTab = 'b2c' | 'b2b';
export const CUSTOMER_TABS: readonly CustomerTab[] = ['b2b', 'b2c'];

/** CUS-LIST-01/02: the list paths. */
export const CUSTOMER_LIST_PATHS: Readonly<Record<CustomerTab, string>> = {
  b2c: '/customers/b2c',
  b2b: '/customers/b2b',
};
/** The menu key of each tab (its permissions). */
export const TAB_MENU_KEYS = { b2c: 'customers-b2c', b2b: 'customers-b2b' } as const;
export const TAB_LABELS: Readonly<Record<CustomerTab, string>> = { b2b: 'B2B', b2c: 'B2C' };

/** CUS-LIST-25: a row opens the current list path followed by the customer id. */
export const customerPath = (tab: CustomerTab, customerId: number) => `${CUSTOMER_LIST_PATHS[tab]}/${customerId}`;
/** CUS-DET-03: a shared account always opens under B2C. */
export const sharedAccountPath = (id: number) => customerPath('b2c', id);
/** The tab a customer belongs to. */
export const tabOf = (customer: Pick<CustomerListItem, 'isB2b'>): CustomerTab => (customer.isB2b ? 'b2b' : 'b2c');

/** The tab of a path under /customers (b2c unless it is a B2B path). */
export function tabOfPath(pathname: string): CustomerTab {
  return pathname === CUSTOMER_LIST_PATHS.b2b || pathname.startsWith(`${CUSTOMER_LIST_PATHS.b2b}/`) ? 'b2b' : 'b2c';
}

export const CUSTOMER_LIST_TITLE = 'Customer list';

/** Field labels of the list, the Advanced Search and Customer info (CUS-INFO-10 GAP: ours). */
export const CUSTOMER_LABELS = {
  email: 'Email',
  name: 'Name',
  organization: 'Organization',
  group: 'Group',
  accountType: 'Account type',
  connection: 'Connection',
  createdAt: 'Created at',
  createdRange: 'Created at',
  action: 'Action',
  auth0Id: 'Auth0 ID',
  subUsers: 'Subusers',
  optIn: 'Marketing opt-in',
  transactionId: 'Transaction ID',
  subscriptionId: 'Subscription ID',
  firstName: 'First name',
  lastName: 'Last name',
  newEmail: 'New email',
  confirmEmail: 'Confirm email',
  country: 'Country',
  province: 'Province',
} as const;

/** CUS-LIST-24 (GAP, decided): the action column holds a 'View' link to the detail. */
export const VIEW_LINK = 'View';

export const EMAIL_SEARCH_LABEL = 'Search by email';
export const EMAIL_SEARCH_PLACEHOLDER = 'Search customer email, press Enter';

/** The Customer info tab's sections. */
export const SECTION_TITLES = {
  basic: 'Basic information',
  payment: 'Payment information',
} as const;

export const DETAIL_TAB_LABELS = {
  info: 'Customer info',
  transactions: 'Transactions',
  subscriptions: 'Subscriptions',
  progress: 'Learning progress',
  iap: 'In-app purchase record',
  gift: 'Gift',
} as const;

/** CUS-DET-03: the shared-accounts tooltip's heading. */
export const SHARED_ACCOUNTS_TITLE = 'Other accounts of this user';

/** Payment information labels (CUS-INFO-07). */
export const PAYMENT_LABELS = {
  type: 'Payment type',
  cardType: 'Card type',
  account: 'Account',
  expirationDate: 'Expiration date',
  postalCode: (label: string) => label,
  district: 'District (Province)',
  country: 'Country',
} as const;
export const NO_PAYMENT_METHOD = 'No payment method';

/** CUS-DEL (CUS-DEL-01 wording; CUS-DEL-04 GAP decided: title, prompt, success, landing on the list). */
export const DELETE_TEXTS = {
  button: 'Delete',
  title: 'Delete customer',
  warning:
    'All customer information, including the identity-provider account, entitlement, learning progress and vocabulary, will be deleted and cannot be undone.',
  promptEmail: 'Type the customer’s email to confirm:',
  promptAuth0: 'This account has no email: type its Auth0 ID to confirm:',
  deleted: 'Customer deleted successfully.',
} as const;

/** CUS-PWD (CUS-PWD-04 GAP decided: a confirmation step; the disabled tooltip). */
export const RESET_TEXTS = {
  button: 'Reset password',
  title: 'Reset password',
  confirm: (email: string) => `Send a reset-password email to ${email}?`,
  send: 'Send',
  notSupported: 'This customer does not support password reset (not a Username account).',
} as const;

export const DIALOG_TITLES = {
  name: 'Edit name',
  email: 'Edit email',
  optIn: 'Edit marketing opt-in',
  billing: 'Edit billing address',
} as const;

export const EDIT_LABELS = {
  name: 'Edit name',
  email: 'Edit email',
  optIn: 'Edit marketing opt-in',
  billing: 'Edit billing address',
} as const;

export const YES = 'Yes';
export const NO = 'No';
export const yesNo = (value: boolean) => (value ? YES : NO);

/** Learning progress columns (CUS-LP-04 GAP: ours). */
export const PROGRESS_LABELS = {
  subUserName: 'Subuser',
  courseName: 'Course name',
  lessonNumber: 'Lesson',
  firstActivityDate: 'First activity',
  lastActivityDate: 'Last activity',
  isCompleted: 'Completed',
  listenTimeMinutes: 'Listen time (min)',
  sourcePlatform: 'Source platform',
  subUserFilter: 'Subusers',
  courseFilter: 'Course name',
} as const;

/** In-app purchase columns (CUS-IAP-03 GAP: ours). */
export const IAP_LABELS = {
  id: 'ID',
  isbn: 'ISBN',
  productName: 'Product name',
  isSubscription: 'Subscription',
  status: 'Status',
  source: 'Source',
  expirationDate: 'Expiration date',
  createdDate: 'Created at',
  search: 'Search product name, press Enter',
} as const;

/** What shows where the entitlement table will be, until it is built. */
export const ENTITLEMENTS_TITLE = 'Entitlements';
