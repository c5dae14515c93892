import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The memory of work done in the bench's own process (the renewal day, the voucher report): heap and RSS
 * sampled every 50 ms, with a full garbage collection before and after, so the heap figures compare live
 * memory: flat memory means the peak does not grow with the work and the heap after is back where it was.
 */

setFlagsFromString('--expose-gc');
/** A full garbage collection (the flag set at run time). */
export const gc = runInNewContext('gc') as () => void;

export interface MemoryUse {
  seconds: number;
  heapStart: number;
  heapPeak: number;
  heapEnd: number;
  rssStart: number;
  rssPeak: number;
}

/** Runs `work` while memory is sampled; its answer with the time it took and the memory it used. */
export async function sampleMemory<T>(work: () => Promise<T>): Promise<MemoryUse & { result: T }> {
  gc();
  const start = process.memoryUsage();
  let heapPeak = start.heapUsed;
  let rssPeak = start.rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 50);
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  gc();
  return {
    result,
    seconds,
    heapStart: start.heapUsed,
    heapPeak,
    heapEnd: process.memoryUsage().heapUsed,
    rssStart: start.rss,
    rssPeak,
  };
}

const MB = 1024 * 1024;
/** Bytes as whole megabytes. */
export const mb = (bytes: number) => (bytes / MB).toFixed(0);
