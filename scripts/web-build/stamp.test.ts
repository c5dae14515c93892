import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decideBuild, hashWebSources } from './stamp';

describe('building the web app only when needed', () => {
  it('builds when there is no build, or no stamp, or the sources changed; not when they did not', () => {
    expect(decideBuild({ outputPresent: false, stamp: 'a', current: 'a' }).build).toBe(true);
    expect(decideBuild({ outputPresent: true, stamp: null, current: 'a' }).build).toBe(true);
    expect(decideBuild({ outputPresent: true, stamp: 'a', current: 'b' }).build).toBe(true);
    expect(decideBuild({ outputPresent: true, stamp: 'a', current: 'a' })).toEqual({
      build: false,
      reason: 'the web sources are unchanged since the last build',
    });
  });

  describe('the hash of the sources', () => {
    let root: string;
    afterEach(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };

    it('follows what the build reads: web and shared sources, the Vite config, the lock file, the watermark', () => {
      root = mkdtempSync(join(tmpdir(), 'portal-stamp-'));
      write('src/web/main.tsx', 'render()');
      write('src/shared/money.ts', 'export const cents = 100;');
      write('vite.config.ts', 'export default {}');
      write('package-lock.json', '{}');
      const first = hashWebSources(root, {});
      expect(hashWebSources(root, {})).toBe(first);

      write('src/web/main.tsx', 'render(1)');
      const edited = hashWebSources(root, {});
      expect(edited).not.toBe(first);
      write('src/shared/extra.ts', 'export {}');
      const added = hashWebSources(root, {});
      expect(added).not.toBe(edited);
      write('package-lock.json', '{"lockfileVersion":3}');
      const locked = hashWebSources(root, {});
      expect(locked).not.toBe(added);
      expect(hashWebSources(root, { PORTAL_WATERMARK: 'Staging' })).not.toBe(locked);
    });

    it('ignores what the build does not read: tests, the server', () => {
      root = mkdtempSync(join(tmpdir(), 'portal-stamp-'));
      write('src/web/main.tsx', 'render()');
      const first = hashWebSources(root, {});
      write('src/web/main.test.tsx', 'test()');
      write('src/server/main.ts', 'listen()');
      expect(hashWebSources(root, {})).toBe(first);
    });
  });
});
