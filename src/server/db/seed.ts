import { sql } from 'drizzle-orm';
import { seedAreas } from '../areas';
import { seedReference } from '../areas/reference';
import { seedStaff } from '../auth/demo-accounts';
import type { ServerConfig } from '../config';
import type { Db } from './client';

/**
 * Loads what a new portal needs: reference data, the demo staff accounts and every area's demo data.
 * Idempotent: running it again changes nothing that is already there. `now` anchors demo times that
 * must stay relative to the clock (a promotion started 60 days ago); tests pass their clock's start.
 */
export async function seedAll(db: Db, now = new Date()): Promise<void> {
  await seedStaff(db);
  await seedAreas(db, now);
  // Fresh statistics for what was loaded: the planner's estimates are the totals of large searches
  // (list-count.ts), and the embedded database has no autovacuum to gather them.
  await db.execute(sql`analyze`);
}

/**
 * What the server loads on start: everything with SEED_DEMO; otherwise the reference data alone (a
 * portal without languages and currencies cannot work), and no demo account.
 */
export async function seedOnStart(db: Db, config: Pick<ServerConfig, 'seedDemo'>): Promise<void> {
  if (config.seedDemo) await seedAll(db);
  else await seedReference(db);
}
