import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per worker (./portal.ts `portalUrl`), each with its own database. */
    portalUrls: string[];
    /** Where the run keeps the sign-ins later tests reuse (./sign-in-cache.ts). */
    signInCacheDir: string;
  }
}

/**
 * The real portals of the browser tests, one per worker (needs the built web app: `npm test` builds
 * it first).
 */
export default async function setup(project: TestProject) {
  // WEB_DIR (default dist/web) lets parallel work build and test its own copy of the web app.
  const webDir = resolve(import.meta.dirname, '../..', process.env.WEB_DIR || 'dist/web');
  if (!existsSync(resolve(webDir, 'index.html'))) {
    throw new Error(`${webDir} is missing: run \`npm run build\` first (npm test does this)`);
  }
  const portals = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startPortal()));
  project.provide(
    'portalUrls',
    portals.map((p) => p.baseUrl),
  );
  // One directory per run: its saved sign-ins (tokens of this run's portals) go with it at the end.
  const signInCacheDir = mkdtempSync(join(tmpdir(), 'portal-e2e-sign-ins-'));
  project.provide('signInCacheDir', signInCacheDir);
  return async () => {
    await Promise.all(portals.map((p) => p.stop()));
    rmSync(signInCacheDir, { recursive: true, force: true });
  };
}
