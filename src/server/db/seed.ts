import { seedAreas } from '../areas';
import { seedStaff } from '../auth/demo-accounts';
import type { Db } from './client';

/**
 * Loads what a new portal needs: reference data, the demo staff accounts and every area's demo data.
 * Idempotent: running it again changes nothing that is already there.
 */
export async function seedAll(db: Db): Promise<void> {
  await seedStaff(db);
  await seedAreas(db);
}
