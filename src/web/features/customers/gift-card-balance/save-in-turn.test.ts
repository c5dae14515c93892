import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../../shared/contracts/endpoint';
import { IntentKeys, newIntentKey, saveInTurn } from './save-in-turn';

describe('saveInTurn (GCB-09)', () => {
  it('sends each change in currency-code order, one after another', async () => {
    const sent: string[] = [];
    let running = 0;
    const outcome = await saveInTurn(
      [
        { currency: 'USD', deltaMinor: 100 },
        { currency: 'EUR', deltaMinor: 5 },
        { currency: 'GBP', deltaMinor: 7 },
      ],
      async (c) => {
        running += 1;
        expect(running).toBe(1);
        await new Promise((done) => setTimeout(done, 1));
        sent.push(c.currency);
        running -= 1;
      },
    );
    expect(sent).toEqual(['EUR', 'GBP', 'USD']);
    expect(outcome).toEqual({ saved: ['EUR', 'GBP', 'USD'], failed: null });
  });

  it('stops at the first failure and says what was saved', async () => {
    const sent: string[] = [];
    const boom = new Error('refused');
    const outcome = await saveInTurn(
      [
        { currency: 'USD', deltaMinor: 100 },
        { currency: 'EUR', deltaMinor: 5 },
        { currency: 'GBP', deltaMinor: 7 },
      ],
      async (c) => {
        sent.push(c.currency);
        if (c.currency === 'GBP') throw boom;
      },
    );
    expect(sent).toEqual(['EUR', 'GBP']);
    expect(outcome).toEqual({ saved: ['EUR'], failed: { currency: 'GBP', error: boom } });
  });
});

describe('IntentKeys', () => {
  it('keeps one key per currency and delta, a new one for another value', () => {
    let n = 0;
    const keys = new IntentKeys(() => `key-${++n}`);
    const usd = keys.keyFor({ currency: 'USD', deltaMinor: 100 });
    expect(keys.keyFor({ currency: 'USD', deltaMinor: 100 })).toBe(usd);
    expect(keys.keyFor({ currency: 'USD', deltaMinor: 200 })).not.toBe(usd);
    expect(keys.keyFor({ currency: 'EUR', deltaMinor: 100 })).not.toBe(usd);
  });

  it('makes keys the server takes (8 to 100 letters, digits, _ or -)', () => {
    expect(newIntentKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIntentKey()).not.toBe(newIntentKey());
  });
});
