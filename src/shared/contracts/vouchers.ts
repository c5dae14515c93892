import { z } from 'zod';
import {
  ENTITLEMENT_DEALS,
  ISBN_SELECTION_TYPES,
  isCalendarDate,
  VOUCHER_CODE_LENGTH,
  VOUCHER_DEALS,
  VOUCHER_GROUP_TYPES,
  VOUCHER_INVOICE_MAX,
  VOUCHER_ISBN_MAX,
  VOUCHER_MAX_COURSES_PER_LANGUAGE,
  VOUCHER_MAX_LANGUAGE_GROUPS,
  VOUCHER_PRODUCT_ID_MAX,
} from '../domain/voucher';
import { listParam, pageOf, pageQueryShape, sortParam } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { id, idParam, queryText, text } from './fields';
import { idListParam } from './promotion-lookups';

/**
 * Voucher groups (spec 3 §2.7, §3, §7 API-M-41…47; checklist 11.2): the portal family (camelCase,
 * zero-based pages, problem documents). The body's rules (required fields, ranges, the dates) live in
 * src/shared/domain/voucher.ts (`validateVoucherGroup`) and run in the form and on the server: the
 * schema keeps out only what cannot be stored, so a missing field answers the spec's message.
 */

const AREA = 'vouchers';
const idParams = z.object({ id: idParam() });

/** The outer guard of a text whose length the shared rules check (after trimming) with the spec's message. */
const TEXT_GUARD = 2000;
const checkedText = text(TEXT_GUARD).nullable().optional();

/** A calendar day, 'YYYY-MM-DD' (UTC; years 0001–9999). */
export const calendarDate = () =>
  z.string().refine(isCalendarDate, 'must be a date written YYYY-MM-DD').describe('A calendar day, YYYY-MM-DD (UTC)');

export const voucherGroupTypeSchema = z.enum(VOUCHER_GROUP_TYPES);

// ---- The entity ------------------------------------------------------------------------------------

const voucherInfoSchema = z.object({
  voucherType: voucherGroupTypeSchema,
  /** Total licences. */
  voucherAmount: z.number().int(),
  usesPerUser: z.number().int(),
});
const validPeriodSchema = z.object({ startDate: z.string(), expirationDate: z.string() });
const priceSchema = z.object({ amount: z.number(), currency: z.string() });

/** API-M-46: a generic course. */
export const genericProductSchema = z.object({ isbn: z.string(), name: z.string() });
export type GenericProduct = z.infer<typeof genericProductSchema>;

/** API-M-47: an individual course (its public product id, 'CP-000042'). */
export const productItemSchema = z.object({ productId: z.string(), productName: z.string() });
export type ProductItem = z.infer<typeof productItemSchema>;

export const languageProductGroupSchema = z.object({
  languageId: z.number().int(),
  languageName: z.string(),
  productItems: z.array(productItemSchema),
});

/** A row of the list (API-M-41, VG-03 decided): the group without its courses. */
export const voucherGroupRowSchema = z.object({
  voucherGroupId: z.number().int(),
  description: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  invoice: z.string(),
  docNumber: z.string(),
  voucherInfo: voucherInfoSchema,
  voucherDeal: z.enum(VOUCHER_DEALS),
  /** Null for an open-ended voucher. */
  validPeriod: validPeriodSchema.nullable(),
  isbnSelectionType: z.enum(ISBN_SELECTION_TYPES),
  price: priceSchema,
  entitlementDeal: z.enum(ENTITLEMENT_DEALS),
  entitlementDays: z.number().int().nullable(),
  entitlementExpirationDate: z.string().nullable(),
  isPrepaidVoucher: z.boolean(),
  /** Licences used (redemptions and seat assignments): at most voucherAmount. */
  redeemedCount: z.number().int(),
  isActive: z.boolean(),
  hasExpired: z.boolean(),
  aboutToExpire: z.boolean(),
  lastModifiedDate: z.string(),
});
export type VoucherGroupRow = z.infer<typeof voucherGroupRowSchema>;

/** API-M-43: the whole group: its courses, when it was created, its version (If-Match). */
export const voucherGroupSchema = voucherGroupRowSchema.extend({
  genericProduct: genericProductSchema.nullable(),
  languageProductGroups: z.array(languageProductGroupSchema),
  createdDate: z.string(),
  rowVersion: z.number().int(),
});
export type VoucherGroup = z.infer<typeof voucherGroupSchema>;

/** POST and PUT /vouchers/groups (API-M-42, API-M-44): types and shapes; the rules in the shared domain. */
export const voucherGroupBody = z.object({
  description: checkedText,
  organizationId: id().nullable().optional(),
  invoice: checkedText,
  docNumber: checkedText,
  voucherInfo: z
    .object({
      voucherType: voucherGroupTypeSchema.nullable().optional(),
      // Numbers: whether they are whole and in range the shared rules say (the form's messages).
      voucherAmount: z.number().nullable().optional(),
      usesPerUser: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
  voucherDeal: z.enum(VOUCHER_DEALS).nullable().optional(),
  validPeriod: z
    .object({ startDate: calendarDate().nullable().optional(), expirationDate: calendarDate().nullable().optional() })
    .nullable()
    .optional(),
  isbnSelectionType: z.enum(ISBN_SELECTION_TYPES).nullable().optional(),
  genericProduct: z
    .object({
      isbn: text(VOUCHER_ISBN_MAX).nullable().optional(),
      name: checkedText,
    })
    .nullable()
    .optional(),
  price: z
    .object({ amount: z.number().nullable().optional(), currency: text(3).nullable().optional() })
    .nullable()
    .optional(),
  languageProductGroups: z
    .array(
      z.object({
        languageId: id().nullable().optional(),
        languageName: checkedText,
        productItems: z
          .array(z.object({ productId: text(VOUCHER_PRODUCT_ID_MAX), productName: checkedText }))
          .max(VOUCHER_MAX_COURSES_PER_LANGUAGE * 2)
          .nullable()
          .optional(),
      }),
    )
    .max(VOUCHER_MAX_LANGUAGE_GROUPS * 2)
    .nullable()
    .optional(),
  entitlementDeal: z.enum(ENTITLEMENT_DEALS).nullable().optional(),
  entitlementDays: z.number().nullable().optional(),
  entitlementExpirationDate: calendarDate().nullable().optional(),
  isPrepaidVoucher: z.boolean().nullable().optional(),
});
export type VoucherGroupBody = z.infer<typeof voucherGroupBody>;

/** A code of a group and how often it was used (the detail's Codes section). */
export const voucherCodeSchema = z.object({
  code: z.string(),
  redeemedCount: z.number().int(),
  /** How often it may be used in all: 1 for a SINGLE code, the group's licences for a shared code. */
  maxRedemptions: z.number().int(),
});
export type VoucherCode = z.infer<typeof voucherCodeSchema>;

// ---- Queries -----------------------------------------------------------------------------------------

export const VOUCHER_SORT_FIELDS = ['lastModifiedDate'] as const;
/** The most organizations one list filter names. */
export const VOUCHER_MAX_ORGANIZATION_FILTER = 50;

/** GET /vouchers/groups (API-M-41, VG-01/02). */
export const voucherGroupListQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(VOUCHER_SORT_FIELDS, 'lastModifiedDate,DESC'),
  voucherTypes: listParam(voucherGroupTypeSchema).describe('Voucher types, comma-separated or repeated; none: any'),
  organizationIds: idListParam(VOUCHER_MAX_ORGANIZATION_FILTER),
  invoice: queryText(VOUCHER_INVOICE_MAX).optional().describe('Part of the invoice, case-insensitive'),
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe('true: in its valid period now; false: expired or not started'),
});
export type VoucherGroupListQuery = z.infer<typeof voucherGroupListQuery>;

/** GET /individual-products (API-M-47). */
export const individualProductsQuery = z.object({ languageId: idParam() });

/** GET /vouchers/groups/{id}/vouchers: a page of the group's codes, in the order they were issued. */
export const voucherCodesQuery = z.object(pageQueryShape);

// ---- Endpoints ---------------------------------------------------------------------------------------

export const listVoucherGroups = defineEndpoint({
  name: 'listVoucherGroups',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/vouchers/groups',
  summary: 'Voucher groups by type, organization, invoice and active state, last modified first by default (API-M-41)',
  permission: 'view:voucher_menu',
  query: voucherGroupListQuery,
  response: pageOf(voucherGroupRowSchema),
});

export const getVoucherGroup = defineEndpoint({
  name: 'getVoucherGroup',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/vouchers/groups/:id',
  summary: 'One voucher group with its courses, organization name and display flags (API-M-43)',
  permission: 'view:voucher_menu',
  params: idParams,
  response: voucherGroupSchema,
  errors: [404],
  versioned: 'read',
});

export const createVoucherGroup = defineEndpoint({
  name: 'createVoucherGroup',
  area: AREA,
  family: 'portal',
  method: 'POST',
  path: '/vouchers/groups',
  summary: 'Add a voucher group; its codes are issued with it (API-M-42)',
  permission: 'create:voucher_group',
  body: voucherGroupBody,
  response: voucherGroupSchema,
  status: 201,
});

export const updateVoucherGroup = defineEndpoint({
  name: 'updateVoucherGroup',
  area: AREA,
  family: 'portal',
  method: 'PUT',
  path: '/vouchers/groups/:id',
  summary: 'Edit a voucher group; its codes follow its type and licences (API-M-44)',
  permission: 'update:voucher_group',
  params: idParams,
  body: voucherGroupBody,
  response: voucherGroupSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteVoucherGroup = defineEndpoint({
  name: 'deleteVoucherGroup',
  area: AREA,
  family: 'portal',
  method: 'DELETE',
  path: '/vouchers/groups/:id',
  summary: 'Delete a voucher group with its codes; refused once a licence is redeemed (API-M-45)',
  permission: 'delete:voucher_group',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});

export const listVoucherCodes = defineEndpoint({
  name: 'listVoucherCodes',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/vouchers/groups/:id/vouchers',
  summary: `A page of a voucher group's codes (${VOUCHER_CODE_LENGTH} characters each) and their use`,
  permission: 'view:voucher_menu',
  params: idParams,
  query: voucherCodesQuery,
  response: pageOf(voucherCodeSchema),
  errors: [404],
});

export const listGenericProducts = defineEndpoint({
  name: 'listGenericProducts',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/generic-products',
  summary: 'The generic courses a voucher group can give: active subscription and All Access products (API-M-46)',
  permission: 'view:voucher_menu',
  response: z.array(genericProductSchema),
});

export const listIndividualProducts = defineEndpoint({
  name: 'listIndividualProducts',
  area: AREA,
  family: 'portal',
  method: 'GET',
  path: '/individual-products',
  summary: "A language's individual courses: active single and multi-level products, by name (API-M-47)",
  permission: 'view:voucher_menu',
  query: individualProductsQuery,
  response: z.array(productItemSchema),
});
