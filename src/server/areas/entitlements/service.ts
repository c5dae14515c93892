import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Entitlement,
  entitlementCreateBody,
  entitlementRestoreBody,
  entitlementUpdateBody,
} from '../../../shared/contracts/entitlements';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import {
  canEditEntitlement,
  canRevokeEntitlement,
  ENTITLEMENT_MESSAGES as MESSAGES,
  RESTORABLE_SOURCES,
} from '../../../shared/domain/entitlement';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalid, notFound, refused, stale } from '../../errors';
import { entityAudit, recordAudit } from '../audit';
import { contentProduct } from '../content-products';
import { customer, customerIdByAuth0Id } from '../customers';
import { entitledCourseColumns, entitlementOfCourse } from './course-grant';
import { entitlementOf, PUBLISHED_STATUS } from './read';
import { entitlement } from './tables';

export { assertMayListEntitlements, listEntitlementCourses, listEntitlements } from './read';

/**
 * The writes of the entitlements area (API-P-10..13): add an Admin entitlement, change its expiration,
 * revoke, restore. Each is one transaction with its audit entry; refusals use the messages of
 * src/shared/domain/entitlement.ts.
 */

export const ENTITLEMENT_ENTITY = 'entitlement';
/** Restore is audited on the customer whose entitlements it brings back (one entry per customer). */
export const RESTORE_ENTITY = 'customer';

type CreateBody = z.infer<typeof entitlementCreateBody>;
type UpdateBody = z.infer<typeof entitlementUpdateBody>;
type RestoreBody = z.infer<typeof entitlementRestoreBody>;

/** 00:00 UTC of the clock's day, as epoch milliseconds. */
export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/**
 * CUS-ENTM-03/07: the expiration (epoch milliseconds) may not be before today (UTC). The "start date" of
 * the rule is today for an add and the created date for an edit, which is never after today: today
 * decides both.
 */
function checkExpiration(expirationTimestamp: number, clock: Clock): Date {
  if (expirationTimestamp < startOfUtcDay(clock.now())) throw invalid('expirationTimestamp', MESSAGES.expirationPast);
  return new Date(expirationTimestamp);
}

/** The audited fields of an entitlement. */
const audited = (e: Entitlement) => ({
  customerId: e.customerId,
  productId: e.productId,
  isbn: e.isbn,
  productName: e.productName,
  source: e.source,
  status: e.status,
  isSubscription: e.isSubscription,
  expirationDate: e.expirationDate,
});

/** The entitlement row, locked for the rest of the transaction; 404 when there is none. */
async function lockEntitlement(tx: Db, id: number) {
  const [row] = await tx.select().from(entitlement).where(eq(entitlement.id, id)).for('update');
  if (!row) throw notFound(MESSAGES.notFound(id));
  return row;
}

const audit = entityAudit(ENTITLEMENT_ENTITY);

/**
 * POST /entitlements (API-P-11): an ACTIVE one-shot ADMIN entitlement of the customer with this Auth0
 * id to the published content product with this ISBN (its public id, ISBN, name and language copied),
 * until the expiration.
 */
export async function createEntitlement(
  db: Db,
  body: CreateBody,
  actor: Principal,
  clock: Clock,
): Promise<Entitlement> {
  const isbn = body.isbn.trim();
  if (!isbn) throw invalid('isbn', MESSAGES.courseRequired);
  const expirationAt = checkExpiration(body.expirationTimestamp, clock);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select(entitledCourseColumns)
      .from(contentProduct)
      .where(and(eq(contentProduct.isbn, isbn), eq(contentProduct.status, PUBLISHED_STATUS)));
    if (!product) throw invalid('isbn', MESSAGES.courseNotPublished);
    const owner = await customerIdByAuth0Id(tx, body.auth0Id.trim());
    if (!owner) throw notFound(MESSAGES.customerNotFound);
    const [row] = await tx
      .insert(entitlement)
      .values(
        entitlementOfCourse(
          product,
          { customerId: owner.id, source: 'ADMIN', isSubscription: false, expiresAt: expirationAt },
          now,
        ),
      )
      .returning({ id: entitlement.id });
    if (!row) throw new Error('entitlement not written');
    const after = await entitlementOf(tx, row.id);
    await audit(tx, actor, 'create', row.id, null, audited(after), now);
    return after;
  });
}

/**
 * PUT /entitlements/{id} (API-P-12): the new expiration of an ACTIVE ADMIN entitlement (CUS-ENT-06);
 * 409 for any other, and 409 with the current values when someone saved since `readVersion` (If-Match).
 * The same expiration changes nothing.
 */
export async function updateEntitlement(
  db: Db,
  id: number,
  body: UpdateBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<Entitlement> {
  const expirationAt = checkExpiration(body.expirationTimestamp, clock);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockEntitlement(tx, id);
    const before = await entitlementOf(tx, id);
    if (row.rowVersion !== readVersion) throw stale(MESSAGES.stale(before.expirationDate), before);
    if (!canEditEntitlement(row)) throw refused(MESSAGES.notEditable);
    if (row.expirationAt?.getTime() === expirationAt.getTime()) return before;
    await tx
      .update(entitlement)
      .set({ expirationAt, updatedAt: now, rowVersion: nextVersion(entitlement.rowVersion) })
      .where(eq(entitlement.id, id));
    const after = await entitlementOf(tx, id);
    await audit(
      tx,
      actor,
      'update',
      id,
      { expirationDate: before.expirationDate },
      { expirationDate: after.expirationDate },
      now,
    );
    return after;
  });
}

/**
 * PUT /entitlements/{id}/revoke (API-P-13): an ACTIVE ADMIN, OKTA or AMAZON entitlement, or a one-shot
 * ECOM one, becomes REVOKED (CUS-ENT-07); 409 for any other.
 */
export async function revokeEntitlement(db: Db, id: number, actor: Principal, clock: Clock): Promise<Entitlement> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockEntitlement(tx, id);
    if (!canRevokeEntitlement(row)) throw refused(MESSAGES.notRevocable);
    await tx
      .update(entitlement)
      .set({ status: 'REVOKED', updatedAt: now, rowVersion: nextVersion(entitlement.rowVersion) })
      .where(eq(entitlement.id, id));
    const after = await entitlementOf(tx, id);
    await audit(tx, actor, 'revoke', id, { status: row.status }, { status: after.status }, now);
    return after;
  });
}

/**
 * POST /entitlements/restore (API-P-10, CUS-ENT-13): for each B2C customer, its REVOKED entitlements of
 * a restorable source (Naviga, eCom, eCom Naviga) that have not expired become ACTIVE again. Every
 * customer must exist (404) and be B2C (409); otherwise nothing is written. One audit entry per
 * customer, naming the entitlements it brought back.
 */
export async function restoreEntitlements(
  db: Db,
  body: RestoreBody,
  actor: Principal,
  clock: Clock,
): Promise<{ restored: number }> {
  const ids = [...new Set(body.customerIds)].sort((a, b) => a - b);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: customer.id, isB2b: customer.isB2b })
      .from(customer)
      .where(inArray(customer.id, ids))
      .for('share');
    const byId = new Map(found.map((c) => [c.id, c]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound(CUSTOMER_MESSAGES.notFound(missing));
    if (found.some((c) => c.isB2b)) throw refused(MESSAGES.restoreB2cOnly);
    let restored = 0;
    for (const customerId of ids) {
      const rows = await tx
        .update(entitlement)
        .set({ status: 'ACTIVE', updatedAt: now, rowVersion: nextVersion(entitlement.rowVersion) })
        .where(
          and(
            eq(entitlement.customerId, customerId),
            eq(entitlement.status, 'REVOKED'),
            inArray(entitlement.source, [...RESTORABLE_SOURCES]),
            or(isNull(entitlement.expirationAt), gt(entitlement.expirationAt, now)),
          ),
        )
        .returning({ id: entitlement.id });
      const entitlementIds = rows.map((r) => r.id).sort((a, b) => a - b);
      restored += entitlementIds.length;
      await recordAudit(tx, {
        actor,
        action: 'restore',
        entityType: RESTORE_ENTITY,
        entityId: customerId,
        before: { entitlementIds, status: 'REVOKED' },
        after: { entitlementIds, status: 'ACTIVE' },
        at: now,
      });
    }
    return { restored };
  });
}
