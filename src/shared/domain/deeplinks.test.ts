import { describe, expect, it } from 'vitest';
import { IN_APP_FEATURES, inAppDeeplink } from './deeplinks';

describe('IN_APP_FEATURES', () => {
  it('lists the twelve features in the spec order', () => {
    expect(IN_APP_FEATURES.map((f) => f.label)).toEqual([
      'Me Tab',
      'Reading',
      'Skills',
      'Bonus Packs',
      'Flash Cards',
      'Quick Match',
      'Speak Easy',
      'Speak Round',
      'My Vocabulary',
      'Smart Tutor',
      'Mini Lesson',
      'Set Reminder',
    ]);
    expect(new Set(IN_APP_FEATURES.map((f) => f.category)).size).toBe(12);
  });
});

describe('inAppDeeplink', () => {
  it('adds type=2 and the category', () => {
    expect(inAppDeeplink('https://learn.example.com/landing', 'me_tab')).toBe(
      'https://learn.example.com/landing?type=2&category=me_tab',
    );
  });

  it('keeps a query the base already has', () => {
    expect(inAppDeeplink('https://learn.example.com/landing?src=portal', 'reading')).toBe(
      'https://learn.example.com/landing?src=portal&type=2&category=reading',
    );
  });

  it('works with a relative base', () => {
    expect(inAppDeeplink('/landing', 'skills')).toBe('/landing?type=2&category=skills');
    expect(inAppDeeplink('/landing?a=1', 'skills')).toBe('/landing?a=1&type=2&category=skills');
  });
});
