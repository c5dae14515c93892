import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '../../auth/session';

export const PORTAL_NAME = 'Staff portal';

/** SHELL-HDR-01/02: greets the user by nickname; Log out ends the session. */
export function HeaderBar() {
  const { nickname, logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24, height: 64 }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {PORTAL_NAME}
        </Typography.Text>
        <Flex align="center" gap={16}>
          <Typography.Text data-testid="greeting">Hi, {nickname || 'there'}</Typography.Text>
          <Button
            icon={<LogoutOutlined aria-hidden />}
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            Log out
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
