/** The in-app feature deeplinks (spec 3 §2.8, DL-02/03). DL-04 (GAP): category slugs chosen by us. */

export interface InAppFeature {
  label: string;
  category: string;
}

export const IN_APP_FEATURES: readonly InAppFeature[] = [
  { label: 'Me Tab', category: 'me_tab' },
  { label: 'Reading', category: 'reading' },
  { label: 'Skills', category: 'skills' },
  { label: 'Bonus Packs', category: 'bonus_packs' },
  { label: 'Flash Cards', category: 'flash_cards' },
  { label: 'Quick Match', category: 'quick_match' },
  { label: 'Speak Easy', category: 'speak_easy' },
  { label: 'Speak Round', category: 'speak_round' },
  { label: 'My Vocabulary', category: 'my_vocabulary' },
  { label: 'Smart Tutor', category: 'smart_tutor' },
  { label: 'Mini Lesson', category: 'mini_lesson' },
  { label: 'Set Reminder', category: 'set_reminder' },
];

/** The learning-site landing link of a feature: `type=2` and its category, kept with any existing query. */
export function inAppDeeplink(base: string, category: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    const separator = base.includes('?') ? '&' : '?';
    return `${base}${separator}type=2&category=${encodeURIComponent(category)}`;
  }
  url.searchParams.set('type', '2');
  url.searchParams.set('category', category);
  return url.toString();
}
