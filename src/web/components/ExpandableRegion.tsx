import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';

/**
 * A link-styled toggle ('History') and, while open, a region beneath it named `name` (the toggle's name
 * too) holding `children`: closed, the children are not rendered (what they read is not read).
 */
export function ExpandableRegion({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div style={{ marginTop: 8 }}>
      <Button
        type="link"
        size="small"
        icon={open ? <UpOutlined /> : <DownOutlined />}
        iconPlacement="end"
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((was) => !was)}
        style={{ paddingInline: 0 }}
      >
        {label}
      </Button>
      {open && (
        <section id={regionId} aria-label={name} style={{ marginTop: 8 }}>
          {children}
        </section>
      )}
    </div>
  );
}
