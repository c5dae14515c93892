import { type SQL, sql } from 'drizzle-orm';
import { type Page, toPage } from '../../../shared/contracts/common';
import type { Organization, OrganizationListQuery } from '../../../shared/contracts/organizations';
import type { Db } from '../../db/client';
import { listTotal } from '../../db/list-count';
import { inPageIds } from '../../db/list-page';
import { bytewise, listSort } from '../../db/list-sort';
import { likeContains } from '../../db/sql';
import { organization } from './tables';

/**
 * Organizations (spec 3 §9; CUS-LIST-14): the list that fills the B2B customer filter and names a B2B
 * customer's organization. Name order is byte-wise (organization_sort_name); the name search is served
 * by the trigram index.
 */

const ORGANIZATION_SORT = listSort<'name' | 'createdDate', typeof organization>(
  (t) => ({ name: bytewise(t.name), createdDate: t.createdAt }),
  (t) => t.id,
);

function filters(q: OrganizationListQuery): SQL | undefined {
  return q.name ? sql`${organization.name} ilike ${likeContains(q.name)}` : undefined;
}

/** GET /organizations: the page's ids first, read in index order, then those rows. */
export async function listOrganizations(db: Db, q: OrganizationListQuery): Promise<Page<Organization>> {
  const where = filters(q);
  const order = ORGANIZATION_SORT.orderBy(organization, q.sort);
  const pageIds = db
    .select({ id: organization.id })
    .from(organization)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(q.page * q.size);
  const content = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inPageIds(organization.id, pageIds))
    .orderBy(...order);
  const total = await listTotal(db, sql`from ${organization}${where ? sql` where ${where}` : sql``}`);
  return toPage(content, total, q);
}
