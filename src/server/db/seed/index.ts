import type { Db } from '../client';
import { seedContentCatalog } from './content-catalog';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoMiniCourses } from './demo-mini-courses';
import { seedReference } from './reference';
import { seedStaff } from './staff';

/**
 * Loads what a new portal needs: reference data and the demo staff accounts. Idempotent: running it
 * again changes nothing that is already there.
 */
export async function seedAll(db: Db): Promise<void> {
  await seedReference(db);
  await seedStaff(db);
  await seedContentCatalog(db);
  await seedDemoMiniCourses(db);
  await seedDemoCatalog(db);
}
