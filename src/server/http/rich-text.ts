import sanitizeHtml from 'sanitize-html';
import {
  isAllowedLink,
  isRichTextEmpty,
  type MultiLanguageContent,
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_LINK_TARGETS,
  RICH_TEXT_LOCALES,
  RICH_TEXT_TAGS,
  richTextProblem,
} from '../../shared/domain/rich-text';
import { invalidAll, type Violation } from '../errors';

/**
 * The server's rich-text sanitiser (kernel): every rich-text value an area stores goes through
 * `sanitizeRichText` first, so what comes back out holds only the allow-list of
 * src/shared/domain/rich-text.ts: its elements, a link's http/https/mailto href (with target and rel),
 * and a block's text alignment. Scripts and styles are dropped with their content, event handlers
 * (`onerror=`), `javascript:`/`data:` links, `style` with anything but `text-align`, comments and every
 * other element or attribute are removed; text is kept and escaped. Built on sanitize-html (htmlparser2),
 * not on hand-written parsing.
 */

const ALIGNMENT = new RegExp(`^(${RICH_TEXT_ALIGNMENTS.join('|')})$`, 'i');
const ALIGNABLE = Object.entries(RICH_TEXT_ATTRIBUTES)
  .filter(([, attributes]) => attributes.includes('style'))
  .map(([tag]) => tag);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [
      tag,
      attributes.map((name) => (name === 'target' ? { name, values: [...RICH_TEXT_LINK_TARGETS] } : name)),
    ]),
  ),
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': [ALIGNMENT] }])),
  allowedClasses: {},
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them (the default list plus what can hold markup or code).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
  enforceHtmlBoundary: false,
  nestingLimit: 50,
  transformTags: {
    // Blocks outside the list keep their line: an editor's div is a paragraph, h5 and h6 are h4.
    div: 'p',
    h5: 'h4',
    h6: 'h4',
    strike: 's',
    del: 's',
    ins: 'u',
    // A link keeps an http, https or mailto href only; a new-window link never reaches back (rel).
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const kept: sanitizeHtml.Attributes = {};
      if (href !== undefined && isAllowedLink(href)) kept.href = href.trim();
      if (target === '_blank' || target === '_self') kept.target = target;
      if (kept.target === '_blank') kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The stored form of a rich-text value: the allow-list only, trimmed; '' when it has no non-blank text
 * (MKT-07), so an empty optional locale is stored as ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return isRichTextEmpty(clean) ? '' : clean;
}

/**
 * The stored `multi_language_content` of a body: each locale sanitised, then checked (MKT-07..09) on
 * what will be stored. A 400 names every bad locale: violations on `multi_language_content.en`/`.es`
 * with the form's messages ("'English content' is required").
 */
export function cleanMultiLanguageContent(
  content: {
    en: string;
    es?: string | null | undefined;
  },
  field = 'multi_language_content',
): MultiLanguageContent {
  const clean: MultiLanguageContent = { en: sanitizeRichText(content.en), es: sanitizeRichText(content.es) };
  const violations: Violation[] = [];
  for (const locale of RICH_TEXT_LOCALES) {
    const problem = richTextProblem(locale, clean[locale]);
    if (problem) violations.push({ field: `${field}.${locale}`, message: problem });
  }
  if (violations.length) throw invalidAll(violations);
  return clean;
}
