import { Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../api/notify';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';

/**
 * The Delete and Edit buttons of a detail page's header, each shown when the token holds its endpoint's
 * permission (the caller asks `can(endpoint.permission)`), then the page's own actions (`children`).
 * Delete asks first (its own title and text), then deletes, says so and goes back to the list; a refusal
 * is an error notice and the page stays. A `refusal` disables its button with the reason as its
 * tooltip. Edit is the primary button when no action of the page's own follows it.
 */
export interface DetailDelete {
  allowed: boolean;
  refusal?: string | null;
  title: string;
  text: string;
  run: () => Promise<unknown>;
  /** The success notice. */
  deleted: string;
  /** Where to go afterwards (the list, as it was left). */
  backTo: string;
}

export interface DetailEdit {
  allowed: boolean;
  refusal?: string | null;
  onEdit: () => void;
  /** Loads the editor's chunk when the pointer or focus reaches Edit. */
  preload?: () => void;
}

export function DetailActions({
  remove,
  edit,
  children,
}: {
  remove?: DetailDelete;
  edit?: DetailEdit;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteIt = async () => {
    if (!remove) return;
    try {
      await remove.run();
    } catch (error) {
      setConfirming(false);
      notifyError(error);
      return;
    }
    setConfirming(false);
    notifySuccess(remove.deleted);
    navigate(remove.backTo);
  };
  return (
    <>
      <Space wrap>
        {remove?.allowed ? (
          <ActionButton danger refusal={remove.refusal ?? null} onClick={() => setConfirming(true)}>
            Delete
          </ActionButton>
        ) : null}
        {edit?.allowed ? (
          <ActionButton
            type={children ? 'default' : 'primary'}
            refusal={edit.refusal ?? null}
            onMouseEnter={edit.preload}
            onFocus={edit.preload}
            onClick={edit.onEdit}
          >
            Edit
          </ActionButton>
        ) : null}
        {children}
      </Space>
      {remove ? (
        <ActionDialog
          title={remove.title}
          open={confirming}
          onCancel={() => setConfirming(false)}
          actions={[{ key: 'delete', label: 'Delete', primary: true, danger: true, onClick: deleteIt }]}
        >
          <Typography.Paragraph>{remove.text}</Typography.Paragraph>
        </ActionDialog>
      ) : null}
    </>
  );
}
