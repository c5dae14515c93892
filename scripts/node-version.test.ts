import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './web-build/stamp';

/**
 * The Node the README names is the Node everything installs on (issue 21): `npm ci` on it prints no
 * 'Unsupported engine' warning. semver is npm's own reading of an `engines` range (fastify's dependency).
 */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

/** 'With Node.js 20.19 or later' → '20.19.0'. */
function readmeNode(): string {
  const found = /With Node\.js (\d+)\.(\d+) or later/.exec(read('README.md'));
  if (!found) throw new Error("README.md no longer says 'With Node.js X.Y or later'");
  return `${found[1]}.${found[2]}.0`;
}

describe('the Node version', () => {
  it("package.json's engines start at the README's Node", () => {
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(semver.minVersion(engines)?.version).toBe(readmeNode());
  });

  it("every package of the lock file supports the README's Node (npm ci warns of none)", () => {
    const node = readmeNode();
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const unsupported = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(node, range) ? [`${path}@${entry.version}: node ${range}`] : [];
      });
    expect(unsupported).toEqual([]);
  });
});
