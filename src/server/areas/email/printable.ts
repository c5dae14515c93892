/**
 * A value as one printable line: control, format and line-separator characters are shown escaped
 * (`\r`, `\n`, `\u{85}`), so a subject holding CR LF cannot print a line of its own (a fake `Bcc:`).
 */
export function printable(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/gu, (c) => {
    if (c === '\\') return '\\\\';
    if (c === '\r') return '\\r';
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    return `\\u{${(c.codePointAt(0) as number).toString(16)}}`;
  });
}
