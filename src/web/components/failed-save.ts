import { FILL_REQUIRED_FIELDS } from '../../shared/domain/error-messages';
import { isRichTextEmpty } from '../../shared/domain/rich-text';

/**
 * The notice of a save the form's rules or the server refused (ERR-11, issue 21), as pure functions;
 * useFailedSave.ts reads the failing fields off an antd form and shows it.
 */

/** A field a save failed on: the label the form shows for it, and whether the user left it empty. */
export interface FailedField {
  label: string;
  missing: boolean;
}

export const FIX_FIELDS_PREFIX = 'Please fix: ';

/**
 * When only empty fields failed, the spec's 'Please fill in all required fields.' word for word;
 * otherwise every failing field by its label, in form order, each once: 'Please fix: Tags, Price.'
 */
export function failedSaveMessage(fields: readonly FailedField[]): string {
  if (fields.every((field) => field.missing)) return FILL_REQUIRED_FIELDS;
  return `${FIX_FIELDS_PREFIX}${[...new Set(fields.map((field) => field.label))].join(', ')}.`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A value the user left empty: nothing, blank text, rich text without visible text ('<p><br></p>'), an
 * empty list, or a group of parts all empty (a lesson range with neither end). A number (0 too), a
 * boolean or a date is a value.
 */
export function isMissingValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trimStart().startsWith('<') ? isRichTextEmpty(value) : !value.trim();
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isMissingValue);
  return false;
}

/** A label as the notice names it: its text without a trailing colon or required mark. */
export function labelText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s*]+|[\s:*]+$/g, '')
    .trim();
}

/** A field the page shows no label for, named from its path ('namiGroups' → 'Nami groups'). */
export function nameLabel(name: readonly (string | number)[]): string {
  const last = [...name].reverse().find((part): part is string => typeof part === 'string') ?? 'Field';
  const words = last
    .replace(/[_.]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
