import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../db/embedded-lock';
import { printable } from './printable';
import { latestEmails } from './service';

/**
 * `npm run outbox [-- --limit N]`: the latest emails of the outbox (newest first) with their state,
 * recipient, subject and link, so a tester can follow a reset-password or checkout-link email without
 * a mail server. Reads the database the environment names (the embedded one by default; stop
 * `npm start` first, or set DATABASE_URL).
 */
const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 10;
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config).catch(exitIfLocked);
await database.migrate();
const rows = await latestEmails(database.db, limit);
if (rows.length === 0) console.log('The outbox is empty.');
for (const row of rows) {
  console.log(
    [
      `#${row.id}  ${row.createdAt.toISOString()}  ${row.state}${row.lastError ? ` (${printable(row.lastError)})` : ''}`,
      `  To:      ${printable(row.toAddress)}`,
      `  Subject: ${printable(row.subject)}`,
      ...(row.link ? [`  Link:    ${printable(row.link)}`] : []),
      '',
    ].join('\n'),
  );
}
await database.close();
