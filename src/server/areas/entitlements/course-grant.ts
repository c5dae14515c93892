import type { EntitlementSource, EntitlementStatus } from '../../../shared/domain/entitlement';
import { contentProduct } from '../content-products';
import type { entitlement } from './tables';

/** What an entitlement copies of its course when given (the select list of every grant, the add and the seed). */
export const entitledCourseColumns = {
  id: contentProduct.id,
  productId: contentProduct.productId,
  isbn: contentProduct.isbn,
  name: contentProduct.name,
  languageId: contentProduct.languageId,
};
export interface EntitledCourse {
  id: number;
  productId: string;
  isbn: string;
  name: string;
  languageId: number;
}

/**
 * A new entitlement's row for a course (the add, a subscription's or a voucher's grant, the demo seed):
 * what it copies of the course, whose it is, where it comes from, its status (ACTIVE unless told) and end
 * (null: none), made at `at`.
 */
export function entitlementOfCourse(
  course: EntitledCourse,
  grant: {
    customerId: number;
    source: EntitlementSource;
    isSubscription: boolean;
    expiresAt: Date | null;
    status?: EntitlementStatus;
  },
  at: Date,
) {
  return {
    customerId: grant.customerId,
    contentProductId: course.id,
    productPublicId: course.productId,
    isbn: course.isbn,
    productName: course.name,
    languageId: course.languageId,
    isSubscription: grant.isSubscription,
    status: grant.status ?? 'ACTIVE',
    source: grant.source,
    expirationAt: grant.expiresAt,
    createdAt: at,
    updatedAt: at,
  } satisfies typeof entitlement.$inferInsert;
}
