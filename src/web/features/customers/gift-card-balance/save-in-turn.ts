/**
 * GCB-09 (decided): several changed currencies are sent one POST each (API-S-08 takes one currency), one
 * after another in currency-code order; the first refusal stops the rest, and the outcome says which were
 * saved and which one failed. Each change carries the key of its intent (`IntentKeys`), so a Save again
 * after a failure that reached the server answers the first result instead of adding twice.
 */

/** A currency's change as the dialog sends it: the delta in minor units (GCB-07). */
export interface BalanceChange {
  currency: string;
  deltaMinor: number;
}

export interface SaveOutcome {
  /** The currencies saved, in the order sent. */
  saved: string[];
  /** The currency refused (or that failed) and why; the ones after it were not sent. */
  failed: { currency: string; error: unknown } | null;
}

export async function saveInTurn(
  changes: readonly BalanceChange[],
  send: (change: BalanceChange) => Promise<unknown>,
): Promise<SaveOutcome> {
  const saved: string[] = [];
  for (const change of [...changes].sort((a, b) => a.currency.localeCompare(b.currency))) {
    try {
      await send(change);
    } catch (error) {
      return { saved, failed: { currency: change.currency, error } };
    }
    saved.push(change.currency);
  }
  return { saved, failed: null };
}

/** A new idempotency key: a UUID (crypto.getRandomValues where randomUUID is missing: plain http). */
export function newIntentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of one dialog opening: one per intent, an intent being a currency and its delta. Sending the
 * same change again (Save after a failure) reuses its key; a changed value is a new intent, a new key.
 */
export class IntentKeys {
  private readonly keys = new Map<string, string>();
  constructor(private readonly make: () => string = newIntentKey) {}

  keyFor(change: BalanceChange): string {
    const intent = `${change.currency}:${change.deltaMinor}`;
    let key = this.keys.get(intent);
    if (!key) {
      key = this.make();
      this.keys.set(intent, key);
    }
    return key;
  }
}
