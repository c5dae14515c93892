import { Watermark as AntWatermark } from 'antd';
import type { ReactNode } from 'react';
import './watermark.css';

/**
 * SHELL-WM-01/02: diagonal build-time text across the whole app, 300 apart. It lies beneath the content
 * (issue 21): seen wherever the page shows its background, never over a field or the text typed in it.
 */
export function Watermark({ children }: { children: ReactNode }) {
  return (
    <AntWatermark
      className="portal-watermark"
      content={__PORTAL_WATERMARK__}
      gap={[300, 300]}
      rotate={-22}
      zIndex={-1}
      style={{ minHeight: '100vh' }}
    >
      {children}
    </AntWatermark>
  );
}
