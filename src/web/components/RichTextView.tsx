import { isRichTextEmpty } from '../../shared/domain/rich-text';
import { EMPTY } from './date-format';
import './rich-text.css';

/**
 * Stored rich text, shown as formatted (a detail page before Edit). Only HTML the server returned is
 * given here: every rich text is sanitised on the server with the allow-list of
 * src/shared/domain/rich-text.ts before it is stored (src/server/http/rich-text.ts), so what is set
 * as the element's HTML holds no script, handler, style other than text alignment, or foreign link.
 * A text with no non-blank character shows '--' (CONST-05).
 */
export function RichTextView({ html }: { html: string | null | undefined }) {
  if (isRichTextEmpty(html)) return EMPTY;
  return (
    <div
      className="rich-text-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the server sanitised with the rich-text allow-list
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
