import { describe, expect, it } from 'vitest';
import { SnapshotProbe } from './snapshot-cache';

/** A snapshot read the test finishes by hand, numbering each query it sends. */
function manualReads() {
  const pending: { id: number; finish(error?: Error): void }[] = [];
  let sent = 0;
  const read = () =>
    new Promise<string>((resolve, reject) => {
      sent += 1;
      const id = sent;
      pending.push({ id, finish: (error) => (error ? reject(error) : resolve(`snapshot ${id}`)) });
    });
  const finishNext = async (error?: Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no snapshot read is out');
    next.finish(error);
    // Let the answers and the next query's sending run.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { read, finishNext, sent: () => sent, out: () => pending.length };
}

describe('SnapshotProbe', () => {
  it('sends one query for a lone ask', async () => {
    const reads = manualReads();
    const probe = new SnapshotProbe(reads.read);
    const answer = probe.current();
    expect(reads.sent()).toBe(1);
    await reads.finishNext();
    await expect(answer).resolves.toBe('snapshot 1');
  });

  it('answers an ask made while a query is out with the next query, shared by everyone who asked meanwhile', async () => {
    const reads = manualReads();
    const probe = new SnapshotProbe(reads.read);
    const first = probe.current();
    const second = probe.current();
    const third = probe.current();
    // The query that was out was sent before the second and third asks: they must not take its answer.
    expect(reads.sent()).toBe(1);
    await reads.finishNext();
    await expect(first).resolves.toBe('snapshot 1');
    expect(reads.sent()).toBe(2);
    expect(reads.out()).toBe(1);
    await reads.finishNext();
    await expect(second).resolves.toBe('snapshot 2');
    await expect(third).resolves.toBe('snapshot 2');
    // Nothing asked since: nothing more is sent.
    expect(reads.sent()).toBe(2);
    const later = probe.current();
    expect(reads.sent()).toBe(3);
    await reads.finishNext();
    await expect(later).resolves.toBe('snapshot 3');
  });

  it('passes a failed query to those who waited for it, and sends again for the next ask', async () => {
    const reads = manualReads();
    const probe = new SnapshotProbe(reads.read);
    const failing = probe.current();
    const waiting = probe.current();
    await reads.finishNext(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    // The ask made while the failing query was out is still answered, by a query of its own.
    await reads.finishNext();
    await expect(waiting).resolves.toBe('snapshot 2');
    const after = probe.current();
    await reads.finishNext();
    await expect(after).resolves.toBe('snapshot 3');
  });
});
