import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A page heading, with optional actions on the right. The actions are the page's primary actions:
 * notices stay clear of them (`data-primary-actions`, see api/notice-guard.ts).
 */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra ? <div data-primary-actions="">{extra}</div> : null}
    </Flex>
  );
}
