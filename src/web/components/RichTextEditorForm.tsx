import { Card, Flex, Form, type FormInstance, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  RICH_TEXT_FIELD_LABELS,
  RICH_TEXT_LOCALES,
  RICH_TEXT_REQUIRED,
  type RichTextForm,
  type RichTextLocale,
  richTextVariables,
  TAX_TEXTS,
} from '../../shared/domain/rich-text';
import { storeViolations } from '../api/errors';
import { FieldRichTextEditor, LocaleTabLabel, useInvalidMarks } from './LocaleTabs';
import { CONTENT_FIELD, localeOfField, type NamePath, richTextRule, violationPath } from './rich-text-form';
import { useFailedSave } from './useFailedSave';

/**
 * The marketing forms' rich-text part (description templates, disclosures; promotions and save offers
 * next): English and Spanish tabs, each holding an editor (MKT-09: English required, Spanish
 * optional), the variable-hint panel (MKT-10..12), and the save step those forms share (checks, the
 * ERR-11 warning, the fields a store refusal names marked on the form).
 */

/**
 * The save step of a marketing form: check every field (the rules are the shared ones), on failure
 * the failed-save warning (useFailedSave) and the tab of the first failing locale; then send, and on a
 * refusal mark the fields it names (what is no field of the form, such as If-Match, is left to the
 * notification, which names the marked fields).
 * Resolves to the send's answer, or undefined when nothing was saved.
 */
export function useRichTextFormSubmit<V>(form: FormInstance<V>, showLocale: (locale: RichTextLocale) => void) {
  const failedSave = useFailedSave(form);
  const showFirstLocale = (names: readonly NamePath[]) => {
    for (const name of names) {
      const locale = localeOfField(name);
      if (locale) {
        showLocale(locale);
        return;
      }
    }
  };
  return async <T,>(send: (values: V) => Promise<T>): Promise<T | undefined> => {
    try {
      await form.validateFields();
    } catch (failure) {
      const fields = (failure as { errorFields?: { name: NamePath }[] }).errorFields ?? [];
      failedSave.warn();
      // A field of the open tab is shown as it is; else the first failing locale's tab opens.
      showFirstLocale(fields.map((f) => f.name));
      return undefined;
    }
    try {
      return await send(form.getFieldsValue(true) as V);
    } catch (error) {
      const violations = storeViolations(error).filter((v) => v.field !== 'If-Match');
      if (violations.length) {
        const byField = new Map<string, { name: NamePath; errors: string[] }>();
        for (const v of violations) {
          const name = violationPath(v.field);
          // An element's error ('base_price_ids.3') shows on its list field.
          const shown = typeof name[name.length - 1] === 'number' ? name.slice(0, -1) : name;
          const entry = byField.get(shown.join('.')) ?? { name: shown, errors: [] };
          entry.errors.push(v.message);
          byField.set(shown.join('.'), entry);
        }
        form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
        showFirstLocale([...byField.values()].map((e) => e.name));
      }
      failedSave.refused(error);
      return undefined;
    }
  };
}

/** MKT-10..12: the placeholders the checkout replaces in this form's texts, with what each stands for. */
export function RichTextVariableHints({ form }: { form: RichTextForm }) {
  return (
    <Card size="small" title="Variables" role="note" aria-label="Variables">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Type these in the text; the checkout replaces them.
      </Typography.Paragraph>
      <dl style={{ margin: 0 }}>
        {richTextVariables(form).map((variable) => (
          <div key={variable.token} style={{ marginBottom: 10 }}>
            <dt>
              <Typography.Text code copyable={{ text: variable.token, tooltips: ['Copy', 'Copied'] }}>
                {variable.token}
              </Typography.Text>
            </dt>
            <dd style={{ margin: '2px 0 0' }}>
              {variable.meaning}
              {variable.token === '{tax}' ? (
                <>
                  {' '}
                  In Spanish: '{TAX_TEXTS.plusApplicableTaxes.es}' or '{TAX_TEXTS.taxInclusive.es}'.
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The content of a marketing form: English and Spanish tabs, each with its editor (both rendered, so a
 * check can mark a tab not open), a tab whose field shows an error marked with an icon; the variable
 * hints beside them.
 */
export function RichTextEditorTabs({
  form,
  activeLocale,
  onLocaleChange,
  extra,
}: {
  form: RichTextForm;
  activeLocale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
  /** Shown above the tabs (a notice). */
  extra?: ReactNode;
}) {
  const { invalid, reporter } = useInvalidMarks();
  const items = RICH_TEXT_LOCALES.map((locale) => ({
    key: locale,
    forceRender: true,
    label: (
      <LocaleTabLabel
        locale={locale}
        errorLabel={invalid[locale] && `${RICH_TEXT_FIELD_LABELS[locale]} has an error`}
      />
    ),
    children: (
      <Form.Item
        name={[CONTENT_FIELD, locale]}
        label={RICH_TEXT_FIELD_LABELS[locale]}
        required={RICH_TEXT_REQUIRED[locale]}
        rules={[richTextRule(locale)]}
      >
        <FieldRichTextEditor label={RICH_TEXT_FIELD_LABELS[locale]} onInvalid={reporter(locale)} />
      </Form.Item>
    ),
  }));
  return (
    <Flex gap={24} align="flex-start">
      <div style={{ flex: '1 1 auto', minWidth: 0 }}>
        {extra}
        <Tabs activeKey={activeLocale} onChange={(key) => onLocaleChange(key as RichTextLocale)} items={items} />
      </div>
      <div style={{ flex: '0 0 300px', paddingTop: 8 }}>
        <RichTextVariableHints form={form} />
      </div>
    </Flex>
  );
}
