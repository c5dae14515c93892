import { z } from 'zod';
import { AUTH0_ID_MAX, EMAIL_MAX } from '../domain/customer';
import { ENTITLEMENT_MESSAGES, ENTITLEMENT_SOURCES, ENTITLEMENT_STATUSES, VOUCHER_TYPES } from '../domain/entitlement';
import { LIST_DEPTH, listDepthViolation, listParam, pageOf, pageParam, sizeParam, sortParam } from './common';
import { defineEndpoint } from './endpoint';
import { epochMs, id, idParam, isoDateTime, queryText, text } from './fields';

/**
 * Entitlements (spec 1 §3, §4, §7; checklist 3.3, 4.7, 5, API-P-09..13): the customer detail's table,
 * the entitlement lists, add, edit, revoke and restore. Portal API.
 */

const AREA = 'entitlements';
const idParams = z.object({ id: idParam() });

export const entitlementStatusSchema = z.enum(ENTITLEMENT_STATUSES);
export const entitlementSourceSchema = z.enum(ENTITLEMENT_SOURCES as [string, ...string[]]);

/** An entitlement with its customer's email (spec 1 §3). */
export const entitlementSchema = z.object({
  entitlementId: z.number().int(),
  /** The content product's public id (CP-000042). */
  productId: z.string(),
  /** The content product's numeric id (the ISBN link opens it), null when the product is gone. */
  contentProductId: z.number().int().nullable(),
  isbn: z.string(),
  productName: z.string(),
  languageId: z.number().int().nullable(),
  languageName: z.string().nullable(),
  isSubscription: z.boolean(),
  status: entitlementStatusSchema,
  source: entitlementSourceSchema,
  expirationDate: z.string().nullable(),
  createdDate: z.string(),
  isUpgradedToAllAccess: z.boolean(),
  adminGroupId: z.number().int().nullable(),
  voucherGroupId: z.number().int().nullable(),
  voucherCode: z.string().nullable(),
  voucherType: z.enum(VOUCHER_TYPES).nullable(),
  customerId: z.number().int(),
  customerEmail: z.string().nullable(),
  customerIsB2b: z.boolean(),
  /** The version the expiration edit sends back as If-Match (the screen edits a row of the list). */
  rowVersion: z.number().int(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const ENTITLEMENT_SORT_FIELDS = ['createdDate', 'expirationDate'] as const;

/**
 * API-P-09. The customer detail sends customerId (size 10000); the list screens send the filters.
 * Without customerId the caller needs the entitlement menu permission (the list screens).
 */
export const entitlementListQuery = z
  .object({
    page: pageParam,
    size: sizeParam,
    sort: sortParam(ENTITLEMENT_SORT_FIELDS, 'createdDate,DESC'),
    customerId: idParam().optional(),
    sources: listParam(entitlementSourceSchema),
    statuses: listParam(entitlementStatusSchema),
    isSubscription: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    languageId: idParam().optional(),
    isbn: queryText(20).optional().describe('The exact ISBN'),
    email: queryText(EMAIL_MAX).optional().describe("The customer's whole email, case-insensitive"),
    createdDateFrom: isoDateTime().optional(),
    createdDateTo: isoDateTime().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.createdDateFrom && q.createdDateTo && Date.parse(q.createdDateFrom) > Date.parse(q.createdDateTo))
      ctx.addIssue({ code: 'custom', path: ['createdDateFrom'], message: ENTITLEMENT_MESSAGES.rangeOrder });
    if (!q.customerId && listDepthViolation(q))
      ctx.addIssue({ code: 'custom', path: ['page'], message: ENTITLEMENT_DEEP_PAGE_MESSAGE });
  });
export type EntitlementListQuery = z.infer<typeof entitlementListQuery>;

/** Deep pages of the entitlement lists: as the customer list (docs/decisions.md). */
export const ENTITLEMENT_DEEP_PAGE_MESSAGE = `Only the first ${LIST_DEPTH.toLocaleString('en-US')} entitlements of a search can be paged through; narrow the search.`;

/** API-P-11. */
export const entitlementCreateBody = z.object({
  isbn: text(20).describe('A published content product'),
  auth0Id: text(AUTH0_ID_MAX),
  expirationTimestamp: epochMs().describe('Epoch milliseconds; not before today'),
});
/** API-P-12. */
export const entitlementUpdateBody = z.object({ expirationTimestamp: epochMs() });

/** API-P-10. */
export const entitlementRestoreBody = z.object({ customerIds: z.array(id()).min(1).max(100) });
export const entitlementRestoreAnswer = z.object({ restored: z.number().int() });

/** The course picker of add entitlement (CUS-ENTM-02): published content products. */
export const entitlementCourseSchema = z.object({
  isbn: z.string(),
  name: z.string(),
  productId: z.string(),
  languageName: z.string().nullable(),
});
export type EntitlementCourse = z.infer<typeof entitlementCourseSchema>;
export const ENTITLEMENT_COURSE_LIMIT = 50;
export const entitlementCourseQuery = z.object({
  q: queryText(200).optional().describe('Part of the ISBN or name, case-insensitive'),
});

// ---- Endpoints ----------------------------------------------------------------------------------

export const listEntitlements = defineEndpoint({
  name: 'listEntitlements',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/entitlements',
  summary:
    "A customer's entitlements, or the entitlement list by source, status, type, language, ISBN, email and created range (API-P-09)",
  permission: { anyOf: ['read:customers', 'view:entitlement_menu'] },
  query: entitlementListQuery,
  response: pageOf(entitlementSchema),
  errors: [403],
});

export const createEntitlement = defineEndpoint({
  name: 'createEntitlement',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/entitlements',
  summary: 'Give a customer an Admin entitlement to a published course until a date (API-P-11)',
  permission: 'create:entitlement',
  body: entitlementCreateBody,
  response: entitlementSchema,
  status: 201,
  errors: [404],
});

export const updateEntitlement = defineEndpoint({
  name: 'updateEntitlement',
  area: AREA,
  family: 'portal',
  method: 'PUT',
  path: '/entitlements/:id',
  summary: 'Change the expiration of an Active Admin entitlement (API-P-12)',
  permission: 'update:entitlement',
  params: idParams,
  body: entitlementUpdateBody,
  response: entitlementSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const revokeEntitlement = defineEndpoint({
  name: 'revokeEntitlement',
  area: AREA,
  family: 'portal',
  method: 'PUT',
  path: '/entitlements/:id/revoke',
  summary: 'Revoke an Active Admin, Okta or Amazon entitlement, or a one-shot eCom one (API-P-13)',
  permission: 'revoke:entitlement',
  params: idParams,
  response: entitlementSchema,
  errors: [404, 409],
});

export const restoreEntitlements = defineEndpoint({
  name: 'restoreEntitlements',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/entitlements/restore',
  summary: "Bring back B2C customers' revoked, unexpired Naviga and eCom entitlements (API-P-10)",
  permission: 'restore:entitlements',
  body: entitlementRestoreBody,
  response: entitlementRestoreAnswer,
  errors: [404, 409],
});

export const listEntitlementCourses = defineEndpoint({
  name: 'listEntitlementCourses',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/entitlements/courses',
  summary: `Published content products an entitlement can be given for, by ISBN or name, at most ${ENTITLEMENT_COURSE_LIMIT} (CUS-ENTM-02)`,
  permission: { anyOf: ['create:entitlement', 'update:entitlement'] },
  query: entitlementCourseQuery,
  response: z.object({ content: z.array(entitlementCourseSchema) }),
});
