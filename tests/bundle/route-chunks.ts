import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the built web app (dist/web) makes the browser load: the files index.html loads or preloads,
 * and for each route the chunks its page needs beyond those. Read from Vite's manifest
 * (`build.manifest`), sized in gzip bytes as `vite build` reports them.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Files {
  files: string[];
  gzipBytes: number;
}
export interface BuildLoads {
  /** The entry and what index.html preloads with it. */
  initial: Files;
  /** Per route page (by source path): the chunks its page loads that are not initial. */
  routes: Record<string, Files>;
}

export function readBuild(webDir: string): BuildLoads {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first (npm test does this)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipOf = (file: string) => gzipSync(readFileSync(join(webDir, file)), { level: 9 }).length;
  const sized = (files: Iterable<string>): Files => {
    const list = [...files].sort();
    return { files: list, gzipBytes: list.reduce((sum, file) => sum + gzipOf(file), 0) };
  };

  // What index.html names: the entry script and its modulepreload links.
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)];
  const initialFiles = new Set(named.map((m) => m[1] as string));

  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const staticClosure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into);
    return into;
  };
  const initialKeys = [...initialFiles].map((file) => keyOfFile.get(file)).filter((key) => key !== undefined);

  // A route's page is a dynamic import of the initial code (src/web/app/routes.tsx); dynamic imports of
  // a page (its dialogs, a second tab) load on interaction and are not counted against the route.
  const routes: Record<string, Files> = {};
  for (const page of new Set(initialKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []))) {
    const own = [...staticClosure(page)].map((key) => manifest[key]?.file as string);
    routes[page] = sized(own.filter((file) => !initialFiles.has(file)));
  }
  return { initial: sized(initialFiles), routes };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
