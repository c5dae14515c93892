import { useEffect, useState } from 'react';

/** The operating system's 'reduce motion' setting (the `prefers-reduced-motion` media query). */
const QUERY = '(prefers-reduced-motion: reduce)';

const reduced = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;

/**
 * Whether the user asked their system for less motion, kept current when they change it: the app then
 * shows dialogs, menus, messages and tabs without antd's zoom, slide and fade (WCAG 2.3.3).
 */
export function useReducedMotion(): boolean {
  const [value, setValue] = useState(reduced);
  useEffect(() => {
    const media = window.matchMedia?.(QUERY);
    if (!media) return;
    const changed = () => setValue(media.matches);
    media.addEventListener('change', changed);
    return () => media.removeEventListener('change', changed);
  }, []);
  return value;
}
