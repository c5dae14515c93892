import { inject } from 'vitest';

/** The shared portal of the worker running this file (VITEST_POOL_ID numbers the workers from 1). */
export function portalUrl(): string {
  const urls = inject('portalUrls');
  const slot = Math.max(0, Number(process.env.VITEST_POOL_ID ?? '1') - 1);
  const url = urls[slot % urls.length];
  if (!url) throw new Error('no portal: run the browser tests through the e2e project (its global set-up)');
  return url;
}
