import { describe, expect, it } from 'vitest';
import { hasMorePages, nextPreviewPage, progressText } from './preview-pages';

describe('the preview reads pages one after another (ENT-PREV-03)', () => {
  it('asks nothing while a page is under way', () => {
    expect(nextPreviewPage({ pages: 1, rows: 100, total: 1000 }, 5, true)).toBeNull();
  });

  it('asks the next page once the previous answered, up to the batch', () => {
    expect(nextPreviewPage({ pages: 1, rows: 100, total: 1000 }, 5, false)).toBe(1);
    expect(nextPreviewPage({ pages: 4, rows: 400, total: 1000 }, 5, false)).toBe(4);
    expect(nextPreviewPage({ pages: 5, rows: 500, total: 1000 }, 5, false)).toBeNull();
    expect(nextPreviewPage({ pages: 5, rows: 500, total: 1000 }, 10, false)).toBe(5);
  });

  it('stops when every match is read, or at the paging depth', () => {
    expect(nextPreviewPage({ pages: 2, rows: 150, total: 150 }, 5, false)).toBeNull();
    expect(hasMorePages({ pages: 100, rows: 10_000, total: 50_000 })).toBe(false);
    expect(hasMorePages({ pages: 99, rows: 9_900, total: 50_000 })).toBe(true);
    expect(hasMorePages({ pages: 0, rows: 0, total: undefined })).toBe(true);
  });

  it('stops at a short page, and reads on past an estimated total while pages come back full', () => {
    expect(hasMorePages({ pages: 3, rows: 250, total: 5000 })).toBe(false);
    expect(hasMorePages({ pages: 3, rows: 300, total: 300 })).toBe(false);
    // Beyond exact counting the total is an estimate: 1,200 estimated, 1,200 read in full pages.
    expect(hasMorePages({ pages: 12, rows: 1200, total: 1200 })).toBe(true);
    expect(hasMorePages({ pages: 13, rows: 1234, total: 1200 })).toBe(false);
  });

  it('says how far it got', () => {
    expect(progressText({ pages: 3, rows: 300, total: 1234 })).toBe('Loaded 300 of 1,234 entitlements');
    expect(progressText({ pages: 1, rows: 1, total: 1 })).toBe('Loaded 1 of 1 entitlement');
  });
});
