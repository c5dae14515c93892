import { describe, expect, it } from 'vitest';
import { seedOrganizationVolume } from '../../src/server/areas/organizations/seed-volume';
import { getOrganization, listOrganizations } from '../../src/server/areas/organizations/service';
import { organizationListQuery } from '../../src/shared/contracts/organizations';
import { expectDeepPagesInOrder } from '../support/deep-pages';
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
    ['a name a third of the way into name order', { name: 'hooli', sort: 'name,ASC', size: '20' }],
    ['a name by name order, descending', { name: 'hooli', sort: 'name,DESC' }],
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

  it('GET /organizations: the deepest page once its total is known (from its day: migration 0028)', async () => {
    const q = organizationListQuery.parse({ page: '999' });
    const twice = () => listOrganizations(guard.database().db, q).then(() => listOrganizations(guard.database().db, q));
    for (const plan of await plansOf('organization', twice)) expect(plan.problems, plan.query).toEqual([]);
  });

  it('GET /organizations/{id}: the row and its administrators through their indexes', async () => {
    const [row] = await guard.database().raw<{ id: number }>('select id from organization order by id desc limit 1');
    for (const table of ['organization', 'organization_admin']) {
      for (const plan of await plansOf(table, () => getOrganization(guard.database().db, row?.id ?? 1))) {
        expect(plan.problems, `${table}: ${plan.query}`).toEqual([]);
      }
    }
  });
});

/**
 * A type-ahead sorted by name whose matches are too many to sort walks the name order's index and tests
 * each entry's stored lower case with LIKE (db/short-grams.ts likeStoredLower): the same rows as ILIKE, for
 * capitals outside ASCII and for a LIKE wildcard searched as itself. ('hooli' is such a walk that reads a
 * third of the index before its matches, from the index's entries alone: the guard above would count that
 * as discarded rows, did it not start where the first organization holding its pieces is: migration 0027.)
 */
describe('the name-ordered walk finds what ILIKE finds', () => {
  it('pages through the same rows as ILIKE on the name', async () => {
    const { db, raw } = guard.database();
    // More matches than a page is sorted from (SORTED_MATCHES_UP_TO), spelled in both cases.
    await raw(`insert into organization (name) select case when g % 2 = 0 then 'ZÜRICH_ÉCOLE ' else 'zürich_école ' end
      || g from generate_series(1, 3000) as g`);
    // Not matches of 'zürich_é': the underscore is searched as itself.
    await raw(`insert into organization (name) select 'Zürich-École ' || g from generate_series(1, 50) as g`);
    await raw('analyze organization');
    // In name order (walked with the stored lower case) and newest first (walked with ILIKE: a first page).
    const orders = {
      'name,ASC': 'name collate "C", id',
      'name,DESC': 'name collate "C" desc, id desc',
      'lastModifiedDate,DESC': 'updated_at desc, id desc',
    };
    // The first and the last in name order renamed to hold 'hooli' (the update trigger widens its pieces'
    // bounds: migration 0027), and one that held it renamed away (its bounds stay, only looser).
    await raw(`update organization set name = 'AAA Hooli first' where id = (select id from organization
      order by name collate "C", id limit 1)`);
    await raw(`update organization set name = 'zzz hOOLI last' where id = (select id from organization
      order by name collate "C" desc, id desc limit 1)`);
    await raw(`update organization set name = 'Renamed away' where id = (select id from organization
      where name like 'Volume Hooli%' order by name collate "C", id limit 1)`);
    for (const name of ['zürich_é', 'ZÜRICH_ÉCOLE 1', 'hooli', 'üRiCh', 'Hooli Learning', 'rich_É']) {
      for (const [sort, order] of Object.entries(orders)) {
        for (const page of [0, 3]) {
          const q = organizationListQuery.parse({ name, sort, size: '20', page: String(page) });
          const answer = await listOrganizations(db, q);
          const want = await raw<{ id: number }>(
            `select id from organization where name ilike $1 order by ${order} limit 20 offset ${page * 20}`,
            [`%${name.replaceAll('_', '\\_')}%`],
          );
          const label = `${name} ${sort} page ${page}`;
          expect(
            answer.content.map((o) => o.id),
            label,
          ).toEqual(want.map((r) => r.id));
          expect(answer.content.length, label).toBe(20);
        }
      }
    }
  });
});

/**
 * A deep page in last-modified order starts at its day (organization_day_count, kept by statement
 * triggers): the same rows as the plain walk, before and after rows are edited (moved to today),
 * inserted and deleted.
 */
describe('deep pages of the organization list start at their day', () => {
  it('pages as the plain order does, through edits, inserts and deletes', async () => {
    const { db, raw } = guard.database();
    const listed = async (direction: string, offset: number, size: number) => {
      const sort = `lastModifiedDate,${direction.toUpperCase()}`;
      const q = organizationListQuery.parse({ sort, page: String(offset / size), size: String(size) });
      return (await listOrganizations(db, q)).content.map((o) => o.id);
    };
    await expectDeepPagesInOrder(raw, 'organization', listed);
    await raw(`update organization set updated_at = now() - make_interval(days => id % 3) where id % 97 = 0`);
    await raw(`delete from organization where id % 101 = 0 and id not in (select organization_id from customer
      where organization_id is not null) and id not in (select organization_id from voucher_group)`);
    await raw(`insert into organization (name, updated_at) select 'Day count ' || g, now() - make_interval(days => g)
      from generate_series(1, 300) as g`);
    await expectDeepPagesInOrder(raw, 'organization', listed);
  });
});
