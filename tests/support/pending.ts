import { expect } from 'vitest';

/**
 * Expects `promise` to be still unsettled `ms` from now (a read or a job waiting on a lock another
 * transaction holds); the caller awaits it afterwards.
 */
export async function expectPendingFor(promise: Promise<unknown>, ms: number): Promise<void> {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  promise.then(mark, mark);
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(settled, `settled within ${ms} ms`).toBe(false);
}
