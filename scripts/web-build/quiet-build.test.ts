import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './stamp';

/**
 * `npm start`'s build is quiet unless it fails (issue 21). Each case builds a one-file app in its own
 * process, as `npm start` runs it, and reads everything that process printed.
 */
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function buildApp(main: string): Promise<{ code: number; stdout: string; stderr: string }> {
  dir = mkdtempSync(join(tmpdir(), 'portal-quiet-build-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>\n');
  writeFileSync(join(dir, 'main.js'), main);
  const runner = join(dir, 'run.mts');
  writeFileSync(
    runner,
    `import { buildQuietly } from ${JSON.stringify(join(REPO_ROOT, 'scripts/web-build/quiet-build.ts'))};\n` +
      `const built = await buildQuietly({ root: ${JSON.stringify(dir)}, configFile: false, build: { outDir: 'out' } });\n` +
      'process.exit(built ? 0 : 3);\n',
  );
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', runner],
      { cwd: REPO_ROOT, env: { ...process.env, FORCE_COLOR: '0' }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm start's web build", () => {
  it('prints nothing when the build succeeds', async () => {
    const run = await buildApp('document.title = "built";\n');
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(existsSync(join(dir, 'out/index.html'))).toBe(true);
  }, 60_000);

  it("prints Vite's messages and the error when it fails, and says it failed", async () => {
    const run = await buildApp('export const = ;\n');
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^web app: the build failed\n/);
    expect(run.stderr).toContain('Build failed in');
    expect(run.stderr).toContain('main.js');
  }, 60_000);
});
