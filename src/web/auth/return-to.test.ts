import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../components/memory-storage';
import { rememberTimedOutPage, returnToForSignIn, returnToFromState } from './return-to';

describe('returnToFromState', () => {
  it('keeps same-origin in-app paths only', () => {
    expect(returnToFromState({ returnTo: '/products/content?page=2' })).toBe('/products/content?page=2');
    expect(returnToFromState({ returnTo: '//evil.example.com/' })).toBe('/');
    expect(returnToFromState({ returnTo: 'https://evil.example.com/' })).toBe('/');
    expect(returnToFromState({ returnTo: '/callback?code=x' })).toBe('/');
    expect(returnToFromState(undefined)).toBe('/');
  });
});

describe('returnToForSignIn', () => {
  it('sends the sign-in after a timeout back to the interrupted page, once', () => {
    const storage = memoryStorage();
    rememberTimedOutPage('/products/content/add?tab=deeplink', storage);
    // Log out returns to the root; the sign-in that starts there goes back to the page.
    expect(returnToForSignIn('/', storage)).toBe('/products/content/add?tab=deeplink');
    expect(returnToForSignIn('/', storage)).toBe('/');
  });

  it('prefers a page the user asked for, and ignores a kept value that is not an in-app path', () => {
    const storage = memoryStorage();
    rememberTimedOutPage('/deeplink', storage);
    expect(returnToForSignIn('/mini-courses', storage)).toBe('/mini-courses');
    expect(storage.length).toBe(0);
    rememberTimedOutPage('//evil.example.com', storage);
    expect(returnToForSignIn('/', storage)).toBe('/');
  });
});
