import { z } from 'zod';
import {
  ADMIN_NAME_LIMIT,
  ADMIN_PHONE_LIMIT,
  adminEmailProblem,
  DELIVERY_STATUSES,
  duplicateAdminProblem,
  loginDomainsProblem,
  MAX_GROUP_ADMINS,
  ORGANIZATION_MESSAGES as MESSAGES,
  normalizeLoginDomains,
  ORGANIZATION_DESCRIPTION_MAX,
  ORGANIZATION_NAME_MAX,
  type OrganizationOption,
} from '../domain/organization';
import { pageOf, pageQueryShape, sortParam } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { idParam, multilineText, queryText, text } from './fields';
import { requiredName } from './rich-text';

/**
 * Organizations (spec 3 §2.6, §3, §7; checklist 11.1, API-M-35…40): the portal API (zero-based `page`,
 * `size`, `sort='field,DIR'`, problem documents). The list also fills the B2B customer filter
 * (CUS-LIST-14) and the voucher group's organization selector (VG-10).
 */

export { ORGANIZATION_NAME_MAX };

const idParams = z.object({ id: idParam() });

/** A rule of src/shared/domain as a zod refinement: its message, on the value's own path. */
const checkedBy =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  };

// ---- Answers ---------------------------------------------------------------------------------------

/** API-M-35: a row of the list (ORG-03: the columns the list shows; id and name for the selectors). */
export const organizationListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** ORG-10: comma-separated, '' for none. */
  allowedLoginDomains: z.string(),
  /** How many group administrators it has. */
  groupAdminCount: z.number().int(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>;
/** What the B2B customer filter and the voucher selector read of a row. */
export type Organization = Pick<OrganizationListItem, 'id' | 'name'>;

/** API-M-37: a group administrator with the delivery status of the last on-boarding email (ORG-16/17). */
export const groupAdminSchema = z.object({
  email: z.string(),
  name: z.string(),
  telephone: z.string(),
  hasSentEmail: z.boolean(),
  /** Null: never sent (or the message is no longer known). */
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
});
export type GroupAdmin = z.infer<typeof groupAdminSchema>;

/** API-M-37: an organization with its group administrators, in the order staff listed them. */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isCreatingSubgroupEnabled: z.boolean(),
  isAnalyticsReportingEnabled: z.boolean(),
  isCreatingAuth0AccountForSeatUserEnabled: z.boolean(),
  isAnalyticsUserTrackingEnabled: z.boolean(),
  allowedLoginDomains: z.string(),
  groupAdmins: z.array(groupAdminSchema),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  /** The version of the row: an edit sends it back as `If-Match` (optimistic concurrency). */
  rowVersion: z.number().int(),
});
export type OrganizationDetail = z.infer<typeof organizationSchema>;

// ---- Queries and bodies ------------------------------------------------------------------------------

/** ORG-02: lastModifiedDate descending by default; the selectors sort by name. */
export const ORGANIZATION_SORT_FIELDS = ['lastModifiedDate', 'name'] as const;
export const organizationListQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(ORGANIZATION_SORT_FIELDS, 'lastModifiedDate,DESC'),
  name: queryText(ORGANIZATION_NAME_MAX).optional().describe('Part of the name, case-insensitive'),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuery>;

/** ORG-12…14: one administrator; text trimmed (ORG-11). */
export const groupAdminBody = z.object({
  email: z.string({ error: MESSAGES.adminEmailRequired }).trim().superRefine(checkedBy(adminEmailProblem)),
  name: z
    .string()
    .trim()
    .pipe(text(ADMIN_NAME_LIMIT - 1, MESSAGES.adminNameTooLong))
    .optional(),
  telephone: z
    .string()
    .trim()
    .pipe(text(ADMIN_PHONE_LIMIT - 1, MESSAGES.adminPhoneTooLong))
    .optional(),
});
export type GroupAdminBody = z.input<typeof groupAdminBody>;

const option = (name: OrganizationOption) => z.boolean({ error: MESSAGES.optionRequired(name) });

/** API-M-36/38: the organization entity as staff edit it (ORG-07…14). */
export const organizationBody = z.object({
  name: requiredName(ORGANIZATION_NAME_MAX, { required: MESSAGES.nameRequired, tooLong: MESSAGES.nameTooLong }),
  description: z
    .string()
    .trim()
    .pipe(multilineText(ORGANIZATION_DESCRIPTION_MAX, MESSAGES.descriptionTooLong))
    .optional(),
  isCreatingSubgroupEnabled: option('isCreatingSubgroupEnabled'),
  isAnalyticsReportingEnabled: option('isAnalyticsReportingEnabled'),
  isCreatingAuth0AccountForSeatUserEnabled: option('isCreatingAuth0AccountForSeatUserEnabled'),
  isAnalyticsUserTrackingEnabled: option('isAnalyticsUserTrackingEnabled'),
  /** ORG-10: comma-separated domain names; stored lower case, each once ('example.com,example.org'). */
  allowedLoginDomains: z
    .string()
    .trim()
    // The length (at most LOGIN_DOMAINS_MAX) first, then each domain (the mailbox rule's: one line, no control character).
    .superRefine(checkedBy(loginDomainsProblem))
    .transform(normalizeLoginDomains)
    .optional(),
  /** The group administrators, in order; each email once (case-insensitive). Left out: none. */
  groupAdmins: z
    .array(groupAdminBody)
    .max(MAX_GROUP_ADMINS, MESSAGES.tooManyAdmins)
    .superRefine((admins, ctx) => {
      const emails = admins.map((a) => a.email);
      for (const index of emails.keys()) {
        const message = duplicateAdminProblem(emails, index);
        if (message) ctx.addIssue({ code: 'custom', message, path: [index, 'email'], input: emails[index] });
      }
    })
    .optional(),
});
export type OrganizationBody = z.input<typeof organizationBody>;
export type CheckedOrganizationBody = z.output<typeof organizationBody>;

/** API-M-40: the administrator's address, as saved on the organization (compared case-insensitively). */
export const sendOnboardingEmailBody = z.object({
  email: z.string({ error: MESSAGES.adminEmailRequired }).trim().superRefine(checkedBy(adminEmailProblem)),
});
export type SendOnboardingEmailBody = z.infer<typeof sendOnboardingEmailBody>;

// ---- Endpoints ---------------------------------------------------------------------------------

const AREA = 'organizations';

export const listOrganizations = defineEndpoint({
  name: 'listOrganizations',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/organizations',
  summary:
    'Organizations by part of the name, last modified first by default, paged (API-M-35; the B2B customer filter, CUS-LIST-14; the voucher selector, VG-10)',
  permission: { anyOf: ['view:b2b_customer_menu', 'view:organization_menu', 'view:voucher_menu'] },
  query: organizationListQuery,
  response: pageOf(organizationListItemSchema),
});

export const getOrganization = defineEndpoint({
  name: 'getOrganization',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/organizations/:id',
  summary: 'One organization with its group administrators and their on-boarding email status (API-M-37)',
  permission: 'view:organization_menu',
  params: idParams,
  response: organizationSchema,
  errors: [404],
  versioned: 'read',
});

export const createOrganization = defineEndpoint({
  name: 'createOrganization',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/organizations',
  summary: 'Add an organization with its group administrators (API-M-36)',
  permission: 'create:organization',
  body: organizationBody,
  response: organizationSchema,
  status: 201,
});

export const updateOrganization = defineEndpoint({
  name: 'updateOrganization',
  area: AREA,
  family: 'portal',
  method: 'PUT',
  path: '/organizations/:id',
  summary:
    "Edit an organization and its group administrators; a kept administrator (same email) keeps its email's status (API-M-38)",
  permission: 'update:organization',
  params: idParams,
  body: organizationBody,
  response: organizationSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteOrganization = defineEndpoint({
  name: 'deleteOrganization',
  area: AREA,
  family: 'portal',
  method: 'DELETE',
  path: '/organizations/:id',
  summary:
    'Delete an organization with its group administrators; refused while customers or voucher groups are in it (API-M-39)',
  permission: 'delete:organization',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});

export const sendOnboardingEmail = defineEndpoint({
  name: 'sendOnboardingEmail',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/organizations/:id/send-email',
  summary:
    "Send a group administrator the on-boarding email through the outbox; the administrator's deliveryStatus follows its delivery (API-M-40)",
  permission: 'update:organization',
  params: idParams,
  body: sendOnboardingEmailBody,
  response: organizationSchema,
  errors: [404],
});
