import { PGlite } from '@electric-sql/pglite';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { hashPassword } from '../../src/server/auth/oidc/passwords';
import { loadConfig } from '../../src/server/config';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { language, staffAccount } from '../../src/server/db/schema';
import { seedOnStart } from '../../src/server/db/seed';
import { openLoginPage } from '../support/login-page';
import { startTestServer, type TestServer } from '../support/test-server';

const POSTGRES = 'postgres://portal@db.internal:5432/portal';

describe('SEED_DEMO', () => {
  it('defaults to on for the embedded database and off when DATABASE_URL is set', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: '' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: POSTGRES }).seedDemo).toBe(false);
  });

  it('is what it says when set, either way', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'FALSE' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow("SEED_DEMO must be true or false, got 'maybe'");
  });

  it('on start, loads the reference data always and the demo accounts only when on', async () => {
    for (const seedDemo of [false, true]) {
      const database = await openDatabase({
        databaseUrl: '',
        dataDir: '',
        pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }),
      });
      try {
        await database.migrate();
        await seedOnStart(database.db, { seedDemo });
        const [languages] = await database.db.select({ n: count() }).from(language);
        expect(languages?.n, `languages, SEED_DEMO=${seedDemo}`).toBeGreaterThan(50);
        const accounts = await database.db.select({ login: staffAccount.login }).from(staffAccount);
        expect(accounts.map((a) => a.login).sort(), `accounts, SEED_DEMO=${seedDemo}`).toEqual(
          seedDemo ? DEMO_ACCOUNTS.map((a) => a.login).sort() : [],
        );
      } finally {
        await database.close();
      }
    }
  }, 60_000);
});

describe('the demo accounts on the login page', () => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const listed = async () => {
    const { html } = await openLoginPage(baseUrl, server.config);
    return { html, logins: [...html.matchAll(/<tr><td><code>([^<]+)<\/code><\/td>/g)].map((m) => m[1]) };
  };

  it('are listed when the database holds them', async () => {
    const { html, logins } = await listed();
    expect(html).toContain('Demo accounts');
    expect(logins).toEqual(DEMO_ACCOUNTS.map((a) => a.login));
  });

  it('leave out an account whose password is no longer the demo password', async () => {
    await server.deps.db
      .update(staffAccount)
      .set({ passwordHash: await hashPassword('a-real-secret') })
      .where(eq(staffAccount.login, 'admin'));
    const { logins } = await listed();
    expect(logins).not.toContain('admin');
    expect(logins).toContain('viewer');
  });

  it('are not shown at all when the database has none', async () => {
    await server.deps.db.delete(staffAccount).where(
      inArray(
        staffAccount.login,
        DEMO_ACCOUNTS.map((a) => a.login),
      ),
    );
    // A real account with a demo login is not a demo account.
    await server.deps.db.insert(staffAccount).values({
      id: 'staff-7f3a',
      login: 'admin',
      email: 'admin@company.example',
      nickname: 'Admin',
      passwordHash: await hashPassword('demo'),
      permissions: [],
    });
    const { html, logins } = await listed();
    expect(logins).toEqual([]);
    expect(html).not.toContain('Demo accounts');
    expect(html).not.toContain('<code>demo</code>');
  });
});
