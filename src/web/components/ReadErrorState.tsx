import { CloseCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type CSSProperties, useEffect, useId } from 'react';
import { notifyReadError } from '../api/notify';

/** ERR-12 (GAP, decided): the heading of the failed read's notification and of the error state. */
export const READ_ERROR_TITLE = 'Could not load the data';
/** ERR-12 (GAP, decided): the error state's short text. */
export const READ_ERROR_TEXT = 'The data could not be read. Check your connection and try again.';
export const RETRY_LABEL = 'Retry';

const BOX: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '48px 16px',
  textAlign: 'center',
};
const ICON: CSSProperties = { fontSize: 40, color: '#cf1322' };
const HEADING: CSSProperties = { margin: 0, fontSize: 16, fontWeight: 600 };
const TEXT: CSSProperties = { margin: 0, color: 'rgba(0, 0, 0, 0.56)' };

/**
 * CUS-LIST-30 / CUS-DET-08: what a list or detail shows in place of its content when its read failed
 * (never the error and 'No data' together): a heading, a short text and a Retry button (busy while
 * `retrying`).
 */
export function ReadErrorState({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={BOX} data-read-error="">
      <CloseCircleOutlined aria-hidden style={ICON} />
      <h2 id={headingId} style={HEADING}>
        {READ_ERROR_TITLE}
      </h2>
      <p style={TEXT}>{READ_ERROR_TEXT}</p>
      <Button type="primary" loading={retrying} onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </section>
  );
}

/** Failures already shown: a failure (its error object) is notified once, whoever else shows it. */
const notified = new WeakSet<object>();

/**
 * CUS-LIST-30 / CUS-DET-08 / ERR-12: shows the generic error notification once per failed read. Each
 * failed attempt (a Retry that fails again) is a new error object, so it is notified again.
 */
export function useReadErrorNotice(error: unknown): void {
  useEffect(() => {
    if (!error) return;
    if (typeof error === 'object') {
      if (notified.has(error)) return;
      notified.add(error);
    }
    notifyReadError(READ_ERROR_TITLE, error);
  }, [error]);
}
