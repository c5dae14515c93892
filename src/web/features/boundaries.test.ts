import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature boundaries (design: web/features/<area>): a feature uses another feature only through that
 * feature's index.ts, and the shared pieces (src/web/components, src/web/api) use no feature at all.
 */

const WEB = resolve(import.meta.dirname, '..');
const FEATURES = join(WEB, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.[^']*)'/g;

/** The relative imports of a file, resolved to paths below src/web (without extension). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1] ?? ''));
}

/** The feature a path lies in ('content-products'), and the rest of its path inside it. */
function featureOf(path: string): { feature: string; inner: string } | null {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..')) return null;
  const [feature = '', ...rest] = rel.split(sep);
  return { feature, inner: rest.join('/') };
}

describe('web feature boundaries', () => {
  it('a feature imports another feature only through its index.ts', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      const own = featureOf(file)?.feature;
      for (const target of importsOf(file)) {
        const other = featureOf(target);
        if (!other || other.feature === own || other.feature === '') continue;
        if (other.inner === '' || other.inner === 'index') continue;
        crossings.push(`${relative(WEB, file)} → features/${other.feature}/${other.inner}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared pieces (components, api) import no feature', () => {
    const uses = ['components', 'api'].flatMap((folder) =>
      sourceFiles(join(WEB, folder)).flatMap((file) =>
        importsOf(file)
          .filter((target) => featureOf(target) !== null)
          .map((target) => `${relative(WEB, file)} → ${relative(WEB, target)}`),
      ),
    );
    expect(uses).toEqual([]);
  });
});
