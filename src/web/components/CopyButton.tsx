import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { COPIED_TEXT, COPIED_TOOLTIP_MS } from '../../shared/domain/ui-texts';
import { notifyError } from '../api/notify';

/** Copies `text` to the clipboard; a 'Copied' tooltip shows for 2 s (CONST-13). */
export function CopyButton({ text, label = 'Copy', ariaLabel }: { text: string; label?: string; ariaLabel?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      notifyError(error instanceof Error ? error : new Error('Could not copy to the clipboard.'));
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
  };

  return (
    <Tooltip title={COPIED_TEXT} open={copied}>
      <Button icon={<CopyOutlined />} aria-label={ariaLabel ?? label} onClick={() => void copy()}>
        {label}
      </Button>
    </Tooltip>
  );
}
