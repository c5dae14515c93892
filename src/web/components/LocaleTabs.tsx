import { ExclamationCircleFilled } from '@ant-design/icons';
import { Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_REQUIRED, type RichTextLocale } from '../../shared/domain/rich-text';
import { RichTextEditor } from './RichTextEditor';

/**
 * The pieces of the marketing forms' English and Spanish tabs (RichTextEditorForm.tsx, the promotion's
 * description and disclosure tabs, the save offer's texts).
 */

/**
 * A locale tab's name: the language, '(optional)' where the locale may stay empty (MKT-09), and a
 * mark named `errorLabel` while a field of the tab shows an error.
 */
export function LocaleTabLabel({ locale, errorLabel }: { locale: RichTextLocale; errorLabel?: string | false }) {
  return (
    <span>
      {RICH_TEXT_LOCALE_LABELS[locale]}
      {RICH_TEXT_REQUIRED[locale] ? null : <Typography.Text type="secondary"> (optional)</Typography.Text>}
      {errorLabel ? (
        <ExclamationCircleFilled style={{ color: '#cf1322', marginLeft: 6 }} aria-label={errorLabel} role="img" />
      ) : null}
    </span>
  );
}

/** An editor inside its Form.Item, red while the field shows an error; `onInvalid` hears of it (the tab's mark). */
export function FieldRichTextEditor({
  label,
  onInvalid,
  value,
  onChange,
  id,
}: {
  label: string;
  onInvalid?: (invalid: boolean) => void;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}) {
  const { status } = Form.Item.useStatus();
  const invalid = status === 'error';
  useEffect(() => onInvalid?.(invalid), [invalid, onInvalid]);
  return <RichTextEditor value={value} onChange={onChange} id={id} label={label} invalid={invalid} />;
}

/**
 * Which fields of the tabs show an error, by key: `reporter(key)` is the field's onInvalid, the same
 * function on every render (so an editor's report does not run again for nothing).
 */
export function useInvalidMarks() {
  const [invalid, setInvalid] = useState<Readonly<Record<string, boolean>>>({});
  const [reporter] = useState(() => {
    const made = new Map<string, (value: boolean) => void>();
    return (key: string) => {
      let report = made.get(key);
      if (!report) {
        report = (value: boolean) =>
          setInvalid((current) => (current[key] === value ? current : { ...current, [key]: value }));
        made.set(key, report);
      }
      return report;
    };
  });
  return { invalid, reporter };
}
