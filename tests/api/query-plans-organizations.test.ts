import { describe, expect, it } from 'vitest';
import { seedOrganizationVolume } from '../../src/server/areas/organizations/seed-volume';
import { getOrganization, listOrganizations } from '../../src/server/areas/organizations/service';
import { organizationListQuery } from '../../src/shared/contracts/organizations';
import { queryPlanGuard, ROWS } from '../support/query-plan-guard';

/**
 * The query-plan guard of the organization list and detail (support/query-plan-guard.ts): every shape the
 * screen and the selectors send (the B2B customer filter: name order with a name search), at 100,000
 * organizations with two administrators each on average.
 */
const guard = queryPlanGuard((db) => seedOrganizationVolume(db, ROWS), ['organization', 'organization_admin']);
const { plansOf } = guard;

describe(`the organization list at ${ROWS} organizations reads through indexes`, () => {
  for (const [label, query] of [
    ['default (lastModifiedDate, newest first)', {}],
    ['lastModifiedDate ascending', { sort: 'lastModifiedDate,ASC' }],
    ['name ascending (the selectors)', { sort: 'name,ASC', size: '20' }],
    ['name descending', { sort: 'name,DESC' }],
    ['the deepest page', { page: '999' }],
    ['a name search', { name: 'globex academy 42' }],
    ['a name search matching many', { name: 'volume' }],
    ['a name search by name order (the customer filter)', { name: 'acme', sort: 'name,ASC', size: '20' }],
    ['a name of two characters', { name: '42' }],
    ['a name of one character', { name: 'x' }],
  ] as const) {
    it(`GET /organizations: ${label}`, async () => {
      const q = organizationListQuery.parse(query);
      for (const table of ['organization', 'organization_admin']) {
        for (const plan of await plansOf(table, () => listOrganizations(guard.database().db, q))) {
          expect(plan.problems, `${table}: ${plan.query}`).toEqual([]);
        }
      }
    });
  }

  it('GET /organizations/{id}: the row and its administrators through their indexes', async () => {
    const [row] = await guard.database().raw<{ id: number }>('select id from organization order by id desc limit 1');
    for (const table of ['organization', 'organization_admin']) {
      for (const plan of await plansOf(table, () => getOrganization(guard.database().db, row?.id ?? 1))) {
        expect(plan.problems, `${table}: ${plan.query}`).toEqual([]);
      }
    }
  });
});
