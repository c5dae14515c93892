import { Button, Space } from 'antd';
import { ActionButton } from './ActionButton';

/** Cancel and Save of an add page or an edit mode; Save is the primary action. */
export function SaveActions({ onCancel, onSave }: { onCancel: () => void; onSave: () => unknown }) {
  return (
    <Space>
      <Button onClick={onCancel}>Cancel</Button>
      <ActionButton type="primary" onClick={onSave}>
        Save
      </ActionButton>
    </Space>
  );
}
