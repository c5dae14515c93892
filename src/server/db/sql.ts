/** Query helpers every area uses. */

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it taken literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
