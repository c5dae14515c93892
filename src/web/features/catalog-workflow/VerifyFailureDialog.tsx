import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Modal, Typography } from 'antd';
import { type VerifyResult, verifyFailureTitle } from '../../../shared/domain/catalog-workflow';
import { COPIED_TEXT, COPIED_TOOLTIP_MS } from '../../../shared/domain/ui-texts';
import { notifyError } from '../../api/notify';
import { SectionTitle } from '../../components/Heading';
import { INCORRECT_FORMAT_HEADING, MISMATCHED_HEADING, verifyFailureText } from './workflow-ui';

function Section({ heading, items, titled }: { heading: string; items: string[]; titled: boolean }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={heading} style={{ marginBottom: 16 }}>
      {titled ? <SectionTitle>{heading}</SectionTitle> : null}
      <ul style={{ maxHeight: 240, overflow: 'auto', margin: 0, paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography.Text code>{item}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

const both = (r: VerifyResult) => r.mismatchedItems.length > 0 && r.incorrectFormatItems.length > 0;

/** CAT-WF-05/06: a verify that did not succeed lists what is wrong; the list can be copied. */
export function VerifyFailureDialog({ result, onClose }: { result: VerifyResult | null; onClose: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(verifyFailureText(result));
      message.success({ content: COPIED_TEXT, duration: COPIED_TOOLTIP_MS / 1000 });
    } catch {
      notifyError(new Error('Could not copy to the clipboard.'));
    }
  };
  return (
    <Modal
      open={result !== null}
      title={result ? verifyFailureTitle(result) : ''}
      onCancel={onClose}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy to clipboard
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {result && (
        <>
          {/* Section headings only when both lists show; otherwise the dialog title says it. */}
          <Section heading={MISMATCHED_HEADING} items={result.mismatchedItems} titled={both(result)} />
          <Section heading={INCORRECT_FORMAT_HEADING} items={result.incorrectFormatItems} titled={both(result)} />
        </>
      )}
    </Modal>
  );
}
