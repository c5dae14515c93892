import { describe, expect, it } from 'vitest';
import { latestOnly, searchLatest } from './checkout-plan-search';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the plan search keeps the newest answer only (CUS-CHK-02)', () => {
  it('drops an older search that answers after a newer one', async () => {
    const guard = latestOnly();
    const shown: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const a = searchLatest(
      guard,
      (signal) => {
        signals.push(signal);
        return first.promise;
      },
      (v) => shown.push(v),
      () => shown.push('error'),
    );
    const b = searchLatest(
      guard,
      (signal) => {
        signals.push(signal);
        return second.promise;
      },
      (v) => shown.push(v),
      () => shown.push('error'),
    );
    second.resolve('newest');
    first.resolve('stale');
    await Promise.all([a, b]);
    expect(shown).toEqual(['newest']);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('drops the failure of a superseded search, shows the newest one', async () => {
    const guard = latestOnly();
    const errors: unknown[] = [];
    const old = deferred<string>();
    const a = searchLatest(
      guard,
      () => old.promise,
      () => {},
      (e) => errors.push(e),
    );
    const b = searchLatest(
      guard,
      () => Promise.reject(new Error('newest failed')),
      () => {},
      (e) => errors.push(e),
    );
    old.reject(new Error('aborted'));
    await Promise.all([a, b]);
    expect(errors.map((e) => (e as Error).message)).toEqual(['newest failed']);
  });

  it('shows nothing after cancel (the dialog closed)', async () => {
    const guard = latestOnly();
    const shown: string[] = [];
    const pending = deferred<string>();
    const a = searchLatest(
      guard,
      () => pending.promise,
      (v) => shown.push(v),
      () => {},
    );
    guard.cancel();
    pending.resolve('late');
    await a;
    expect(shown).toEqual([]);
  });

  it('shows answers arriving in order', async () => {
    const guard = latestOnly();
    const shown: string[] = [];
    await searchLatest(
      guard,
      async () => 'one',
      (v) => shown.push(v),
      () => {},
    );
    await searchLatest(
      guard,
      async () => 'two',
      (v) => shown.push(v),
      () => {},
    );
    expect(shown).toEqual(['one', 'two']);
  });
});
