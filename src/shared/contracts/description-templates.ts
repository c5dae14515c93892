import { z } from 'zod';
import { DESCRIPTION_TEMPLATE_MESSAGES, DESCRIPTION_TEMPLATE_NAME_MAX } from '../domain/description-template';
import type { PermissionRequirement } from '../permissions';
import { orderParam, storeList, storeQueryShape } from './common';
import { defineEndpoint, noContent } from './endpoint';
import { idParam } from './fields';
import { multiLanguageContentBody, multiLanguageContentSchema, requiredName } from './rich-text';

/**
 * Description templates (spec 3 §2.3, §3, §7; checklist 10.2, API-M-01..05): the store admin API
 * (API-M-00 decided), snake_case, limit/offset/order, `{data, count}`, `{message}` errors.
 */

const idParams = z.object({ id: idParam() });

/**
 * Who reads templates: the template screens, and the eCom plan form whose Description template select
 * lists them (EP-PLAN-10).
 */
export const DESCRIPTION_TEMPLATE_READERS: PermissionRequirement = {
  anyOf: ['view:description_template_menu', 'view:ecom_product_menu'],
};

/** API-M-01/02: a template. */
export const descriptionTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  multi_language_content: multiLanguageContentSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** DT-05: some plan links it (then it cannot be deleted). */
  is_used: z.boolean(),
  /** The version of the row: an edit sends it back as `If-Match` (optimistic concurrency). */
  rowVersion: z.number().int(),
});
export type DescriptionTemplate = z.infer<typeof descriptionTemplateSchema>;

/** Fields `GET /descriptions` orders by (DT-02: Modified at, newest first by default). */
export const DESCRIPTION_TEMPLATE_ORDER_FIELDS = ['updated_at'] as const;

/** GET /descriptions (API-M-01). */
export const descriptionTemplateListQuery = z.object({
  ...storeQueryShape(),
  order: orderParam(DESCRIPTION_TEMPLATE_ORDER_FIELDS, '-updated_at'),
});
export type DescriptionTemplateListQuery = z.infer<typeof descriptionTemplateListQuery>;

/** POST /descriptions and PUT /descriptions/{id} (API-M-03, API-M-04). */
export const descriptionTemplateBody = z.object({
  name: requiredName(DESCRIPTION_TEMPLATE_NAME_MAX, {
    required: DESCRIPTION_TEMPLATE_MESSAGES.nameRequired,
    tooLong: DESCRIPTION_TEMPLATE_MESSAGES.nameTooLong,
  }),
  multi_language_content: multiLanguageContentBody,
});
export type DescriptionTemplateBody = z.infer<typeof descriptionTemplateBody>;

// ---- Endpoints ---------------------------------------------------------------------------------

const AREA = 'description-templates';

export const listDescriptionTemplates = defineEndpoint({
  name: 'listDescriptionTemplates',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/descriptions',
  summary: 'Description templates, newest updated first by default, paged (API-M-01)',
  permission: DESCRIPTION_TEMPLATE_READERS,
  query: descriptionTemplateListQuery,
  response: storeList(descriptionTemplateSchema),
});

export const getDescriptionTemplate = defineEndpoint({
  name: 'getDescriptionTemplate',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/descriptions/:id',
  summary: 'One description template (API-M-02)',
  permission: DESCRIPTION_TEMPLATE_READERS,
  params: idParams,
  response: descriptionTemplateSchema,
  errors: [404],
  versioned: 'read',
});

export const createDescriptionTemplate = defineEndpoint({
  name: 'createDescriptionTemplate',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/descriptions',
  summary: 'Add a description template; the rich text is sanitised (API-M-03)',
  permission: 'create:description_template',
  body: descriptionTemplateBody,
  response: descriptionTemplateSchema,
  status: 201,
});

export const updateDescriptionTemplate = defineEndpoint({
  name: 'updateDescriptionTemplate',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/descriptions/:id',
  summary: 'Edit a description template; the rich text is sanitised (API-M-04)',
  permission: 'update:description_template',
  params: idParams,
  body: descriptionTemplateBody,
  response: descriptionTemplateSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

export const deleteDescriptionTemplate = defineEndpoint({
  name: 'deleteDescriptionTemplate',
  area: AREA,
  family: 'store',
  method: 'DELETE',
  path: '/descriptions/:id',
  summary: 'Delete a description template that no plan links (API-M-05, DT-05)',
  permission: 'delete:description_template',
  params: idParams,
  response: noContent,
  status: 204,
  errors: [404, 409],
});
