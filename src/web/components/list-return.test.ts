import { beforeEach, describe, expect, it } from 'vitest';
import { listReturnUrl, rememberListUrl } from './list-return';
import { memoryStorage } from './memory-storage';

describe('the way back to a list', () => {
  beforeEach(() => {
    globalThis.sessionStorage = memoryStorage();
  });

  it('returns to the list as last shown, per list path', () => {
    expect(listReturnUrl('/products/content')).toBe('/products/content');
    rememberListUrl('/products/content', '?statuses=ACTIVE&page=2');
    rememberListUrl('/mini-courses', 'language=Fr');
    expect(listReturnUrl('/products/content')).toBe('/products/content?statuses=ACTIVE&page=2');
    expect(listReturnUrl('/mini-courses')).toBe('/mini-courses?language=Fr');
    rememberListUrl('/products/content', '');
    expect(listReturnUrl('/products/content')).toBe('/products/content');
  });

  it('goes to the list itself when the remembered value is unreadable or for another path', () => {
    sessionStorage.setItem('portal.list-return', '{not json');
    expect(listReturnUrl('/mini-courses')).toBe('/mini-courses');
    sessionStorage.setItem('portal.list-return', JSON.stringify({ '/mini-courses': 'https://elsewhere.example/x' }));
    expect(listReturnUrl('/mini-courses')).toBe('/mini-courses');
  });
});
