import { createServer } from './app';
import { jobHandlers } from './areas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth/demo-accounts';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { exitIfLocked } from './db/embedded-lock';
import { seedOnStart } from './db/seed';
import { systemClock } from './deps';
import { logFormatOf } from './http/log-output';
import { startScheduler } from './jobs/runner';

const config = loadConfig();
const database = await openDatabase(config).catch(exitIfLocked);
await database.migrate();
await seedOnStart(database.db, config);

// One readable line per request on a terminal, JSON lines otherwise (LOG_FORMAT overrides).
const logFormat = logFormatOf(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY));
const { app } = await createServer({ config, database, logFormat });
await app.listen({ port: config.port, host: config.host });
const scheduler = startScheduler({
  db: database.db,
  clock: systemClock,
  handlers: jobHandlers(config, app.log),
  log: app.log,
});

const signIns = DEMO_ACCOUNTS.map((a) => `  ${a.login.padEnd(10)} ${a.description}`).join('\n');
console.log(
  `\nPortal ready at ${config.publicUrl}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})\n` +
    (!config.oidc.builtIn
      ? `Sign-in: ${config.oidc.issuer}\n`
      : config.seedDemo
        ? `Demo sign-ins (password '${DEMO_PASSWORD}'):\n${signIns}\n`
        : `Sign-in: the staff accounts of the database (SEED_DEMO is off: no demo account was loaded)\n`) +
    `API docs: ${config.publicUrl}/api/docs\n`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await scheduler.stop();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
