import { z } from 'zod';
import {
  RICH_TEXT_HTML_MAX,
  type RichTextLocale,
  richTextHtmlTooLongMessage,
  richTextRequiredMessage,
} from '../domain/rich-text';
import { multilineText, text } from './fields';

/**
 * Wire fields of the marketing texts (spec 3 §3): `multi_language_content` `{en, es}` of serialized
 * rich text (HTML), and the trimmed, required names. The schema keeps out what cannot be stored (HTML
 * over RICH_TEXT_HTML_MAX, NUL, lone surrogates); the server sanitises what passes and then checks
 * MKT-07/08 on the sanitised text (src/shared/domain/rich-text.ts `richTextProblem`).
 */

const html = (locale: RichTextLocale) => multilineText(RICH_TEXT_HTML_MAX, richTextHtmlTooLongMessage(locale));

/** The body's `multi_language_content`: English required (a string), Spanish optional ('' or null: none). */
export const multiLanguageContentBody = z.object(
  {
    en: z.string({ error: richTextRequiredMessage('en') }).pipe(html('en')),
    es: html('es').nullable().optional(),
  },
  { error: richTextRequiredMessage('en') },
);
export type MultiLanguageContentBody = z.infer<typeof multiLanguageContentBody>;

/** The answer's `multi_language_content`: sanitised HTML per locale, '' for a locale without text. */
export const multiLanguageContentSchema = z.object({ en: z.string(), es: z.string() });

/** A required name: trimmed (MKT-06), not empty, at most `max` characters, with the form's messages. */
export function requiredName(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .pipe(text(max, messages.tooLong))
    .pipe(z.string().min(1, messages.required));
}
