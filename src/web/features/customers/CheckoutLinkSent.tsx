import { Button, Input, Modal, Result, Space, Typography } from 'antd';
import { CUSTOMER_SUCCESS } from '../../../shared/domain/customer';
import { CopyButton } from '../../components/CopyButton';

/**
 * CUS-CHK-08 (decided): after sending, the link that went out, read-only, to copy into a chat; 'Send
 * another' opens an empty form, 'Close' ends the dialog (nothing is left unsaved).
 */
export function CheckoutLinkSent({
  open,
  sent,
  onAnother,
  onClose,
}: {
  open: boolean;
  sent: { email: string; link: string };
  onAnother(): void;
  onClose(): void;
}) {
  return (
    <Modal
      title="Send checkout link"
      open={open}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="another" onClick={onAnother}>
          Send another
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <Result
        status="success"
        title={CUSTOMER_SUCCESS.checkoutLink}
        subTitle={`The checkout link was emailed to ${sent.email}.`}
        style={{ padding: '8px 0 16px' }}
      />
      <Typography.Text strong>Checkout link</Typography.Text>
      <Space.Compact style={{ width: '100%', marginTop: 4 }}>
        <Input readOnly value={sent.link} aria-label="Checkout link" onFocus={(e) => e.target.select()} />
        <CopyButton text={sent.link} ariaLabel="Copy the checkout link" />
      </Space.Compact>
    </Modal>
  );
}
