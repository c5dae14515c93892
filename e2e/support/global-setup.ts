import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}

/** One real portal for the browser tests (needs the built web app: `npm test` builds it first). */
export default async function setup(project: TestProject) {
  // WEB_DIR (default dist/web) lets parallel work build and test its own copy of the web app.
  const webDir = resolve(import.meta.dirname, '../..', process.env.WEB_DIR || 'dist/web');
  if (!existsSync(resolve(webDir, 'index.html'))) {
    throw new Error(`${webDir} is missing: run \`npm run build\` first (npm test does this)`);
  }
  const portal = await startPortal();
  project.provide('portalUrl', portal.baseUrl);
  return () => portal.stop();
}
