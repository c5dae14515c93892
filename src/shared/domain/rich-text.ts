/**
 * Rich text of the marketing screens (spec 3 §5 "Rich text", §9; checklist MKT-06..MKT-12): description
 * templates, disclosures and, later, promotion and save offer texts. The one place the web editor and
 * the server take the rules from. Pure functions on HTML strings, no DOM, so they run on both sides.
 *
 * - The stored value ("serialized rich text") is HTML limited to `RICH_TEXT_TAGS`; the server runs every
 *   value through its sanitiser (src/server/http/rich-text.ts) with this allow-list before storing.
 * - MKT-07: a value with no non-blank text is empty, whatever its markup (`<p><br></p>`, `<p>&nbsp;</p>`).
 * - MKT-08: at most 14000 characters of text, counted on the visible text (`richTextLength`): tags and
 *   line breaks between blocks are not counted, an entity (`&amp;`) is one character. The HTML itself is
 *   capped at `RICH_TEXT_HTML_MAX` (markup of 14000 characters of formatted text stays far below it).
 * - MKT-09: English is required, Spanish optional; stored under the keys `en` and `es`.
 */

/** The locales of marketing texts, in tab order, and whether each is required (MKT-09). */
export const RICH_TEXT_LOCALES = ['en', 'es'] as const;
export type RichTextLocale = (typeof RICH_TEXT_LOCALES)[number];
export const RICH_TEXT_REQUIRED: Record<RichTextLocale, boolean> = { en: true, es: false };
/** The tab names of the form. */
export const RICH_TEXT_LOCALE_LABELS: Record<RichTextLocale, string> = { en: 'English', es: 'Spanish' };
/** The field labels the messages use ("'English content' is required"). */
export const RICH_TEXT_FIELD_LABELS: Record<RichTextLocale, string> = {
  en: 'English content',
  es: 'Spanish content',
};

/** MKT-08: characters of text a rich-text value may hold. */
export const RICH_TEXT_MAX = 14000;
/** The most HTML (markup included) a rich-text value may be, on the wire and stored (decided). */
export const RICH_TEXT_HTML_MAX = 100_000;

/** The content of both locales, as the wire carries it (`multi_language_content`). */
export type MultiLanguageContent = Record<RichTextLocale, string>;

// ---- The allow-list ----------------------------------------------------------------------------------

/** The elements a stored rich text may contain; everything else is removed (its text kept, except script-like). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
] as const;
/** Attributes kept, per element: a link's href, target and rel; a block's text alignment. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  p: ['style'],
  li: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
};
/** The only style a block keeps: its alignment. */
export const RICH_TEXT_ALIGNMENTS = ['left', 'right', 'center', 'justify'] as const;
/** The schemes a link may have; a link with any other (javascript:, data:, relative) loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
/** The link targets kept; `_blank` links get `rel="noopener noreferrer"`. */
export const RICH_TEXT_LINK_TARGETS = ['_blank', '_self'] as const;

/** Whether `href` is a link a rich text may keep: http, https or mailto, nothing else. */
export function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/[^\s]|mailto:[^\s])/i.test(href.trim());
}

/** The editor's link field, when `isAllowedLink` refuses what was typed (the server would drop the href). */
export const RICH_TEXT_LINK_MESSAGE = 'A link starts with http://, https:// or mailto:';

// ---- Text of a value ---------------------------------------------------------------------------------

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose end (or, for br, whose place) is a line break of the visible text. */
const LINE_BREAK = /<br\s*\/?>|<\/(p|li|h[1-6]|blockquote|div|ul|ol)\s*>/gi;

/**
 * The visible text of a rich-text value: tags removed (and what scripts, styles and comments hold),
 * entities decoded, a line break after each block. For the list's content column and for counting.
 */
export function richTextPlain(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<(script|style|textarea|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      .replace(LINE_BREAK, '\n')
      .replace(/<[^>]*>?/g, ''),
  )
    .replace(/[ \t\r]*\n[ \t\r]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Characters that show nothing: what `trim` removes, plus zero-width spaces and joiners. */
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]/g;

/** MKT-07: no non-blank text. */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  return richTextPlain(html).replace(INVISIBLE, '') === '';
}

/** MKT-08: the characters of text the limit counts (line breaks between blocks are not counted). */
export function richTextLength(html: string | null | undefined): number {
  return richTextPlain(html).replace(/\n/g, '').length;
}

/** A short one-line excerpt of the text, for list cells. */
export function richTextExcerpt(html: string | null | undefined, max = 120): string {
  const text = richTextPlain(html).replace(/\s+/g, ' ');
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const richTextRequiredMessage = (locale: RichTextLocale) => `'${RICH_TEXT_FIELD_LABELS[locale]}' is required`;
export const richTextTooLongMessage = (locale: RichTextLocale) =>
  `'${RICH_TEXT_FIELD_LABELS[locale]}' cannot be longer than ${RICH_TEXT_MAX} characters`;
export const richTextHtmlTooLongMessage = (locale: RichTextLocale) =>
  `'${RICH_TEXT_FIELD_LABELS[locale]}' has too much formatting: at most ${RICH_TEXT_HTML_MAX} characters of HTML`;

/** What is wrong with one locale's value (MKT-07..09), or null. Check the sanitised value. */
export function richTextProblem(locale: RichTextLocale, html: string | null | undefined): string | null {
  if (isRichTextEmpty(html)) return RICH_TEXT_REQUIRED[locale] ? richTextRequiredMessage(locale) : null;
  if (richTextLength(html) > RICH_TEXT_MAX) return richTextTooLongMessage(locale);
  if ((html ?? '').length > RICH_TEXT_HTML_MAX) return richTextHtmlTooLongMessage(locale);
  return null;
}

// ---- Variables and tax texts -------------------------------------------------------------------------

export type RichTextForm = 'description-template' | 'disclosure' | 'promotion';

export interface RichTextVariable {
  token: string;
  /** What the checkout puts in its place, in the hint panel's words. */
  meaning: string;
  /** The forms whose hint panel lists it (MKT-10: {discountprice} only on promotion forms). */
  forms: readonly RichTextForm[];
}

const EVERY_FORM: readonly RichTextForm[] = ['description-template', 'disclosure', 'promotion'];

/** MKT-10: the placeholders the variable-hint panel explains. */
export const RICH_TEXT_VARIABLES: readonly RichTextVariable[] = [
  {
    token: '{tax}',
    meaning: "The tax text of the customer's country: 'plus applicable taxes if any' or 'tax inclusive'.",
    forms: EVERY_FORM,
  },
  { token: '{price}', meaning: "The plan's price in the customer's currency.", forms: EVERY_FORM },
  { token: '{discountprice}', meaning: 'The price after the promotion discount.', forms: ['promotion'] },
  { token: '{#oflessons}', meaning: 'The number of lessons of a lifetime plan.', forms: EVERY_FORM },
];

/** The variables the hint panel of `form` lists. */
export const richTextVariables = (form: RichTextForm) => RICH_TEXT_VARIABLES.filter((v) => v.forms.includes(form));

/**
 * MKT-11: the texts {tax} stands for. MKT-12 (GAP, decided): the Spanish wording is ours: 'más los
 * impuestos aplicables, si los hay' and 'impuestos incluidos'.
 */
export const TAX_TEXTS = {
  plusApplicableTaxes: { en: 'plus applicable taxes if any', es: 'más los impuestos aplicables, si los hay' },
  taxInclusive: { en: 'tax inclusive', es: 'impuestos incluidos' },
} as const satisfies Record<string, Record<RichTextLocale, string>>;
