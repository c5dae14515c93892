import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * How a list reads one page (docs/decisions.md, "Deep pages"): the page's ids first, read in index
 * order (an index-only walk of the sort key, so skipping rows costs index entries, not table rows), then
 * those rows with their joins.
 *
 * The rows are matched as `id = any(array(<ids>))`, not `id in (<ids>)`: PostgreSQL runs the ids once
 * (an InitPlan) and fetches each row by its key, and plans that in a third of the time of the IN's
 * semi-join (at 1,000,000 customers, planning was most of a search's cost).
 */
export const inPageIds = (id: AnyColumn, pageIds: SQLWrapper): SQL => sql`${id} = any(array(${pageIds}))`;
