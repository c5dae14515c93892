import { eq } from 'drizzle-orm';
import type { EntitlementStatus } from '../../../shared/domain/entitlement';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
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
