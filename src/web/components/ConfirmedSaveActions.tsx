import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';

/**
 * Cancel and Save of an edit that asks before it saves ('Confirm change'): Save runs `check` (the form's
 * rules; false when it marked what is wrong), then asks; Confirm runs `save`. Cancel is the editor's own
 * (it asks to discard when something changed).
 */
export function ConfirmedSaveActions({
  onCancel,
  check,
  save,
  title,
  text,
}: {
  onCancel: () => void;
  check: () => Promise<boolean>;
  save: () => Promise<void>;
  title: string;
  text: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Space>
        <Button onClick={onCancel}>Cancel</Button>
        <ActionButton
          type="primary"
          onClick={async () => {
            if (await check()) setConfirming(true);
          }}
        >
          Save
        </ActionButton>
      </Space>
      <ActionDialog
        title={title}
        open={confirming}
        onCancel={() => setConfirming(false)}
        actions={[
          {
            key: 'confirm',
            label: 'Confirm',
            primary: true,
            onClick: async () => {
              await save();
              setConfirming(false);
            },
          },
        ]}
      >
        <Typography.Paragraph>{text}</Typography.Paragraph>
      </ActionDialog>
    </>
  );
}
