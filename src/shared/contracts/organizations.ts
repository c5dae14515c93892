import { z } from 'zod';
import { pageOf, pageQueryShape, sortParam } from './common';
import { defineEndpoint } from './endpoint';
import { queryText } from './fields';

/**
 * Organizations (spec 3 §2.6, §9: GET /organizations with name, page, size, sort). Today the list that
 * fills the B2B customer filter (CUS-LIST-14) and names a B2B customer's organization; the B2B issue
 * adds the organization screens and writes.
 */

export const ORGANIZATION_NAME_MAX = 100;

export const organizationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

export const ORGANIZATION_SORT_FIELDS = ['name', 'createdDate'] as const;
export const organizationListQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(ORGANIZATION_SORT_FIELDS, 'name,ASC'),
  name: queryText(ORGANIZATION_NAME_MAX).optional().describe('Part of the name, case-insensitive'),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuery>;

export const listOrganizations = defineEndpoint({
  name: 'listOrganizations',
  area: 'organizations',
  family: 'portal',
  method: 'GET',
  path: '/organizations',
  summary: 'Organizations by name, paged (spec 3 §9; the B2B customer filter, CUS-LIST-14)',
  permission: { anyOf: ['view:b2b_customer_menu', 'view:organization_menu', 'view:voucher_menu'] },
  query: organizationListQuery,
  response: pageOf(organizationSchema),
});
