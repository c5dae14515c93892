import { Flex, Typography } from 'antd';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import './headings.css';

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
function useHeadingTitle(name: string | null): void {
  const names = useContext(HeadingNamesPage);
  useEffect(() => {
    if (names) document.title = documentTitle(name);
  }, [names, name]);
}

/**
 * A page heading (the page's one h1), with optional actions on the right. The actions are the page's
 * primary actions: notices stay clear of them (`data-primary-actions`, see api/notice-guard.ts). The
 * heading names the browser tab (`name`, else the heading's text), unless a frame above names the page
 * itself.
 */
export function PageTitle({ children, extra, name }: { children: ReactNode; extra?: ReactNode; name?: string }) {
  const heading = useRef<HTMLElement>(null);
  const [text, setText] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (name === undefined) setText(heading.current?.textContent?.trim() || null);
  });
  useHeadingTitle(name ?? text);
  return (
    <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
      <Typography.Title ref={heading} level={1} className="heading-look-3" style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra ? <div data-primary-actions="">{extra}</div> : null}
    </Flex>
  );
}
