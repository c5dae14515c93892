import { Spin } from 'antd';

/**
 * A loading spinner screen readers announce: the label sits on a `role="status"` box (antd's Spin
 * itself may not carry aria-label: axe's aria-prohibited-attr). `minHeight` reserves the space of what
 * is loading.
 */
export function Loading({
  label,
  minHeight = 240,
  size,
}: {
  label: string;
  minHeight?: number;
  size?: 'small' | 'default' | 'large';
}) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', placeItems: 'center', minHeight }}>
      <Spin size={size} />
    </div>
  );
}
