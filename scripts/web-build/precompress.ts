import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text the browser loads. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` at the highest levels (once per build, not per request); a copy
 * not smaller than the file is left out.
 */
export async function writeCompressedCopies(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
}

/**
 * A brotli and a gzip copy next to each text file of the build; the server sends the copy the
 * request's Accept-Encoding takes (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'));
      await Promise.all(files.map((name) => writeCompressedCopies(join(dir, name))));
    },
  };
}
