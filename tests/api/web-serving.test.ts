import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), '{}');
  server = await startTestServer({ serveWeb: true, webDir });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at / and, as history fallback, at any app path', async () => {
    for (const url of ['/', '/deeplink', '/products/content/12?page=2', '/no/such/page']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves built files and answers 404 for a missing file', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await server.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the browser keep files under /assets for a year without asking again (their names are hashed)', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser ask again for index.html every time, at / and at any app path', async () => {
    for (const url of ['/', '/products/content?page=2', '/index.html']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not serve the build manifest', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
