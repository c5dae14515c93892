import { describe, expect, it } from 'vitest';
import { portalAddressFor } from './portal-origin';

describe('portalAddressFor', () => {
  it('moves a page at the other loopback spelling to the portal address, keeping path and query', () => {
    expect(portalAddressFor('http://127.0.0.1:8080/products/content?page=2#x', 'http://localhost:8080')).toBe(
      'http://localhost:8080/products/content?page=2#x',
    );
    expect(portalAddressFor('http://localhost:8080/', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/');
  });

  it('leaves the page alone at the portal address, on another port, or on another host', () => {
    expect(portalAddressFor('http://localhost:8080/x', 'http://localhost:8080')).toBeNull();
    expect(portalAddressFor('http://127.0.0.1:5173/x', 'http://localhost:8080')).toBeNull();
    expect(portalAddressFor('https://portal.example.com/x', 'https://portal.internal')).toBeNull();
  });
});
