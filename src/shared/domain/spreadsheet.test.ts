import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet';

describe('neutraliseCell', () => {
  it('neutralises a cell starting with =, +, -, @, a tab or a carriage return', () => {
    for (const bad of ['=SUM(A1)', '+1', '-2', '@x', '\tx', '\rx']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
    for (const ok of ['VIP-1', 'jane@example.com', '2026-01-01 10:00:00', '']) expect(neutraliseCell(ok)).toBe(ok);
  });
});
