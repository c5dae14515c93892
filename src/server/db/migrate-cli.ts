// npm run db:migrate — applies the committed migrations (embedded ./data or DATABASE_URL).
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { exitIfLocked } from './embedded-lock';

const config = loadConfig();
const database = await openDatabase(config).catch(exitIfLocked);
await database.migrate();
await database.close();
console.log(`migrated (${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
