import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Page, toPage } from '../../../shared/contracts/common';
import type {
  CheckedOrganizationBody,
  GroupAdmin,
  OrganizationDetail,
  OrganizationListItem,
  OrganizationListQuery,
  SendOnboardingEmailBody,
} from '../../../shared/contracts/organizations';
import {
  adminEmailKey,
  type DeliveryStatus,
  ORGANIZATION_MESSAGES as MESSAGES,
  type OrganizationEdit,
  organizationEdit,
} from '../../../shared/domain/organization';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { containing, listSearch } from '../../db/list-search';
import { bytewise, listSort } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { lockRow } from '../../db/sql';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, isForeignKeyViolation, notFound, refused, stale } from '../../errors';
import { entityAudit } from '../audit';
import { emailOutbox, enqueueEmail, type OutboxState } from '../email';
import { onboardingEmail } from './onboarding-email';
import { customersInOrganization, voucherGroupsInOrganization } from './ports';
import { organization, organizationAdmin } from './tables';

/**
 * Organizations (spec 3 §2.6, §3, §7; API-M-35…40, checklist 11.1): the list (also the B2B customer
 * filter's and the voucher selector's), the detail with its group administrators, add, versioned edit,
 * delete, and the on-boarding email, whose delivery status is read from the email outbox. Each write is
 * one transaction with its audit entry.
 */

export const ORGANIZATION_ENTITY = 'organization';
const audit = entityAudit(ORGANIZATION_ENTITY);

/**
 * GET /organizations order keys: last modified (organization_updated_idx: updated_at, id) and the name,
 * byte-wise (organization_sort_name).
 */
const ORGANIZATION_SORT = listSort<'lastModifiedDate' | 'name', typeof organization>(
  (t) => ({ lastModifiedDate: t.updatedAt, name: bytewise(t.name) }),
  (t) => t.id,
);

/** The outer row, named in full (inside a subquery drizzle would print a bare `id`). */
const ORGANIZATION_ID = sql`"organization"."id"`;

const listColumns = {
  id: organization.id,
  name: organization.name,
  description: organization.description,
  allowedLoginDomains: organization.allowedLoginDomains,
  createdAt: organization.createdAt,
  updatedAt: organization.updatedAt,
  groupAdminCount: sql<number>`(select count(*)::int from ${organizationAdmin} as a where a.organization_id = ${ORGANIZATION_ID})`,
};
type ListRow = {
  id: number;
  name: string;
  description: string;
  allowedLoginDomains: string;
  createdAt: Date;
  updatedAt: Date;
  groupAdminCount: number;
};

/** GET /organizations: the name filter through organization_name_trgm_idx (three characters and more) or the short pieces. */
const organizationList = listSearch<OrganizationListQuery, ListRow>({
  name: 'organizations',
  table: organization,
  id: organization.id,
  filters: {
    // A walk tests the stored lower case each entry of either sort's index holds (from the index alone); a
    // type-ahead sorted by name walks organization_sort_name from where the text's pieces first appear in
    // name order (organization_name_gram, migration 0027).
    name: containing(organization.name, (q) => q.name, 'organization_name_trgm_idx, organization_name_grams_idx', {
      sortedBy: (q) => q.sort.field === 'name',
      storedLower: 'everySort',
      gramBounds: {
        key: sql`(${bytewise(organization.name)}, ${organization.id})`,
        descending: (q) => q.sort.direction === 'DESC',
      },
    }),
  },
  order: (q) => ({ key: `${q.sort.field}${q.sort.direction}`, order: ORGANIZATION_SORT.orderBy(organization, q.sort) }),
  rows: (db, extra) => db.select({ ...listColumns, ...extra }).from(organization),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A deep page in last-modified order starts at its day (organization_day_count, migration 0028).
  dayCounts: {
    column: organization.updatedAt,
    direction: (q) => (q.sort.field === 'lastModifiedDate' ? q.sort.direction : undefined),
  },
});

const toListItem = (row: ListRow): OrganizationListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  allowedLoginDomains: row.allowedLoginDomains,
  groupAdminCount: row.groupAdminCount,
  createdDate: row.createdAt.toISOString(),
  lastModifiedDate: row.updatedAt.toISOString(),
});

/** GET /organizations (API-M-35): the page's ids first, read in index order, then those rows; the count capped. */
export async function listOrganizations(db: Db, q: OrganizationListQuery): Promise<Page<OrganizationListItem>> {
  const { rows, total } = await organizationList.page(db, q, { offset: q.page * q.size, size: q.size });
  return toPage(rows.map(toListItem), total, q);
}

// ---- The detail ---------------------------------------------------------------------------------------

/** An administrator as the detail's statement reads it: the state of its last on-boarding email joined. */
interface AdminRow {
  email: string;
  name: string;
  telephone: string;
  hasSentEmail: boolean;
  state: OutboxState | null;
}

/**
 * The group administrators of the outer organization, in their order, each with the outbox state of its
 * last on-boarding email: one JSON array made by the database in the row's own statement.
 */
const adminsOf = sql<AdminRow[]>`coalesce((
  select json_agg(json_build_object('email', a.email, 'name', a.name, 'telephone', a.telephone,
    'hasSentEmail', a.has_sent_email, 'state', o.state) order by a.position, a.id)
  from ${organizationAdmin} as a left join ${emailOutbox} as o on o.id = a.last_email_id
  where a.organization_id = ${ORGANIZATION_ID}), '[]'::json)`;

/**
 * ORG-17: the wire's delivery status of an outbox state: SENDING while queued or in flight, DELIVERY once
 * the mail server accepted it (or, without SMTP_URL, once it was kept: decided), BOUNCE when the server
 * refused it for good, FAILED when every attempt failed; null when no message is known.
 */
const DELIVERY_OF_STATE: Readonly<Record<OutboxState, DeliveryStatus>> = {
  pending: 'SENDING',
  sending: 'SENDING',
  sent: 'DELIVERY',
  kept: 'DELIVERY',
  bounced: 'BOUNCE',
  failed: 'FAILED',
};
export const deliveryStatusOf = (state: string | null): DeliveryStatus | null =>
  state !== null && Object.hasOwn(DELIVERY_OF_STATE, state) ? DELIVERY_OF_STATE[state as OutboxState] : null;

type Row = typeof organization.$inferSelect;
type Found = { row: Row; admins: AdminRow[] };

const toAdmin = (a: AdminRow): GroupAdmin => ({
  email: a.email,
  name: a.name,
  telephone: a.telephone,
  hasSentEmail: a.hasSentEmail,
  deliveryStatus: deliveryStatusOf(a.state),
});

function toOrganization({ row, admins }: Found): OrganizationDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isCreatingSubgroupEnabled: row.isCreatingSubgroupEnabled,
    isAnalyticsReportingEnabled: row.isAnalyticsReportingEnabled,
    isCreatingAuth0AccountForSeatUserEnabled: row.isCreatingAuth0AccountForSeatUserEnabled,
    isAnalyticsUserTrackingEnabled: row.isAnalyticsUserTrackingEnabled,
    allowedLoginDomains: row.allowedLoginDomains,
    groupAdmins: admins.map(toAdmin),
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

/** One organization with its administrators: one named statement, planned once per connection. */
const organizationById = preparedPer((db) =>
  db
    .select({ row: organization, admins: adminsOf })
    .from(organization)
    .where(eq(organization.id, sql.placeholder('id')))
    .prepare('organization_by_id'),
);

/**
 * One organization. With `lock`, the row is locked first and read in a statement of its own, so its
 * administrators are read as committed by whoever held the lock before.
 */
async function readOrganization(db: Db, id: number, lock = false): Promise<Found> {
  if (lock && !(await lockRow(db, organization.id, id))) throw notFound(MESSAGES.notFound(id));
  const [found] = await organizationById(db).execute({ id });
  if (!found) throw notFound(MESSAGES.notFound(id));
  return found;
}

/** GET /organizations/{id} (API-M-37). */
export async function getOrganization(db: Db, id: number): Promise<OrganizationDetail> {
  return toOrganization(await readOrganization(db, id));
}

// ---- Writes -------------------------------------------------------------------------------------------

/**
 * A body as it is stored: every text trimmed (ORG-11, by the contract), the optional ones '', in the
 * order of organizationEdit (the unchanged-edit test compares the two as JSON).
 */
const checkBody = (body: CheckedOrganizationBody): OrganizationEdit =>
  organizationEdit({
    ...body,
    description: body.description ?? '',
    allowedLoginDomains: body.allowedLoginDomains ?? '',
    groupAdmins: (body.groupAdmins ?? []).map((a) => ({
      email: a.email,
      name: a.name ?? '',
      telephone: a.telephone ?? '',
    })),
  });

/** The organization row's columns of an edit (its administrators are rows of their own). */
const rowValues = ({ groupAdmins: _admins, ...row }: OrganizationEdit) => row;

/**
 * A write of a body (add, edit): the body as stored, in one transaction at the clock's now, then the
 * organization as written, audited with what staff edit before (null: a new one) and after; an edit that
 * changed nothing is not audited.
 */
async function writeOrganization(
  db: Db,
  body: CheckedOrganizationBody,
  action: 'CREATE' | 'UPDATE',
  actor: Principal,
  clock: Clock,
  write: (tx: Db, c: OrganizationEdit, now: Date) => Promise<{ id: number; before: OrganizationDetail | null }>,
): Promise<OrganizationDetail> {
  const c = checkBody(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { id, before } = await write(tx, c, now);
    const after = toOrganization(await readOrganization(tx, id));
    if (before && sameJson(organizationEdit(before), organizationEdit(after))) return after;
    await audit(tx, actor, action, id, before && organizationEdit(before), organizationEdit(after), now);
    return after;
  });
}

/** POST /organizations (API-M-36). */
export function createOrganization(
  db: Db,
  body: CheckedOrganizationBody,
  actor: Principal,
  clock: Clock,
): Promise<OrganizationDetail> {
  return writeOrganization(db, body, 'CREATE', actor, clock, async (tx, c, now) => {
    const [row] = await tx
      .insert(organization)
      .values({ ...rowValues(c), createdAt: now, updatedAt: now })
      .returning({ id: organization.id });
    if (!row) throw new Error('organization not written');
    if (c.groupAdmins.length) {
      await tx
        .insert(organizationAdmin)
        .values(c.groupAdmins.map((a, position) => ({ ...a, organizationId: row.id, position })));
    }
    return { id: row.id, before: null };
  });
}

/**
 * The administrators of an edit: one kept (the same email, case-insensitively) keeps its row, so its
 * on-boarding email's history (hasSentEmail, the last message) stays; its position, email text, name and
 * phone follow the edit. The others are removed or added.
 */
async function writeAdmins(tx: Db, organizationId: number, admins: OrganizationEdit['groupAdmins']): Promise<void> {
  const current = await tx
    .select({ id: organizationAdmin.id, email: organizationAdmin.email })
    .from(organizationAdmin)
    .where(eq(organizationAdmin.organizationId, organizationId));
  const byKey = new Map(current.map((a) => [adminEmailKey(a.email), a.id]));
  const kept = new Set<number>();
  const added: (OrganizationEdit['groupAdmins'][number] & { position: number })[] = [];
  for (const [position, admin] of admins.entries()) {
    const id = byKey.get(adminEmailKey(admin.email));
    if (id === undefined) added.push({ ...admin, position });
    else {
      kept.add(id);
      await tx
        .update(organizationAdmin)
        .set({ position, email: admin.email, name: admin.name, telephone: admin.telephone })
        .where(eq(organizationAdmin.id, id));
    }
  }
  const removed = current.filter((a) => !kept.has(a.id)).map((a) => a.id);
  if (removed.length) await tx.delete(organizationAdmin).where(inArray(organizationAdmin.id, removed));
  if (added.length) {
    await tx.insert(organizationAdmin).values(added.map((a) => ({ ...a, organizationId })));
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /organizations/{id} (API-M-38): everything staff edit; refused as stale (409, with the current
 * values) when someone saved since `readVersion`. An edit that changes nothing writes nothing.
 */
export function updateOrganization(
  db: Db,
  id: number,
  body: CheckedOrganizationBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<OrganizationDetail> {
  return writeOrganization(db, body, 'UPDATE', actor, clock, async (tx, c, now) => {
    const found = await readOrganization(tx, id, true);
    const before = toOrganization(found);
    if (found.row.rowVersion !== readVersion) throw stale(MESSAGES.stale, before);
    const had = organizationEdit(before);
    if (sameJson(had, c)) return { id, before };
    await tx
      .update(organization)
      .set({ ...rowValues(c), updatedAt: now, rowVersion: nextVersion(organization.rowVersion) })
      .where(eq(organization.id, id));
    if (!sameJson(had.groupAdmins, c.groupAdmins)) await writeAdmins(tx, id, c.groupAdmins);
    return { id, before };
  });
}

/**
 * DELETE /organizations/{id} (API-M-39) with its administrators. ORG-05 (decided): refused (409) while
 * customers belong to it or voucher groups name it, naming how many (each counted through its area's
 * port), so no customer or voucher group is left without its organization. The voucher groups' foreign
 * key stays the last guard.
 */
export async function deleteOrganization(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = toOrganization(await readOrganization(tx, id, true));
    // Under the row's lock: a customer or voucher group added meanwhile waits for this transaction (its
    // foreign key's lock, or the voucher group's own key share lock of the organization).
    const customers = await customersInOrganization.call(tx, id);
    if (customers > 0) throw refused(MESSAGES.stillUsed(before.name, customers));
    const groups = await voucherGroupsInOrganization.call(tx, id);
    if (groups > 0) throw refused(MESSAGES.stillHasVoucherGroups(before.name, groups));
    try {
      await tx.transaction((sp) => sp.delete(organization).where(eq(organization.id, id)));
    } catch (err) {
      // The last guard: a voucher group the count did not see (the savepoint is gone, the count reads again).
      if (!isForeignKeyViolation(err)) throw err;
      const named = Math.max(1, await voucherGroupsInOrganization.call(tx, id));
      throw refused(MESSAGES.stillHasVoucherGroups(before.name, named));
    }
    await audit(tx, actor, 'DELETE', id, organizationEdit(before), null, now);
  });
}

/**
 * POST /organizations/{id}/send-email (API-M-40): the on-boarding email to one of the organization's
 * administrators (as saved; the address compared case-insensitively), queued in the outbox in this
 * transaction. The administrator's hasSentEmail and last message are set, so its deliveryStatus is
 * SENDING until the jobs runner delivers it. Not an edit of the organization: its version stays.
 */
export async function sendOnboardingEmail(
  db: Db,
  id: number,
  body: SendOnboardingEmailBody,
  b2bSite: string,
  actor: Principal,
  clock: Clock,
): Promise<OrganizationDetail> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { row } = await readOrganization(tx, id, true);
    const [admin] = await tx
      .select()
      .from(organizationAdmin)
      .where(
        and(
          eq(organizationAdmin.organizationId, id),
          sql`lower(${organizationAdmin.email}) = ${adminEmailKey(body.email)}`,
        ),
      );
    if (!admin) throw invalid('email', MESSAGES.notAnAdmin(body.email));
    const outboxId = await enqueueEmail(tx, onboardingEmail(row.name, admin, b2bSite), actor, clock);
    await tx
      .update(organizationAdmin)
      .set({ hasSentEmail: true, lastEmailId: outboxId })
      .where(eq(organizationAdmin.id, admin.id));
    await audit(tx, actor, 'SEND_ONBOARDING_EMAIL', id, null, { email: admin.email, outboxId }, now);
    return toOrganization(await readOrganization(tx, id));
  });
}
