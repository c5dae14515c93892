import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Whether dist/web is the build of the web sources as they are now: a hash of everything `vite build`
 * reads, written next to the output after each build (`<outDir>.build-stamp`), compared by `npm start`
 * (scripts/build-web-if-changed.ts) so that it builds only when something changed.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** What the build reads: the app, the code it shares with the server, the build's own config. */
const SOURCE_DIRS = ['src/web', 'src/shared'];
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json', 'scripts/web-build/precompress.ts'];
/** Environment the build bakes in (vite.config.ts `define`). */
const BUILD_ENV = ['PORTAL_WATERMARK'];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : isTest(name) ? [] : [path];
  });
}

/** The hash of the build's inputs under `root` (paths, contents, build-time environment). */
export function hashWebSources(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(join(root, dir))),
    ...SOURCE_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export const stampPath = (outDir: string) => `${resolve(outDir)}.build-stamp`;

export function readStamp(outDir: string): string | null {
  const path = stampPath(outDir);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

export type BuildDecision = { build: true; reason: string } | { build: false; reason: string };

/** Build unless the output is there and was built from sources with the current hash. */
export function decideBuild(state: { outputPresent: boolean; stamp: string | null; current: string }): BuildDecision {
  if (!state.outputPresent) return { build: true, reason: 'no build yet' };
  if (state.stamp === null) return { build: true, reason: 'the build has no stamp (built before stamps, or by hand)' };
  if (state.stamp !== state.current) return { build: true, reason: 'the web sources changed since the last build' };
  return { build: false, reason: 'the web sources are unchanged since the last build' };
}

/** Writes the stamp of the sources the build started from, once the build has written its files. */
export function buildStamp(): Plugin {
  let hash = '';
  let outDir = '';
  return {
    name: 'portal:build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      // Hashed before bundling: a source saved during the build makes the next start build again.
      hash = hashWebSources(REPO_ROOT);
    },
    writeBundle() {
      writeFileSync(stampPath(outDir), `${hash}\n`);
    },
  };
}
