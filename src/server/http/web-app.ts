import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serving the built web app (dist/web, written by `vite build`): its files, precompressed, with
 * cache headers, and index.html for every app path (the history fallback).
 */

/** A hashed build file (Vite names them `name-<hash>.ext`): its content never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: the browser asks again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** The folder of the hashed files (Vite's build.assetsDir). */
const ASSETS_DIR = 'assets';

/** The cache header of a file of the build, by its path on disk (its .br or .gz copy included). */
export function cacheControlOf(webDir: string, file: string): string {
  const path = relative(webDir, file).split(sep).join('/');
  return path.startsWith(`${ASSETS_DIR}/`) ? IMMUTABLE : REVALIDATE;
}

export interface WebApp {
  /** Answers an app path with index.html (its router decides what the path shows). */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Registers the built files under / when `webDir` holds an index.html, else returns null (API tests,
 * or the web app not built). A request for a file gets its brotli or gzip copy (written at build
 * time) when its Accept-Encoding takes one.
 */
export async function serveWebApp(app: FastifyInstance, dir: string): Promise<WebApp | null> {
  const webDir = resolve(dir);
  const indexFile = resolve(webDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: webDir,
    // Routes for the files present at start-up; other paths reach the not-found handler (the fallback).
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our header, not @fastify/static's (it would send max-age=0).
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlOf(webDir, file)),
  });
  const indexHtml = readFileSync(indexFile);
  return {
    sendIndex: (reply) => reply.type('text/html').header('cache-control', REVALIDATE).send(indexHtml),
  };
}
