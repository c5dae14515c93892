import { describe, expect, it } from 'vitest';
import {
  COLUMN_WIDTHS,
  columnWidth,
  IDENTIFIER_KINDS,
  identifierPieces,
  lastPage,
  lastPagedPage,
  listTableProps,
  TEXT_MIN_WIDTH,
  tableMinWidth,
  totalText,
} from './list-table';

describe('list table', () => {
  it("says 'Total 1 item' for one and 'Total N items' otherwise, or the range where the spec asks", () => {
    expect(totalText(1, [1, 1])).toBe('Total 1 item');
    expect(totalText(0, [0, 0])).toBe('Total 0 items');
    expect(totalText(51, [11, 20])).toBe('Total 51 items');
    expect(totalText(51, [11, 20], 'range')).toBe('11~20 of 51 items');
    expect(totalText(1, [1, 1], 'range')).toBe('1~1 of 1 item');
  });

  it('gives the last page, 1 when there are no rows', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(51, 10)).toBe(6);
    expect(lastPage(51, 20)).toBe(3);
  });

  it("offers no page past the lists' depth (10,000 rows), and shows the whole total", () => {
    expect(lastPagedPage(51, 10)).toBe(6);
    expect(lastPagedPage(100_000, 10)).toBe(1_000);
    expect(lastPagedPage(100_000, 100)).toBe(100);
    expect(lastPagedPage(undefined, 20)).toBe(500);
    const state = { page: 3, size: 50, sortKey: 'name', sortOrder: 'ascend' } as const;
    const { pagination } = listTableProps(state, () => undefined, 123_456);
    expect(pagination.total).toBe(10_000);
    expect(pagination.showTotal(10_000, [101, 150])).toBe('Total 123456 items');
  });

  it('fixes the widths of codes, statuses, dates, enumerations and numbers; text shares the rest', () => {
    expect(columnWidth('date')).toBe(COLUMN_WIDTHS.date);
    expect(columnWidth('status')).toBe(COLUMN_WIDTHS.status);
    expect(columnWidth('code')).toBe(COLUMN_WIDTHS.code);
    expect(columnWidth('text')).toBeUndefined();
    expect(columnWidth('email')).toBeUndefined();
    expect(columnWidth('text', 140)).toBe(140);
    expect(columnWidth('actions', 300)).toBe(300);
    expect(tableMinWidth([{ kind: 'code' }, { kind: 'text' }, { kind: 'date' }, { kind: 'actions', width: 200 }])).toBe(
      COLUMN_WIDTHS.code + TEXT_MIN_WIDTH + COLUMN_WIDTHS.date + 200,
    );
  });

  it('never cuts identifiers (codes, emails); they wrap after @, - _ / and before a dot', () => {
    expect([...IDENTIFIER_KINDS].sort()).toEqual(['code', 'email']);
    expect(tableMinWidth([{ kind: 'email' }, { kind: 'code', width: 112 }])).toBe(TEXT_MIN_WIDTH + 112);
    expect(identifierPieces('SUB-MONTHLY-FR-PREM')).toEqual(['SUB-', 'MONTHLY-', 'FR-', 'PREM']);
    expect(identifierPieces('stephanie.kelly@example.org')).toEqual(['stephanie', '.kelly@', 'example', '.org']);
    expect(identifierPieces('9781400001222')).toEqual(['9781400001222']);
    expect(identifierPieces('a_b/c')).toEqual(['a_', 'b/', 'c']);
    // '--' (empty) and a doubled hyphen stay together.
    expect(identifierPieces('--')).toEqual(['--']);
    expect(identifierPieces('A--B')).toEqual(['A--', 'B']);
    expect(identifierPieces('').join('')).toBe('');
  });
});
