import type { Rule } from 'antd/es/form';
import {
  type MultiLanguageContent,
  RICH_TEXT_LOCALES,
  type RichTextLocale,
  richTextProblem,
} from '../../shared/domain/rich-text';

/**
 * The pure parts of the marketing forms' rich text (RichTextEditorForm.tsx): the content field, its
 * rule, the body it sends, and the fields a store refusal names.
 */

/** The form field holding both locales, named as the body names it (`multi_language_content.en`). */
export const CONTENT_FIELD = 'multi_language_content';

/** MKT-07..09 for one locale, by the shared rule (`richTextProblem`). */
export const richTextRule = (locale: RichTextLocale): Rule => ({
  validator: (_rule, value: string | undefined) => {
    const problem = richTextProblem(locale, value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/** What the form sends for the content: English as typed, Spanish '' when it has no text. */
export function contentBody(content: Partial<MultiLanguageContent> | undefined): MultiLanguageContent {
  return { en: content?.en ?? '', es: content?.es ?? '' };
}

export type NamePath = (string | number)[];

/** A field name of the form from a violation's field ('multi_language_content.en', 'base_price_ids.0'). */
export function violationPath(field: string): NamePath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The locale tab a field name belongs to, if any. */
export function localeOfField(name: readonly (string | number)[]): RichTextLocale | null {
  if (name[0] !== CONTENT_FIELD) return null;
  return RICH_TEXT_LOCALES.find((locale) => locale === name[1]) ?? null;
}
