import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentProduct } from '../content-products';
import { entitledCourseColumns, entitlementOfCourse } from './course-grant';
import { entitlement } from './tables';

/**
 * The entitlements a voucher redemption or a seat assignment gives (issue 24; the vouchers area's engine
 * calls it in the redemption's transaction): one ACTIVE entitlement per course of the voucher group, of
 * source B2B_REDEMPTION or B2B_SEAT_ASSIGNMENT, naming the group, the code and the voucher type (the
 * entitlement's SINGLE or MASTER: CONF-19), until `expiresAt` (null: open-ended). A subscription or All
 * Access course is a subscription entitlement. Answers the new ids, in the courses' order.
 */
export async function grantVoucherEntitlements(
  tx: Db,
  grant: {
    customerId: number;
    contentProductIds: readonly number[];
    source: 'B2B_REDEMPTION' | 'B2B_SEAT_ASSIGNMENT';
    expiresAt: Date | null;
    voucherGroupId: number;
    voucherCode: string;
    voucherType: 'SINGLE' | 'MASTER';
  },
  now: Date,
): Promise<number[]> {
  if (grant.contentProductIds.length === 0) return [];
  const courses = await tx
    .select({ ...entitledCourseColumns, productType: contentProduct.productType })
    .from(contentProduct)
    .where(inArray(contentProduct.id, [...grant.contentProductIds]));
  const byId = new Map(courses.map((c) => [c.id, c]));
  const rows = grant.contentProductIds.flatMap((id) => {
    const course = byId.get(id);
    if (!course) return [];
    const isSubscription = course.productType === 'SUBSCRIPTION' || course.productType === 'ALL_ACCESS';
    return [
      {
        ...entitlementOfCourse(course, { ...grant, isSubscription }, now),
        voucherGroupId: grant.voucherGroupId,
        voucherCode: grant.voucherCode,
        voucherType: grant.voucherType,
      },
    ];
  });
  if (rows.length === 0) return [];
  const inserted = await tx.insert(entitlement).values(rows).returning({ id: entitlement.id });
  return inserted.map((r) => r.id);
}
