import { describe, expect, it } from 'vitest';
import { nextPreviewRead } from './preview-pages';

const page = (n: number, email?: string) => ({
  page: n,
  size: 10,
  sort: 'createdDate,DESC',
  ...(email ? { email } : {}),
});

describe('the preview reads one page after another (ENT-PREV-03)', () => {
  it('keeps the read under way while it has not answered', () => {
    const reading = page(0);
    expect(nextPreviewRead(reading, page(1), true)).toBe(reading);
  });

  it('reads the latest page asked once the previous answered, what was skipped never', () => {
    expect(nextPreviewRead(page(0), page(3), false)).toEqual(page(3));
    expect(nextPreviewRead(page(0), page(0, 'jane@example.com'), false)).toEqual(page(0, 'jane@example.com'));
  });

  it('asks nothing new for the same query written anew', () => {
    const reading = page(2);
    expect(nextPreviewRead(reading, { ...page(2) }, false)).toBe(reading);
  });
});
