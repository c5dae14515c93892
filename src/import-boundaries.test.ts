import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, checked on every source file:
 * - src/shared imports nothing from src/web or src/server; src/web and src/server not each other;
 * - a web feature uses another feature only through its index.ts (the router lazy-loads pages), and
 *   the web's shared pieces (src/web/components, src/web/api) use no feature at all;
 * - a server area uses another area only through its index.ts (its tables.ts may import another
 *   area's tables.ts, for foreign keys);
 * - the server kernel (http, auth, jobs) imports no area.
 */

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** Every relative import of a file, as repo paths without extension (`src/server/areas/audit/index`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => {
    const target = relative(ROOT, resolve(dirname(file), m[1] as string)).replaceAll('\\', '/');
    const asDir = join(ROOT, target);
    try {
      if (statSync(asDir).isDirectory()) return `${target}/index`;
    } catch {
      // a file, not a directory
    }
    return target.replace(/\.(ts|tsx)$/, '');
  });
}

const seg = (path: string, prefix: string) =>
  path.startsWith(prefix) ? path.slice(prefix.length).split('/')[0] : null;

/** Why an import breaks a boundary, or null. */
function violation(from: string, to: string): string | null {
  if (from.startsWith('src/shared/') && (to.startsWith('src/web/') || to.startsWith('src/server/'))) {
    return 'src/shared imports nothing from src/web or src/server';
  }
  if (from.startsWith('src/web/') && to.startsWith('src/server/')) return 'the web app does not import the server';
  if (from.startsWith('src/server/') && to.startsWith('src/web/')) return 'the server does not import the web app';

  const fromFeature = seg(from, 'src/web/features/');
  const toFeature = seg(to, 'src/web/features/');
  // The router (src/web/app) lazy-loads pages straight from the features, one chunk each.
  if (fromFeature && toFeature && fromFeature !== toFeature && to !== `src/web/features/${toFeature}/index`) {
    return `use features/${toFeature} through its index.ts`;
  }

  if ((from.startsWith('src/web/components/') || from.startsWith('src/web/api/')) && toFeature) {
    return 'shared web pieces (components, api) import no feature';
  }

  const fromArea = seg(from, 'src/server/areas/');
  const toArea = seg(to, 'src/server/areas/');
  if (fromArea && toArea && fromArea !== toArea && to !== `src/server/areas/${toArea}/index`) {
    const tablesToTables = from.endsWith('/tables') && to === `src/server/areas/${toArea}/tables`;
    if (!tablesToTables) return `use areas/${toArea} through its index.ts`;
  }
  const kernel = seg(from, 'src/server/');
  if (kernel && ['http', 'auth', 'jobs'].includes(kernel) && to.startsWith('src/server/areas/')) {
    return `the kernel (src/server/${kernel}) imports no area`;
  }
  return null;
}

describe('import boundaries', () => {
  it('hold for every source file', () => {
    const broken: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const from = relative(ROOT, file)
        .replaceAll('\\', '/')
        .replace(/\.(ts|tsx)$/, '');
      for (const to of importsOf(file)) {
        const why = violation(from, to);
        if (why) broken.push(`${from} → ${to}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('catch each kind of crossing', () => {
    expect(violation('src/shared/domain/money', 'src/web/components/x')).toMatch(/src\/shared/);
    expect(violation('src/web/features/a/Page', 'src/web/features/b/queries')).toMatch(/features\/b/);
    expect(violation('src/web/features/a/Page', 'src/web/features/b/index')).toBeNull();
    expect(violation('src/web/components/Table', 'src/web/features/b/index')).toMatch(/shared web pieces/);
    expect(violation('src/web/app/routes', 'src/web/features/b/ListPage')).toBeNull();
    expect(violation('src/server/areas/a/service', 'src/server/areas/b/service')).toMatch(/areas\/b/);
    expect(violation('src/server/areas/a/tables', 'src/server/areas/b/tables')).toBeNull();
    expect(violation('src/server/areas/a/service', 'src/server/areas/b/index')).toBeNull();
    expect(violation('src/server/jobs/runner', 'src/server/areas/a/index')).toMatch(/kernel/);
    expect(violation('src/server/db/schema', 'src/server/areas/a/tables')).toBeNull();
  });
});
