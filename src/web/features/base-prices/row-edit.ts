import { type BasePrice, createBasePriceBody, type UpdateBasePriceBody } from '../../../shared/contracts/base-prices';
import { BASE_CURRENCY, PRICE_NOT_SET } from '../../../shared/domain/base-price';
import type { FieldViolation } from '../../api/errors';

/** The values of a row in inline edit (BP-03): its name and one text per configured currency. */
export interface RowEditValues {
  name: string;
  prices: Record<string, string>;
}

/**
 * The list's currency columns: the configured currencies in the modal's order; before they are read,
 * the ones the rows carry (every row carries every configured currency).
 */
export function currencyColumns(configured: readonly string[] | undefined, rows: readonly BasePrice[] | undefined) {
  if (configured) return [...configured];
  return Object.keys(rows?.[0]?.currency_prices ?? {});
}

/** A cell as the list shows it: the amount, or '-' when not set. */
export const priceText = (row: BasePrice, code: string) => row.currency_prices[code] ?? PRICE_NOT_SET;

/** BP-10: activation needs USD. */
export const hasBaseCurrency = (row: BasePrice) =>
  row.currency_prices[BASE_CURRENCY] !== null && row.currency_prices[BASE_CURRENCY] !== undefined;

/** The inputs of a row when Edit starts: its name and its cells as shown ('-' for not set). */
export function rowToEdit(row: BasePrice, codes: readonly string[]): RowEditValues {
  return { name: row.name, prices: Object.fromEntries(codes.map((code) => [code, priceText(row, code)])) };
}

/**
 * A price cell's input after a change (issue 21). A cell without amount starts as '-' (BP-03), and a
 * click puts the caret after it: what is typed or pasted into that cell replaces the '-' instead of
 * following it (typing 21.99 gave '-21.99'). Clearing the cell, or any other change, is taken as typed.
 */
export function typedCell(before: string | undefined, after: string): string {
  if (before !== PRICE_NOT_SET || after.length <= PRICE_NOT_SET.length) return after;
  return after.replace(PRICE_NOT_SET, '');
}

/** BP-07: the name's message (the contract's), or null. */
export function nameProblem(name: string | undefined): string | null {
  const parsed = createBasePriceBody.shape.name.safeParse(name ?? '');
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The PUT body of an inline save: the name, the row's status, each cell trimmed ('-' unsets: null). */
export function editToBody(values: RowEditValues, codes: readonly string[], status: BasePrice['status']) {
  const currency_prices: UpdateBasePriceBody['currency_prices'] = {};
  for (const code of codes) {
    const text = (values.prices[code] ?? '').trim();
    currency_prices[code] = text === PRICE_NOT_SET ? null : text;
  }
  return { name: values.name.trim(), status, currency_prices } satisfies UpdateBasePriceBody;
}

/** The form field a refusal names: 'name', or a cell ('currency_prices.USD' → ['prices', 'USD']). */
export function editField(violation: FieldViolation): ['name'] | ['prices', string] | null {
  if (violation.field === 'name') return ['name'];
  const cell = /^currency_prices\.([A-Z]{3})$/.exec(violation.field);
  return cell?.[1] ? ['prices', cell[1]] : null;
}
