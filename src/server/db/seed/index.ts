import type { Db } from '../client';
import { seedReference } from './reference';
import { seedStaff } from './staff';

/**
 * Loads what a new portal needs: reference data and the demo staff accounts. Idempotent: running it
 * again changes nothing that is already there.
 */
export async function seedAll(db: Db): Promise<void> {
  await seedReference(db);
  await seedStaff(db);
}
