import { Form, type FormInstance, Tabs } from 'antd';
import {
  RICH_TEXT_LOCALE_LABELS,
  RICH_TEXT_LOCALES,
  RICH_TEXT_REQUIRED,
  type RichTextLocale,
} from '../../../shared/domain/rich-text';
import { FieldRichTextEditor, LocaleTabLabel, useInvalidMarks } from '../../components/LocaleTabs';
import { type NamePath, richTextRule } from '../../components/rich-text-form';

/** The two rich texts of a promotion, per locale (PROMO-BP-05, PROMO-BOGO-04). */
export const TEXT_PARTS = ['description', 'disclosure'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];
export const TEXT_PART_LABELS: Record<TextPart, string> = { description: 'Description', disclosure: 'Disclosure' };

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
  const { invalid, reporter } = useInvalidMarks();
  const items = RICH_TEXT_LOCALES.map((locale) => {
    const marked = TEXT_PARTS.some((part) => invalid[`${part}.${locale}`]);
    return {
      key: locale,
      forceRender: true,
      label: (
        <LocaleTabLabel
          locale={locale}
          errorLabel={marked && `${RICH_TEXT_LOCALE_LABELS[locale]} texts have an error`}
        />
      ),
      children: TEXT_PARTS.map((part) => (
        <Form.Item
          key={part}
          name={[...base, part, locale]}
          label={TEXT_PART_LABELS[part]}
          required={RICH_TEXT_REQUIRED[locale]}
          rules={[richTextRule(locale)]}
        >
          <FieldRichTextEditor
            label={`${RICH_TEXT_LOCALE_LABELS[locale]} ${part}${nameSuffix}`}
            onInvalid={reporter(`${part}.${locale}`)}
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
