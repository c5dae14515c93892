import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space } from 'antd';
import { SUBSCRIPTION_ACTION_LABELS } from '../../../../shared/domain/subscription';
import { ACTIONS_BUTTON, actionsOf } from './texts';
import type { DialogAction } from './view';

const DANGER: ReadonlySet<DialogAction> = new Set(['cancel', 'revokeEntitlement']);

/**
 * SUB-ACT: the 'Actions' menu of one subscription: the actions given (builtMenuActions: the server's
 * list, the permissions, the dialogs built), each opening its dialog. Nothing when there are none.
 */
export function SubscriptionActionsMenu({
  title,
  actions,
  onChoose,
}: {
  title: string;
  actions: readonly DialogAction[];
  onChoose: (action: DialogAction) => void;
}) {
  if (actions.length === 0) return null;
  const items: MenuProps['items'] = actions.map((action) => ({
    key: action,
    label: SUBSCRIPTION_ACTION_LABELS[action],
    danger: DANGER.has(action),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => onChoose(key as DialogAction) }}
      placement="bottomRight"
    >
      <Button size="small" aria-label={actionsOf(title)}>
        <Space size={4}>
          {ACTIONS_BUTTON}
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}
