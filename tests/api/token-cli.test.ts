import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { freePort } from '../../src/server/free-port';
import { permissionsWhere } from '../../src/shared/permissions';
import { startTestServer, type TestServer } from '../support/test-server';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'src/server/auth/cli-token.ts');

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const { OIDC_ISSUER: _issuer, PUBLIC_URL: _url, ...inherited } = process.env;
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: ROOT, env: { ...inherited, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const lastLine = (out: string) => out.trim().split('\n').at(-1) ?? '';

describe('npm run token', () => {
  let server: TestServer;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startTestServer({ port, publicUrl: url, oidc: loadConfig({ PUBLIC_URL: url }).oidc });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('prints a token of the running server that its verifier accepts', async () => {
    const run = await runCli(['--user', 'support'], { PUBLIC_URL: url, PORT: String(server.config.port) });
    expect(run.stderr).not.toContain('token:');
    expect(run.code).toBe(0);
    const principal = await server.deps.verifier.verify(lastLine(run.stdout));
    expect(principal.nickname).toBe('Support');
    expect([...principal.permissions].sort()).toEqual(permissionsWhere((info) => info.area === 'customers').sort());
  });

  it('fails with a message and exit code 1 for an unknown user', async () => {
    const run = await runCli(['--user', 'ghost'], { PUBLIC_URL: url, PORT: String(server.config.port) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Wrong login or password.');
    expect(run.stdout.trim()).toBe('');
  });

  it('starts the server in-process when nothing answers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'token-cli-'));
    try {
      const run = await runCli(['--user', 'b2b'], {
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(run.stderr).toContain('starting the server in-process');
      expect(run.code).toBe(0);
      const claims = decodeJwt(lastLine(run.stdout));
      expect(claims.nickname).toBe('B2B');
      expect(claims.iss).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oidc$/);
      expect(claims[server.config.oidc.permissionsClaim]).toEqual(permissionsWhere((info) => info.area === 'b2b'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
