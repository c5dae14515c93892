import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentProduct } from '../content-products';

export interface BundledProduct {
  name: string;
  isbn: string;
  course: string | null;
}

/** The names of these content products (none read when there are no ids): its ISBN, name and course name. */
export async function readCourseNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contentProduct.id,
      name: contentProduct.name,
      isbn: contentProduct.isbn,
      courseName: contentProduct.courseName,
    })
    .from(contentProduct)
    .where(inArray(contentProduct.id, [...ids]));
}

/**
 * The bundled products of these courses, read once for the set: a function that answers a course's
 * list (its ids in order, the ones that still exist), as the plan panel and the plan form's course show it.
 */
export async function bundledProductsOf(
  db: Db,
  courses: readonly { bundledProductIds: number[] }[],
): Promise<(ids: readonly number[]) => BundledProduct[]> {
  const rows = await readCourseNames(db, [...new Set(courses.flatMap((c) => c.bundledProductIds))]);
  return (bundledIds) =>
    bundledIds.flatMap((id) => {
      const b = rows.find((x) => x.id === id);
      return b ? [{ name: b.name, isbn: b.isbn, course: b.courseName }] : [];
    });
}
