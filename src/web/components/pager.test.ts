import { describe, expect, it } from 'vitest';
import { pageAddress } from './pager';

describe('pageAddress: the address of a page of a list', () => {
  it("sets the list's page, keeping its other keys; page 1 is the list without one", () => {
    expect(pageAddress('/products/content', '?size=20&status=ACTIVE', 3)).toBe(
      '/products/content?size=20&status=ACTIVE&page=3',
    );
    expect(pageAddress('/products/content', '?page=3&size=20', 2)).toBe('/products/content?page=2&size=20');
    expect(pageAddress('/products/content', '?page=3&size=20', 1)).toBe('/products/content?size=20');
    expect(pageAddress('/mini-courses', '', 1)).toBe('/mini-courses');
    expect(pageAddress('/mini-courses', '?q=caf%C3%A9+au+lait', 2)).toBe('/mini-courses?q=caf%C3%A9+au+lait&page=2');
  });
});
