import entries from './currencies.json' with { type: 'json' };

/**
 * ISO 4217 currencies in circulation (funds, precious metals and the testing codes left out), as of
 * 2026: BGN (euro since 2026-01-01), HRK, CUC, ANG (replaced by XCG), SLL, ZWL are withdrawn.
 * `symbol` is the international symbol, `symbolNative` the one used at home.
 */
export interface CurrencyRow {
  code: string;
  symbol: string;
  symbolNative: string;
  name: string;
}

// The list itself is data (currencies.json).
export const CURRENCIES: CurrencyRow[] = entries;
