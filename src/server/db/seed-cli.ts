// npm run seed — migrates, then loads the reference data and demo accounts (idempotent).
// npm run seed -- --customers N — then adds N volume customers (~3 entitlements each; issue 10), with
// timings. Not idempotent: every run adds N more. Meant for PostgreSQL (1,000,000 in a few minutes);
// works on the embedded database for small N.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { exitIfLocked } from './embedded-lock';
import { seedAll } from './seed';
import { seedVolumeCustomers } from './seed-volume-customers';

const { values } = parseArgs({ options: { customers: { type: 'string' } } });
const customers = values.customers === undefined ? 0 : Number(values.customers.replace(/[_,]/g, ''));
if (!Number.isSafeInteger(customers) || customers < 0) {
  console.error(`usage: npm run seed [-- --customers N]; '${values.customers}' is not a number of customers`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config).catch(exitIfLocked);
await database.migrate();
await seedAll(database.db);
const where = database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL';
if (customers > 0) {
  const started = Date.now();
  console.log(`seeding ${customers} volume customers (${where}) …`);
  const counts = await seedVolumeCustomers(database.db, {
    customers,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `seeded ${counts.customers} customers, ${counts.organizations} organizations, ${counts.entitlements} entitlements, ${counts.subscriptions} billing subscriptions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
await database.close();
console.log(`seeded (${where})`);
