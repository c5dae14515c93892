import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CATALOG_ENTITY_NOUN, type CatalogEntity, VERIFY_COMMENTS_MAX } from '../../../shared/domain/catalog-workflow';

/** CAT-WF-03: the Verify dialog, with optional comments of at most 200 characters. */
export function VerifyDialog({
  entity,
  open,
  submitting,
  onSubmit,
  onCancel,
}: {
  entity: CatalogEntity;
  open: boolean;
  submitting: boolean;
  onSubmit: (comments: string) => void;
  onCancel: () => void;
}) {
  const [comments, setComments] = useState('');
  return (
    <Modal
      title="Verify"
      open={open}
      okText="Verify"
      confirmLoading={submitting}
      onOk={() => onSubmit(comments)}
      onCancel={onCancel}
      afterClose={() => setComments('')}
      destroyOnHidden
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
      />
    </Modal>
  );
}
