import { describe, expect, it } from 'vitest';
import { browserPerTest, signIn } from './support/browser';
import { portalUrl } from './support/portal';

const baseUrl = portalUrl();
const browsers = browserPerTest();

const LIST_PATH = '/products/content';
const FIRST_ROW = '.ant-table-tbody tr.ant-table-row';
const RUNS = 7;
/** The target is 500 ms on a 2-core machine; the bound is generous so a busy CI machine does not flake. */
const BOUND_MS = 1_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('time to first row', () => {
  it(`shows the first row of ${LIST_PATH} within ${BOUND_MS} ms of navigating to it (median of ${RUNS})`, async () => {
    const page = await browsers.freshPage();
    await signIn(page, baseUrl, 'catalog', LIST_PATH);
    await page.locator(FIRST_ROW).first().waitFor();

    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A new document each time (not a client-side navigation): the whole start-up is measured.
      const started = performance.now();
      await page.goto(`${baseUrl}${LIST_PATH}`, { waitUntil: 'commit' });
      // Checked on every frame: a locator's wait backs off to polls 500 ms apart, which would be measured.
      await page.waitForFunction(
        (selector) => (document.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 0,
        FIRST_ROW,
        { polling: 'raf' },
      );
      times.push(Math.round(performance.now() - started));
    }
    const result = `first row after ${median(times)} ms (median; runs: ${times.join(', ')} ms)`;
    console.log(result);
    expect(median(times), result).toBeLessThanOrEqual(BOUND_MS);
  });
});
