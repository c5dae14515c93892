import { describe, expect, inject, it } from 'vitest';
import { browserPerTest, signIn } from './support/browser';

const baseUrl = inject('portalUrl');
const browsers = browserPerTest();

const LIST_PATH = '/products/content';
const RUNS = 7;
/** The target is 500 ms on a 2-core machine; the bound is generous so a busy CI machine does not flake. */
const BOUND_MS = 1_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('time to first row', () => {
  it(`shows the first row of ${LIST_PATH} within ${BOUND_MS} ms of navigating to it (median of ${RUNS})`, async () => {
    const page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', LIST_PATH);
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();

    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A new document each time (not a client-side navigation): the whole start-up is measured.
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(`${baseUrl}${LIST_PATH}`, { waitUntil: 'commit' });
      await firstRow.waitFor({ state: 'visible' });
      times.push(Math.round(performance.now() - started));
    }
    const result = `first row after ${median(times)} ms (median; runs: ${times.join(', ')} ms)`;
    console.log(result);
    expect(median(times), result).toBeLessThanOrEqual(BOUND_MS);
  });
});
