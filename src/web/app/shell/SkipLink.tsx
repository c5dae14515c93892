import type { MouseEvent } from 'react';
import './skip-link.css';

/** The id of the shell's <main>, which the skip link moves to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus (and the view) to the page's main content, leaving the address as it is. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/**
 * Issue 21: 'Skip to main content', the page's first focusable element, hidden until it has the focus;
 * it moves the focus past the header and the menu to <main>.
 */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
