// npm run db:migrate — applies the committed migrations (embedded ./data or DATABASE_URL).
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await database.close();
console.log(`migrated (${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
