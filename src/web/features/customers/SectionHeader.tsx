import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { SectionTitle } from '../../components/Heading';

/** A section heading of the customer detail with its actions on the right. */
export function SectionHeader({ id, title, extra }: { id: string; title: string; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ margin: '8px 0 12px' }}>
      <SectionTitle id={id} style={{ margin: 0 }}>
        {title}
      </SectionTitle>
      {extra}
    </Flex>
  );
}
