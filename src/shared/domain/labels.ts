/**
 * The words of a code that a label map lacks (a value added by another system later): 'SOME_CODE' →
 * 'Some code'. A screen shows labels, never a raw code; a known code has its label in its map.
 */
export function codeWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : code;
}

/** The label of `code` in `labels`, else its words. */
export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] as string) : codeWords(code);
}
