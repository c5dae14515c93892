import { createContext, useContext, useEffect } from 'react';

/** The portal's name, as index.html titles the page before any page names itself. */
export const APP_NAME = 'Staff portal';

/** The browser tab's text for a page named `name` ('grace@example.com · Customer | Staff portal'). */
export const documentTitle = (name: string | null): string => (name ? `${name} | ${APP_NAME}` : APP_NAME);

/** A detail page's name: what it shows, then what kind of thing it is ('CP-000042 · Content product'). */
export const detailTitle = (name: string | null | undefined, kind: string): string =>
  name ? `${name} · ${kind}` : kind;

/**
 * Whether a PageTitle below names the document after its heading. A frame that names the page itself
 * (DetailPageFrame) turns it off for the headings it draws.
 */
export const HeadingNamesPage = createContext(true);

/** Names the browser tab after the page; null: the page has no name yet (the app name alone). */
export function usePageTitle(name: string | null): void {
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
}

/** usePageTitle for a heading: only when no frame above names the page. */
export function useHeadingTitle(name: string | null): void {
  const names = useContext(HeadingNamesPage);
  useEffect(() => {
    if (names) document.title = documentTitle(name);
  }, [names, name]);
}
