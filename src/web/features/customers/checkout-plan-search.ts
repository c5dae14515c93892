/**
 * CUS-CHK-02: the checkout link's plan search keeps only the newest question's answer. Each search
 * takes a ticket; an answer is shown only while its ticket is the newest (an older search answering
 * late, out of order, is dropped), and the superseded request is aborted.
 */
export interface SearchTicket {
  signal: AbortSignal;
  /** Whether this is still the newest search (its answer may be shown). */
  isLatest(): boolean;
}

export interface LatestOnly {
  /** Starts a search: the previous one is aborted and its answer will be dropped. */
  next(): SearchTicket;
  /** Drops every search under way (the dialog closes). */
  cancel(): void;
}

export function latestOnly(): LatestOnly {
  let issued = 0;
  let controller: AbortController | null = null;
  return {
    next() {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      issued += 1;
      const id = issued;
      return { signal: own.signal, isLatest: () => id === issued && !own.signal.aborted };
    },
    cancel() {
      controller?.abort();
      controller = null;
      issued += 1;
    },
  };
}

/**
 * Runs `search` for `q` under a new ticket and hands its answer to `show` only if no newer search began
 * meanwhile; a failure of a superseded search is dropped too. Resolves once settled.
 */
export async function searchLatest<T>(
  guard: LatestOnly,
  search: (signal: AbortSignal) => Promise<T>,
  show: (answer: T) => void,
  fail: (error: unknown) => void,
): Promise<void> {
  const ticket = guard.next();
  try {
    const answer = await search(ticket.signal);
    if (ticket.isLatest()) show(answer);
  } catch (error) {
    if (ticket.isLatest()) fail(error);
  }
}
