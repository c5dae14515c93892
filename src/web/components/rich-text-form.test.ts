import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX, richTextRequiredMessage, richTextTooLongMessage } from '../../shared/domain/rich-text';
import { contentBody, localeOfField, richTextRule, violationPath } from './rich-text-form';

type Validator = (rule: unknown, value: string | undefined) => Promise<void>;
const check = (locale: 'en' | 'es', value: string | undefined) =>
  (richTextRule(locale) as { validator: Validator }).validator({}, value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('the rich-text field rule (MKT-07..09, shared richTextProblem)', () => {
  it('requires English text, whatever the markup, and lets Spanish be empty', async () => {
    expect(await check('en', '')).toBe(richTextRequiredMessage('en'));
    expect(await check('en', '<p>&nbsp; </p><p><br></p>')).toBe(richTextRequiredMessage('en'));
    expect(await check('en', '<p><strong>Hi</strong></p>')).toBeNull();
    expect(await check('es', undefined)).toBeNull();
  });

  it('counts visible text against 14000: markup is not counted', async () => {
    const full = `<p><strong>${'a'.repeat(RICH_TEXT_MAX)}</strong></p>`;
    expect(await check('en', full)).toBeNull();
    expect(await check('es', `<p>${'a'.repeat(RICH_TEXT_MAX)}</p><p>b</p>`)).toBe(richTextTooLongMessage('es'));
  });
});

describe('the form body and refusals', () => {
  it('sends Spanish as empty text when the form has none', () => {
    expect(contentBody({ en: '<p>x</p>' })).toEqual({ en: '<p>x</p>', es: '' });
    expect(contentBody(undefined)).toEqual({ en: '', es: '' });
  });

  it('names form fields from violation fields, and their locale tab', () => {
    expect(violationPath('multi_language_content.es')).toEqual(['multi_language_content', 'es']);
    expect(violationPath('base_price_ids.2')).toEqual(['base_price_ids', 2]);
    expect(localeOfField(['multi_language_content', 'es'])).toBe('es');
    expect(localeOfField(['name'])).toBeNull();
  });
});
