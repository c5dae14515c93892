import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kb, readBuild } from './route-chunks';

/** Issue 'Kernel hardening and speed' §3: the JavaScript budgets, in gzip bytes. */
const INITIAL_BUDGET = 350 * 1024;
const ROUTE_BUDGET = 120 * 1024;

const build = readBuild(resolve(import.meta.dirname, '../../dist/web'));

/** Every figure, for the failure message: what weighs what. */
const report = [
  `initial: ${kb(build.initial.gzipBytes)} (budget ${kb(INITIAL_BUDGET)})`,
  ...Object.entries(build.routes)
    .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
    .map(([page, own]) => `${page}: ${kb(own.gzipBytes)} (budget ${kb(ROUTE_BUDGET)}): ${own.files.join(', ')}`),
].join('\n');

describe('the web build', () => {
  it('loads at most 350 KB gzip of JavaScript before any route', () => {
    expect(build.initial.gzipBytes, report).toBeLessThanOrEqual(INITIAL_BUDGET);
  });

  it('loads at most 120 KB gzip more for any route', () => {
    // The router's pages are all found (a split that hid them would pass for nothing).
    expect(Object.keys(build.routes), report).toEqual(
      expect.arrayContaining([
        'features/content-products/ContentProductListPage.tsx',
        'features/content-products/ProductDetailPage.tsx',
        'features/content-products/ProductAddPage.tsx',
        'features/mini-courses/MiniCoursesPage.tsx',
      ]),
    );
    const over = Object.entries(build.routes).filter(([, own]) => own.gzipBytes > ROUTE_BUDGET);
    expect(
      over.map(([page]) => page),
      report,
    ).toEqual([]);
  });
});
