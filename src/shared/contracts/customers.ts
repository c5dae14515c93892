import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  AUTH0_ID_MAX,
  BILLING_ID_MAX,
  CONNECTIONS,
  EMAIL_MAX,
  NAME_MAX,
  NO_DATA,
  POSTAL_CODE_MAX,
  SUBSCRIBER_STATUSES,
} from '../domain/customer';
import {
  LIST_DEPTH,
  listDepthViolation,
  listParam,
  pageOf,
  pageParam,
  queryFlag,
  sizeParam,
  sortParam,
  storeList,
} from './common';
import { defineEndpoint, noContent } from './endpoint';
import { emailText, idParam, isoDateTime, queryText, text } from './fields';

/**
 * Customers (spec 1 §2, §3, §5, §7; checklist 2, 3, 4, API-P-01..08, API-S-01..06, 11, 12, 16): the
 * portal API (camelCase, zero-based pages) and the store admin API calls of the customer area.
 */

const AREA = 'customers';
const idParams = z.object({ id: idParam() });

export const connectionSchema = z.enum(CONNECTIONS);
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);

// ---- Customer -----------------------------------------------------------------------------------

/** CUS-LIST-21/22: a list row. */
export const customerListItemSchema = z.object({
  customerId: z.number().int(),
  id: z.number().int(),
  auth0Id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  connection: connectionSchema,
  accountType: accountTypeSchema,
  isB2b: z.boolean(),
  organization: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  createdDate: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** API-P-02: the customer detail. */
export const customerSchema = customerListItemSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  /** The same values under the identity provider's names. */
  givenName: z.string(),
  familyName: z.string(),
  customerGroup: z.string().nullable(),
  subUsers: z.array(z.string()),
  rootUserName: z.string().nullable(),
  supportResetPassword: z.boolean(),
  /** The person's other accounts (CUS-DET-03). */
  sharedCustomers: z.array(z.object({ id: z.number().int(), email: z.string().nullable() })),
  /** The version the name and email edits send back as If-Match. */
  rowVersion: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

/** CUS-LIST-19: the list sorts by created date only. */
export const CUSTOMER_SORT_FIELDS = ['createdDate'] as const;

/**
 * Deep pages (docs/decisions.md): a search pages through its first 10,000 customers; past that the
 * answer is a 400 asking to narrow the search. Staff look for one customer; nobody pages to row 500,000.
 */
export const DEEP_PAGE_MESSAGE = `Only the first ${LIST_DEPTH.toLocaleString('en-US')} customers of a search can be paged through; narrow the search.`;

/** API-P-01. transactionId and subscriptionId are resolved to an auth0Id first (GET /customer/search). */
export const customerListQuery = z
  .object({
    page: pageParam,
    size: sizeParam,
    sort: sortParam(CUSTOMER_SORT_FIELDS, 'createdDate,DESC'),
    email: queryText(EMAIL_MAX)
      .optional()
      .describe('Start of the email, case-insensitive (a whole email matches itself)'),
    name: queryText(2 * NAME_MAX + 1)
      .optional()
      .describe('Part of the full name, case-insensitive'),
    auth0Id: queryText(AUTH0_ID_MAX).optional().describe('The exact Auth0 id'),
    connections: listParam(connectionSchema),
    organizationId: idParam().optional(),
    createdDateFrom: isoDateTime().optional(),
    createdDateTo: isoDateTime().optional(),
    isB2b: queryFlag(false),
    isB2c: queryFlag(false),
  })
  .superRefine((q, ctx) => {
    if (listDepthViolation(q)) ctx.addIssue({ code: 'custom', path: ['page'], message: DEEP_PAGE_MESSAGE });
    if (q.createdDateFrom && q.createdDateTo && Date.parse(q.createdDateFrom) > Date.parse(q.createdDateTo))
      ctx.addIssue({
        code: 'custom',
        path: ['createdDateFrom'],
        message: 'The start date cannot follow the end date.',
      });
    if (q.isB2b === q.isB2c)
      ctx.addIssue({ code: 'custom', path: ['isB2b'], message: "Send exactly one of 'isB2b=true' and 'isB2c=true'" });
  });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

const nameField = (label: string) => text(NAME_MAX + 200).describe(`${label}: trimmed, 1 to ${NAME_MAX} characters`);

/**
 * API-P-03 / API-S-02: `{firstName, lastName}` or `{email}` (with the optional confirmation the form
 * asks for). The name limits and email rules are checked by the service with the spec's messages.
 */
export const customerUpdateBody = z.union([
  z.strictObject({ firstName: nameField('First name'), lastName: nameField('Last name') }),
  z.strictObject({
    email: emailText(EMAIL_MAX + 100).describe('The new email'),
    confirmEmail: emailText(EMAIL_MAX + 100)
      .optional()
      .describe('Must equal email when sent'),
  }),
]);
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

/** CUS-DEL: the exact email (or Auth0 id of an account without one), as typed by staff. */
export const customerDeleteQuery = z.object({
  confirm: z.string({ error: "'confirm' is required" }).pipe(emailText(EMAIL_MAX + 100)),
});

export const resetPasswordBody = z.object({ email: emailText(EMAIL_MAX + 100) });
export const resetPasswordAnswer = z.object({ email: z.string() });

/** API-P-06. */
export const syncSubscriberBody = z.object({
  email: emailText(EMAIL_MAX + 100),
  countryCode: text(2).regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
  source: text(50),
  deviceLanguage: text(35),
});

// ---- Learning progress, in-app purchases (API-P-07, API-P-08) -----------------------------------

export const lessonProgressSchema = z.object({
  lessonProgressId: z.number().int(),
  subUserName: z.string(),
  courseName: z.string(),
  lessonNumber: z.number().int(),
  firstActivityDate: z.string(),
  lastActivityDate: z.string(),
  isCompleted: z.boolean(),
  listenTimeMinutes: z.number().int(),
  sourcePlatform: z.string(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;
export const LESSON_PROGRESS_SORT_FIELDS = ['courseName', 'lastActivityDate'] as const;
export const lessonProgressQuery = z.object({
  customerId: idParam().optional().describe('Ignored: the path names the customer'),
  page: pageParam,
  size: sizeParam,
  /** CUS-LP-03: course name then lesson number, ascending. */
  sort: sortParam(LESSON_PROGRESS_SORT_FIELDS, 'courseName,ASC'),
  subUserNames: listParam(queryText(NAME_MAX * 2 + 1)),
  courseName: queryText(200).optional().describe('Part of the course name, case-insensitive'),
});
export type LessonProgressQuery = z.infer<typeof lessonProgressQuery>;
export const lessonProgressPage = pageOf(lessonProgressSchema).extend({
  /** The course names of the customer's progress, for the course filter. */
  courseNames: z.array(z.string()),
});

export const iapRecordSchema = z.object({
  id: z.number().int(),
  isbn: z.string(),
  productName: z.string(),
  isSubscription: z.boolean(),
  status: z.string(),
  source: z.string(),
  expirationDate: z.string().nullable(),
  createdDate: z.string(),
});
export type IapRecord = z.infer<typeof iapRecordSchema>;
export const IAP_SORT_FIELDS = ['createdDate', 'expirationDate'] as const;
export const iapRecordQuery = z.object({
  customerId: idParam(),
  page: pageParam,
  size: sizeParam,
  sort: sortParam(IAP_SORT_FIELDS, 'createdDate,DESC'),
  productName: queryText(200).optional().describe('Part of the product name, case-insensitive'),
});
export type IapRecordQuery = z.infer<typeof iapRecordQuery>;

// ---- Store: search by billing id, payment method, subscriber ------------------------------------

/** API-S-01: exactly one of the two ids. */
export const customerSearchQuery = z
  .object({
    transaction_id: queryText(BILLING_ID_MAX).optional(),
    subscription_id: queryText(BILLING_ID_MAX).optional(),
  })
  .refine((q) => Boolean(q.transaction_id) !== Boolean(q.subscription_id), {
    path: ['transaction_id'],
    message: 'Send exactly one of transaction_id and subscription_id',
  });
export const customerSearchAnswer = z.object({ auth0_id: z.string(), customer_id: z.number().int() });

/** API-S-03 (camelCase as the spec shows it). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  type: z.string(),
  default: z.boolean(),
  /** Masked to the last 4 digits (CONST-06). */
  account: z.string(),
  cardType: z.string().nullable(),
  expirationDate: z.string().nullable(),
  billingAddress: z.object({ postalCode: z.string(), district: z.string(), country: z.string() }),
  /** The version the billing address edit sends back as If-Match. */
  rowVersion: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** The default payment method, or null when the customer has none. */
export const paymentMethodAnswer = paymentMethodSchema.nullable();

/** API-S-04. */
export const billingAddressBody = z.object({
  billing_address: z.object({
    postal_code: text(POSTAL_CODE_MAX * 4),
    country: text(8),
    /** The province code when the country is CA. */
    district: text(100).default(''),
  }),
});
export type BillingAddressBody = z.infer<typeof billingAddressBody>;

export const subscriberStatusSchema = z.union([z.enum(SUBSCRIBER_STATUSES), z.literal(NO_DATA)]);
/** API-S-05 / API-S-11. */
export const subscriberSchema = z.object({
  subscriberStatus: subscriberStatusSchema,
  /** Null with 'No Data'. */
  optIn: z.boolean().nullable(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  /** The version the opt-in edit sends back as If-Match; null with 'No Data'. */
  rowVersion: z.number().int().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** API-S-06. */
export const subscriberOptInBody = z.object({
  email: emailText(EMAIL_MAX + 100),
  optIn: z.enum(['True', 'False'], { error: "'optIn' must be 'True' or 'False'" }),
});
export const subscriberByEmailQuery = z.object({
  email: z.string({ error: "'email' is required" }).pipe(queryText(EMAIL_MAX)),
});
/** API-S-12. */
export const subscriberSyncBody = z.object({
  oldEmail: emailText(EMAIL_MAX + 100),
  newEmail: emailText(EMAIL_MAX + 100),
  country: text(2).regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
});

// ---- Checkout link (CUS-CHK) --------------------------------------------------------------------

/** CUS-CHK-04: a plan the link can sell, with the countries of its base price and its promotions. */
export const checkoutPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pid: z.string(),
  billingPlan: z.object({ name: z.string() }),
  recurlyPromotions: z.array(z.object({ code: z.string(), name: z.string(), appliedCountries: z.array(z.string()) })),
  basePriceWithCountries: z.object({
    id: z.number().int(),
    name: z.string(),
    countries: z.array(
      z.object({ iso2: z.string(), displayName: z.string(), currency: z.string(), amount: z.string() }),
    ),
  }),
});
export type CheckoutPlan = z.infer<typeof checkoutPlanSchema>;
export const CHECKOUT_PLAN_LIMIT = 20;
export const checkoutPlanQuery = z.object({
  q: queryText(200).optional().describe('Part of the PID or plan title, case-insensitive'),
});

/** Composes a link (our call: the country payload is encrypted with a server key). */
export const checkoutLinkBody = z.object({
  pid: text(100),
  country: text(2).regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
  promotion_code: text(100).optional(),
});
export const checkoutLinkAnswer = z.object({ checkout_link: z.string() });

/** API-S-16. The link must be one the portal made (checked again on send). */
export const sendCheckoutLinkBody = z.object({
  email: emailText(EMAIL_MAX + 100),
  checkout_link: text(2000),
  plan_name: text(200),
});

// ---- Endpoints: portal ----------------------------------------------------------------------------

export const listCustomers = defineEndpoint({
  name: 'listCustomers',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/customers',
  summary: 'B2C or B2B customers by email start, name, Auth0 id, connection, organization and created range (API-P-01)',
  permission: 'read:customers',
  query: customerListQuery,
  response: pageOf(customerListItemSchema),
  errors: [403],
});

export const getCustomer = defineEndpoint({
  name: 'getCustomer',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/customers/:id',
  summary: 'One customer with organization, subusers and shared accounts (API-P-02)',
  permission: 'read:customers',
  params: idParams,
  response: customerSchema,
  errors: [404],
  versioned: 'read',
});

export const updateCustomer = defineEndpoint({
  name: 'updateCustomer',
  area: AREA,
  family: 'portal',
  method: 'PUT',
  path: '/customers/:id',
  summary: "Change a customer's name, or the email of a Username account (API-P-03)",
  permission: 'update:b2c_customer_info',
  params: idParams,
  body: customerUpdateBody,
  response: customerSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteCustomer = defineEndpoint({
  name: 'deleteCustomer',
  area: AREA,
  family: 'portal',
  method: 'DELETE',
  path: '/customers/:id',
  summary:
    'Delete a customer: identity account, entitlements, learning progress and vocabulary, in one transaction; the audit log keeps who and when (API-P-04)',
  permission: 'delete:customer',
  params: idParams,
  query: customerDeleteQuery,
  response: noContent,
  status: 204,
  errors: [404],
});

export const resetCustomerPassword = defineEndpoint({
  name: 'resetCustomerPassword',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/customers/reset-password',
  summary: 'Send the reset-password email of a Username account (API-P-05)',
  permission: 'reset:customer_password',
  body: resetPasswordBody,
  response: resetPasswordAnswer,
  errors: [404, 409],
});

export const syncCustomerSubscriber = defineEndpoint({
  name: 'syncCustomerSubscriber',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/customers/sync-sf',
  summary: 'Add or refresh an email in the marketing-email subscriber list (API-P-06)',
  permission: 'update:customer_opt_in',
  body: syncSubscriberBody,
  response: subscriberSchema,
});

export const listLessonProgress = defineEndpoint({
  name: 'listLessonProgress',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/customers/:id/lesson-progresses',
  summary: 'Learning progress by sub-user and course name, course then lesson ascending (API-P-07)',
  permission: 'read:customers',
  params: idParams,
  query: lessonProgressQuery,
  response: lessonProgressPage,
  errors: [404],
});

export const listIapRecords = defineEndpoint({
  name: 'listIapRecords',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/iap-records',
  summary: "A customer's in-app purchase records by product name (API-P-08)",
  permission: 'read:customers',
  query: iapRecordQuery,
  response: pageOf(iapRecordSchema),
});

// ---- Endpoints: store -----------------------------------------------------------------------------

export const searchCustomerByBillingId = defineEndpoint({
  name: 'searchCustomerByBillingId',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/customer/search',
  summary: 'The customer of a transaction id or subscription id (API-S-01)',
  permission: 'read:customers',
  query: customerSearchQuery,
  response: customerSearchAnswer,
  errors: [404],
});

export const updateCustomerInfo = defineEndpoint({
  name: 'updateCustomerInfo',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/v2/customer/:id/info',
  summary: "Change a customer's name, or the email of a Username account (API-S-02; same rules as API-P-03)",
  permission: 'update:b2c_customer_info',
  params: idParams,
  body: customerUpdateBody,
  response: customerSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const getPaymentMethod = defineEndpoint({
  name: 'getPaymentMethod',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/customer/:id/payment-method',
  summary: "A B2C customer's default payment method with its billing address, or null (API-S-03)",
  permission: 'read:customers',
  params: idParams,
  response: paymentMethodAnswer,
  errors: [404],
  versioned: 'read',
});

export const updateBillingAddress = defineEndpoint({
  name: 'updateBillingAddress',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/customer/:id/payment-method/billing-address',
  summary: 'Change the billing address of the default payment method (API-S-04)',
  permission: 'update:b2c_customer_info',
  params: idParams,
  body: billingAddressBody,
  response: paymentMethodSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const getCustomerSubscriber = defineEndpoint({
  name: 'getCustomerSubscriber',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/customer/:id/subscriber',
  summary: "The customer's marketing-email subscriber status and opt-in; 'No Data' when absent (API-S-05)",
  permission: 'read:customers',
  params: idParams,
  response: subscriberSchema,
  errors: [404],
  versioned: 'read',
});

export const setCustomerOptIn = defineEndpoint({
  name: 'setCustomerOptIn',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/customer/:id/subscriber',
  summary: "Set marketing opt-in ('True'/'False'); refused with 'No Data' (API-S-06)",
  permission: 'update:customer_opt_in',
  params: idParams,
  body: subscriberOptInBody,
  response: subscriberSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const getSubscriberByEmail = defineEndpoint({
  name: 'getSubscriberByEmail',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/sf/subscriber',
  summary: 'The marketing-email subscriber of an email (API-S-11)',
  permission: 'read:customers',
  query: subscriberByEmailQuery,
  response: subscriberSchema,
});

export const syncSubscriberEmail = defineEndpoint({
  name: 'syncSubscriberEmail',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/sf/subscriber',
  summary: "Move an Active subscriber to a customer's new email, with the country (API-S-12)",
  permission: 'update:b2c_customer_info',
  body: subscriberSyncBody,
  response: subscriberSchema,
  errors: [404, 409],
});

export const searchCheckoutPlans = defineEndpoint({
  name: 'searchCheckoutPlans',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/checkout/plans',
  summary: `Active plans by PID or title for a checkout link, with base price countries and promotions, at most ${CHECKOUT_PLAN_LIMIT} (CUS-CHK-03/04)`,
  permission: 'send:checkout_link',
  query: checkoutPlanQuery,
  response: storeList(checkoutPlanSchema),
});

export const composeCheckoutLink = defineEndpoint({
  name: 'composeCheckoutLink',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/checkout/link',
  summary: 'Compose a checkout link: store address, plan PID, optional promotion code, encrypted country (CUS-CHK-07)',
  permission: 'send:checkout_link',
  body: checkoutLinkBody,
  response: checkoutLinkAnswer,
  errors: [404, 409],
});

export const sendCheckoutLink = defineEndpoint({
  name: 'sendCheckoutLink',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/checkout/send-link',
  summary: 'Email a checkout link the portal composed to a customer (API-S-16)',
  permission: 'send:checkout_link',
  body: sendCheckoutLinkBody,
  response: noContent,
  status: 204,
  errors: [409],
});
