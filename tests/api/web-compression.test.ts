import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../scripts/web-build/precompress';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let webDir: string;
/** A hashed build file large enough to be compressed, and one too small to be. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];`;
const TINY = 'console.log(1)';

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-B1d2x3Yz.js'), SCRIPT);
  writeFileSync(join(webDir, 'assets', 'tiny-C4d5e6F7.js'), TINY);
  // As `vite build` leaves them (scripts/web-build/precompress.ts).
  await writeCompressedCopies(join(webDir, 'assets', 'app-B1d2x3Yz.js'));
  await writeCompressedCopies(join(webDir, 'assets', 'tiny-C4d5e6F7.js'));
  server = await startTestServer({ serveWeb: true, webDir });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed web files', () => {
  it('sends the brotli copy when the request takes br, as the browser asks', async () => {
    const res = await get('/assets/app-B1d2x3Yz.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString() === SCRIPT).toBe(true);
  });

  it('sends the gzip copy when the request takes only gzip', async () => {
    const res = await get('/assets/app-B1d2x3Yz.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString() === SCRIPT).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, and a file too small to have copies', async () => {
    const plain = await get('/assets/app-B1d2x3Yz.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body === SCRIPT).toBe(true);
    const tiny = await get('/assets/tiny-C4d5e6F7.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(TINY);
  });
});
