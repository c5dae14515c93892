import { Watermark as AntWatermark } from 'antd';
import type { ReactNode } from 'react';

/** SHELL-WM-01/02: diagonal build-time text over the whole app, 300 apart. */
export function Watermark({ children }: { children: ReactNode }) {
  return (
    <AntWatermark
      className="portal-watermark"
      content={__PORTAL_WATERMARK__}
      gap={[300, 300]}
      rotate={-22}
      style={{ minHeight: '100vh' }}
    >
      {children}
    </AntWatermark>
  );
}
