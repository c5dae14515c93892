import { eq } from 'drizzle-orm';
import type { EntitlementSource, EntitlementStatus } from '../../../shared/domain/entitlement';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import { contentProduct } from '../content-products';
import { entitledCourseColumns, entitlementOfCourse } from './course-grant';
import { entitlement } from './tables';

/**
 * The entitlement a subscription grants follows it (issue 22): the billing engine moves its status and
 * its end with each change of the subscription, in the subscription's transaction. The change is audited
 * as the subscription's.
 */
export async function syncSubscriptionEntitlement(
  tx: Db,
  id: number,
  next: { status: EntitlementStatus; expiresAt: Date | null },
  now: Date,
): Promise<void> {
  await tx
    .update(entitlement)
    .set({
      status: next.status,
      expirationAt: next.expiresAt,
      updatedAt: now,
      rowVersion: nextVersion(entitlement.rowVersion),
    })
    .where(eq(entitlement.id, id));
}

/**
 * A new entitlement of a subscription the engine made for a customer (a redeemed gift: source
 * ECOM_GIFT): the subscription's course, ACTIVE until `expiresAt`, in the subscription's transaction.
 * Null when the course no longer exists.
 */
export async function grantSubscriptionEntitlement(
  tx: Db,
  grant: { customerId: number; contentProductId: number; source: EntitlementSource; expiresAt: Date | null },
  now: Date,
): Promise<number | null> {
  const [course] = await tx
    .select(entitledCourseColumns)
    .from(contentProduct)
    .where(eq(contentProduct.id, grant.contentProductId));
  if (!course) return null;
  const [row] = await tx
    .insert(entitlement)
    .values(entitlementOfCourse(course, { ...grant, isSubscription: true }, now))
    .returning({ id: entitlement.id });
  return row?.id ?? null;
}
