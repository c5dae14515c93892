/**
 * The first step of cleaning pasted HTML (RichTextEditorCore.tsx `cleanPastedHtml`), on the text before
 * anything parses it: inline handler attributes of start tags (`onerror=`, `/onload=`) are renamed to
 * `data-dropped-…`, which the cleaning then removes. Text between tags is left as it is.
 */
const START_TAG = /<[a-z][^>]*>/gi;
const HANDLER_ATTRIBUTE = /([\s/"'])(on[a-z]+\s*=)/gi;

export function renameHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1data-dropped-$2'));
}
