import { Flex, Typography } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useHeadingTitle } from './usePageTitle';

/**
 * A page heading, with optional actions on the right. The actions are the page's primary actions:
 * notices stay clear of them (`data-primary-actions`, see api/notice-guard.ts). The heading names the
 * browser tab (`name`, else the heading's text), unless a frame above names the page itself.
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
      <Typography.Title ref={heading} level={3} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra ? <div data-primary-actions="">{extra}</div> : null}
    </Flex>
  );
}
