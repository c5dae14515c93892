import { ExclamationCircleFilled } from '@ant-design/icons';
import { Form, type FormInstance, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  RICH_TEXT_LOCALE_LABELS,
  RICH_TEXT_LOCALES,
  RICH_TEXT_REQUIRED,
  type RichTextLocale,
} from '../../../shared/domain/rich-text';
import { RichTextEditor } from '../../components/RichTextEditor';
import { type NamePath, richTextRule } from '../../components/rich-text-form';

/** The two rich texts of a promotion, per locale (PROMO-BP-05, PROMO-BOGO-04). */
export const TEXT_PARTS = ['description', 'disclosure'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];
export const TEXT_PART_LABELS: Record<TextPart, string> = { description: 'Description', disclosure: 'Disclosure' };

/** An editor in its Form.Item: reports whether the field shows an error (the tab's mark). */
function PartEditor({
  label,
  onInvalid,
  value,
  onChange,
  id,
}: {
  label: string;
  onInvalid: (invalid: boolean) => void;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}) {
  const { status } = Form.Item.useStatus();
  const invalid = status === 'error';
  useEffect(() => onInvalid(invalid), [invalid, onInvalid]);
  return <RichTextEditor value={value} onChange={onChange} id={id} label={label} invalid={invalid} />;
}

/**
 * English and Spanish tabs, each holding the description and the disclosure editors (MKT-07..09:
 * English required, Spanish optional; both tabs rendered, so a check can mark a tab not open); a tab
 * with a field in error is marked. `base` is the values' path (inside a Form.List: the entry's
 * name); `name` makes the editors' accessible names unique ('English description, entry 1').
 */
export function DescriptionDisclosureTabs({
  base,
  activeLocale,
  onLocaleChange,
  nameSuffix = '',
}: {
  base: NamePath;
  activeLocale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
  nameSuffix?: string;
}) {
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [reporters] = useState(() => {
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
  const items = RICH_TEXT_LOCALES.map((locale) => {
    const marked = TEXT_PARTS.some((part) => invalid[`${part}.${locale}`]);
    return {
      key: locale,
      forceRender: true,
      label: (
        <span>
          {RICH_TEXT_LOCALE_LABELS[locale]}
          {RICH_TEXT_REQUIRED[locale] ? null : <Typography.Text type="secondary"> (optional)</Typography.Text>}
          {marked ? (
            <ExclamationCircleFilled
              style={{ color: '#cf1322', marginLeft: 6 }}
              aria-label={`${RICH_TEXT_LOCALE_LABELS[locale]} texts have an error`}
              role="img"
            />
          ) : null}
        </span>
      ),
      children: TEXT_PARTS.map((part) => (
        <Form.Item
          key={part}
          name={[...base, part, locale]}
          label={TEXT_PART_LABELS[part]}
          required={RICH_TEXT_REQUIRED[locale]}
          rules={[richTextRule(locale)]}
        >
          <PartEditor
            label={`${RICH_TEXT_LOCALE_LABELS[locale]} ${part}${nameSuffix}`}
            onInvalid={reporters(`${part}.${locale}`)}
          />
        </Form.Item>
      )),
    };
  });
  return <Tabs activeKey={activeLocale} onChange={(key) => onLocaleChange(key as RichTextLocale)} items={items} />;
}

/** After a failed save: the locale tab of the first description or disclosure in error opens. */
export function showFailingTextLocale(form: FormInstance, show: (locale: RichTextLocale) => void) {
  for (const { name, errors } of form.getFieldsError()) {
    if (errors.length === 0) continue;
    const at = name.findIndex((part) => part === 'description' || part === 'disclosure');
    if (at < 0) continue;
    const locale = RICH_TEXT_LOCALES.find((l) => l === name[at + 1]);
    if (locale) {
      show(locale);
      return;
    }
  }
}
