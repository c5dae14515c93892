import { describe, expect, it } from 'vitest';
import { countedPieces, RARE_UP_TO, rareRun } from './gram-counts';

// The counts of the bench's invoices ('INV-0004242-46f9e1', one in five none) at 100,000 groups.
const invoices = new Map([
  ['inv', 80_010],
  ['000', 8_127],
  ['004', 9_103],
  ['042', 1_129],
  ['424', 354],
  ['242', 339],
]);

describe('the pieces a search text is counted by', () => {
  it('are the windows of three of its runs of ASCII letters and digits, lower-cased, each once', () => {
    expect(countedPieces('INV-0004242')).toEqual(['inv', '000', '004', '042', '424', '242']);
    expect(countedPieces('abab ab')).toEqual(['aba', 'bab']);
  });

  it('skip a run shorter than three, a wildcard, an escape and any other character', () => {
    expect(countedPieces('ab-c%d_e\\f')).toEqual([]);
    expect(countedPieces('çaxyz')).toEqual(['axy', 'xyz']);
  });
});

describe('the rare run a trigram index is asked for', () => {
  it('is the rarest piece widened over neighbours at most sixteen times as common', () => {
    // '242' (339 rows) takes '424' and '042' (1,129 ≤ 5,424), not '004' (9,103).
    expect(rareRun('INV-0004242', invoices)).toEqual({ text: '04242', fewest: 339 });
  });

  it('takes no neighbour held by more than RARE_UP_TO rows, however common the rarest', () => {
    // The promotion codes' 'VOL0009': '000' (10,171 rows) takes '009' (11,279), not 'l00' (99,999).
    const codes = new Map([
      ['vol', 100_000],
      ['ol0', 100_000],
      ['l00', 99_999],
      ['000', 10_171],
      ['009', 11_279],
    ]);
    expect(rareRun('vol0009', codes)).toEqual({ text: '0009', fewest: 10_171 });
    expect(rareRun('vol0009', new Map([...codes, ['000', RARE_UP_TO + 1], ['009', RARE_UP_TO + 1]]))).toBeUndefined();
  });

  it('takes neighbours up to a thousand rows whatever the rarest', () => {
    const counts = new Map([
      ['abc', 2],
      ['bcd', 900],
      ['cde', 1_001],
    ]);
    expect(rareRun('abcde', counts)).toEqual({ text: 'abcd', fewest: 2 });
  });

  it('counts a piece no row holds as none, the rarest of all', () => {
    expect(rareRun('inv-zzz9', invoices)).toEqual({ text: 'zzz9', fewest: 0 });
  });

  it('is none for a common text or one without a counted piece', () => {
    expect(rareRun('inv-00', invoices)).toBeUndefined();
    expect(rareRun('inv', new Map([['inv', RARE_UP_TO + 1]]))).toBeUndefined();
    expect(rareRun('inv', new Map([['inv', RARE_UP_TO]]))).toEqual({ text: 'inv', fewest: RARE_UP_TO });
    expect(rareRun('a-b-c', invoices)).toBeUndefined();
  });
});
