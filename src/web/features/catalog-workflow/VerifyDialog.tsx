import { Input, Typography } from 'antd';
import { useState } from 'react';
import { CATALOG_ENTITY_NOUN, VERIFY_COMMENTS_MAX } from '../../../shared/domain/catalog-workflow';
import { ActionDialog } from '../../components/ActionDialog';
import type { WorkflowDialogProps } from './workflow-ui';

/** CAT-WF-03: the Verify dialog, with optional comments of at most 200 characters (what it submits). */
export function VerifyDialog({ entity, open, onSubmit, onCancel }: WorkflowDialogProps<string>) {
  const [comments, setComments] = useState('');
  return (
    <ActionDialog
      title="Verify"
      open={open}
      actions={[{ key: 'verify', label: 'Verify', primary: true, onClick: () => onSubmit(comments) }]}
      onCancel={onCancel}
      afterClose={() => setComments('')}
    >
      <Typography.Paragraph>
        Verify the content of this {CATALOG_ENTITY_NOUN[entity]} and send it to review.
      </Typography.Paragraph>
      <label htmlFor="verify-comments">Comments</label>
      <Input.TextArea
        id="verify-comments"
        aria-label="Comments"
        value={comments}
        onChange={(event) => setComments(event.target.value)}
        maxLength={VERIFY_COMMENTS_MAX}
        showCount
        rows={4}
        placeholder="Optional"
        // The counter sits under the box: keep it clear of the dialog's buttons.
        style={{ marginBottom: 24 }}
      />
    </ActionDialog>
  );
}
