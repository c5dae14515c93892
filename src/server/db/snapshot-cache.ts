import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Answers of hot reads (lists, details) kept per database snapshot (docs/decisions.md, issue 7 §2).
 *
 * PostgreSQL's `pg_current_snapshot()` names exactly which transactions a query sees: two reads under
 * the same snapshot see the same committed data, so they return the same answer. A read first asks
 * for the current snapshot (one trivial query); when an answer of the same request was computed under
 * that very snapshot it is returned as it is.
 *
 * Any committed write (by this server, another instance, a script or psql) moves the snapshot, so
 * nothing is ever served stale and nothing has to be invalidated by hand. Only reads whose answer
 * depends on the database alone may use it, not on who asks (the permission is checked before the cache
 * is asked); one that depends on the clock too says until when its answer holds (`ClockBound`).
 *
 * A miss runs the read as before (its queries may run in parallel on the pool) between two snapshot
 * reads; its answer is kept only when both are equal, i.e. no transaction ended or began meanwhile, so
 * every query of it saw exactly that snapshot's data.
 *
 * The snapshot reads of concurrent requests are shared (`SnapshotProbe`): under load one query answers
 * every request that asked while the previous one was out, instead of two queries per request.
 *
 * A read asked for the first time is only computed (no snapshot read, nothing kept): most requests of a
 * staff tool are one-offs (a filter, a page, an id), and keeping them cost two snapshot reads each for an
 * answer nobody asks again. The keys seen (the last `maxSeen`) are remembered; a key asked again is kept.
 */
export class SnapshotReadCache {
  private snapshot = '';
  private entries = new Map<string, { value: unknown; until: number }>();
  /** The keys asked before (the last `maxSeen`): only those are worth the snapshot reads of keeping. */
  private seen = new Set<string>();
  private readonly probe: SnapshotProbe;

  constructor(
    db: Db,
    private readonly maxEntries = 1000,
    private readonly maxSeen = 10_000,
  ) {
    this.probe = new SnapshotProbe(() => currentSnapshot(db));
  }

  /**
   * The answer of `key` under the current snapshot. `compute` is told whether its answer may be kept
   * (`keeping`: only then need it say until when it holds). It may also say until when its answer holds
   * without any write (`until`, epoch ms: an answer that depends on the clock too, such as a status
   * derived from a time range); a kept answer is then used only while `now` is before it.
   */
  async read<T>(key: string, compute: (keeping: boolean) => Promise<T>, options: ClockBound<T> = {}): Promise<T> {
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.maxSeen) this.seen.delete(this.seen.values().next().value as string);
      this.seen.add(key);
      return compute(false);
    }
    const before = await this.probe.current();
    const now = options.now ?? Date.now();
    const kept = before === this.snapshot ? this.entries.get(key) : undefined;
    if (kept && now < kept.until) return kept.value as T;
    const value = await compute(true);
    // Kept only when no transaction ended or began meanwhile: every query of the read then saw exactly
    // the data of `before` (what is visible only grows, so equal ends mean equal in between).
    if ((await this.probe.current()) === before) {
      this.keep(before, key, value, options.until?.(value) ?? Number.POSITIVE_INFINITY);
    }
    return value;
  }

  private keep(snapshot: string, key: string, value: unknown, until: number): void {
    if (snapshot !== this.snapshot) {
      // A newer snapshot (or, rarely, a read that started before a commit): the answers kept so far
      // belong to another state of the data.
      this.snapshot = snapshot;
      this.entries = new Map();
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until });
  }
}

/** For a read whose answer also depends on the clock: the clock's now, and until when an answer holds. */
export interface ClockBound<T> {
  now?: number;
  until?(value: T): number;
}

/**
 * The current snapshot for whoever asks, from a query sent after they asked (so it sees every commit
 * made before the ask), with at most one such query out at a time: who asks while one is out waits for
 * the next, sent when it returns, and shares it with everyone else who asked meanwhile.
 */
export class SnapshotProbe {
  private sent: Promise<string> | undefined;
  private queued: Promise<string> | undefined;

  constructor(private readonly read: () => Promise<string>) {}

  current(): Promise<string> {
    if (this.queued) return this.queued;
    if (!this.sent) return this.send();
    const settled = this.sent.then(
      () => undefined,
      () => undefined,
    );
    this.queued = settled.then(() => {
      this.queued = undefined;
      return this.send();
    });
    return this.queued;
  }

  private send(): Promise<string> {
    const sent: Promise<string> = this.read().finally(() => {
      if (this.sent === sent) this.sent = undefined;
    });
    this.sent = sent;
    return sent;
  }
}

async function currentSnapshot(db: Db): Promise<string> {
  const result = (await db.execute(sql`select pg_current_snapshot()::text as s`)) as unknown as {
    rows: { s: string }[];
  };
  return result.rows[0]?.s ?? '';
}
