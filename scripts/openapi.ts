// npm run openapi [-- <file>] — writes the OpenAPI document of both API families (what /api/docs
// serves), generated from the endpoint objects, to <file> (default: stdout). CI lints it with Spectral.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createServer } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

// An external issuer keeps the built-in provider (and so the database) out of it: the document
// depends on the endpoint objects only.
const config = loadConfig({ OIDC_ISSUER: 'https://issuer.invalid/', SEED_DEMO: 'false' }, { serveWeb: false });
const database = await openDatabase({ databaseUrl: '', dataDir: '', pglite: new PGlite() });
const { app } = await createServer({ config, database, logger: false });
await app.ready();
const document = JSON.stringify(app.swagger(), null, 2);
await app.close();
await database.close();
const file = process.argv[2];
if (file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${document}\n`);
} else process.stdout.write(`${document}\n`);
