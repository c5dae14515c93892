/**
 * `npm run token -- --user <login> [--password demo]`: prints an access token of a local staff
 * account on the last line of stdout (everything else goes to stderr).
 *
 * Signs in over HTTP like the web app does, against the running server (PORT / PUBLIC_URL as the
 * server reads them). When nothing answers there, it starts the server in-process on a free port of
 * 127.0.0.1 for the one sign-in, then closes it.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { freePort } from '../free-port';
import { DEFAULT_SIGN_IN_SCOPE, fetchAccessTokenFor } from './token-flow';

const USAGE = 'usage: npm run token -- --user <login> [--password <password>] [--scope "<scopes>"]';

async function answers(publicUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${publicUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
    return typeof body?.status === 'string';
  } catch {
    return false;
  }
}

/** Starts the server in-process on a free local port, signs in, closes everything. */
async function signInInProcess(login: string, password: string, scope: string): Promise<string> {
  const [{ createServer }, { openDatabase }, { seedAll }] = await Promise.all([
    import('../app'),
    import('../db/client'),
    import('../db/seed'),
  ]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    { ...process.env, PORT: String(port), PUBLIC_URL: url },
    { host: '127.0.0.1', serveWeb: false, logLevel: 'silent' },
  );
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedAll(database.db);
    const { app } = await createServer({ config, database, logger: false });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return (await fetchAccessTokenFor(config, url, login, password, scope)).accessToken;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: {
      user: { type: 'string', short: 'u' },
      password: { type: 'string', short: 'p', default: 'demo' },
      scope: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.error(USAGE);
    process.exit(0);
  }
  const login = values.user;
  if (!login) throw new Error(`--user is required\n${USAGE}`);
  const password = values.password ?? 'demo';
  const scope = values.scope ?? DEFAULT_SIGN_IN_SCOPE;

  const config = loadConfig();
  if (!config.oidc.builtIn) {
    throw new Error(`OIDC_ISSUER points at ${config.oidc.issuer}: get a token from that provider instead`);
  }
  if (await answers(config.publicUrl)) {
    console.error(`Signing in as '${login}' at ${config.publicUrl}`);
    return (await fetchAccessTokenFor(config, config.publicUrl, login, password, scope)).accessToken;
  }
  console.error(`Nothing answers at ${config.publicUrl}; starting the server in-process to sign in as '${login}'`);
  return signInInProcess(login, password, scope);
}

main().then(
  (token) => {
    process.stdout.write(`${token}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    console.error(`token: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
