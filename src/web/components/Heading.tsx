import { Typography } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import './headings.css';

type TitleProps = Omit<ComponentProps<typeof Typography.Title>, 'level'>;

/**
 * A section's heading under the page title (PageTitle, the one h1): an h2, h3 within a section, the size
 * of antd's level 5 title (or `look` 4). Issue 21: no heading level is skipped.
 */
export function SectionTitle({
  level = 2,
  look = 5,
  className,
  ...props
}: TitleProps & { level?: 2 | 3; look?: 4 | 5 }) {
  return <Typography.Title {...props} level={level} className={`heading-look-${look} ${className ?? ''}`.trim()} />;
}

/** A card's title as the h2 of the section the card is (its look the card's), for cards that hold h3s. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} className="card-heading">
      {children}
    </Typography.Title>
  );
}
