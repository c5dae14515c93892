/**
 * A text cell a spreadsheet must not run as a formula (OWASP CSV injection; the promotion codes' CSV and
 * the redeemed generic ISBN report): one starting with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so it is shown as the text it is.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
