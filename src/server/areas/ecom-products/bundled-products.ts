import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentProduct } from '../content-products';

export interface BundledProduct {
  name: string;
  isbn: string;
  course: string | null;
}

/**
 * The bundled products of these courses, read once for the set: a function that answers a course's
 * list (its ids in order, the ones that still exist), as the plan panel and the plan form's course show it.
 */
export async function bundledProductsOf(
  db: Db,
  courses: readonly { bundledProductIds: number[] }[],
): Promise<(ids: readonly number[]) => BundledProduct[]> {
  const ids = [...new Set(courses.flatMap((c) => c.bundledProductIds))];
  const rows = ids.length
    ? await db
        .select({
          id: contentProduct.id,
          name: contentProduct.name,
          isbn: contentProduct.isbn,
          course: contentProduct.courseName,
        })
        .from(contentProduct)
        .where(inArray(contentProduct.id, ids))
    : [];
  return (bundledIds) =>
    bundledIds.flatMap((id) => {
      const b = rows.find((x) => x.id === id);
      return b ? [{ name: b.name, isbn: b.isbn, course: b.course }] : [];
    });
}
