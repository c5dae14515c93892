import { CloseCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * An error block as antd's Alert shows one (its colours from the theme), without loading the Alert
 * component into the list's route (the route stays within its bundle budget).
 */
export function ErrorBox({
  id,
  children,
  ...data
}: {
  id?: string;
  children: ReactNode;
  [data: `data-${string}`]: string;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      id={id}
      {...data}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'baseline',
        padding: '8px 12px',
        marginBottom: 12,
        border: `1px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorErrorBg,
        color: token.colorText,
      }}
    >
      <CloseCircleFilled style={{ color: token.colorError }} aria-hidden />
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}
