// npm run seed — migrates, then loads the reference data and demo accounts (idempotent).
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { exitIfLocked } from './embedded-lock';
import { seedAll } from './seed';

const config = loadConfig();
const database = await openDatabase(config).catch(exitIfLocked);
await database.migrate();
await seedAll(database.db);
await database.close();
console.log(`seeded (${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
