import type { CurrencyAssociation, SaveCurrencyAssociationsBody } from '../../../shared/contracts/base-prices';
import { isFixedCurrency } from '../../../shared/domain/base-price';
import type { FieldViolation } from '../../api/errors';

/** One row of the Configure Currency modal (CUR-02): a currency and its countries' ids. */
export interface ConfigRow {
  currency?: string;
  countries: number[];
  /** CUR-07: a fixed currency's row as loaded: neither removed nor changed. */
  locked: boolean;
}

/** The saved configuration as the modal's rows, in order. */
export function toRows(associations: readonly CurrencyAssociation[]): ConfigRow[] {
  return associations.map((a) => ({
    currency: a.currency,
    countries: a.countries.map((c) => c.id),
    locked: isFixedCurrency(a.currency),
  }));
}

/** The rows as PUT /currency-associations takes them (API-S-40), in the modal's order. */
export function toBody(rows: readonly ConfigRow[]): SaveCurrencyAssociationsBody {
  return {
    associations: rows.map((row) => ({
      currency: row.currency ?? '',
      countries: row.countries.map((id) => ({ id })),
    })),
  };
}

/** CUR-05/06: what the other rows use: a currency or country there is disabled in row `index`. */
export function takenByOthers(rows: readonly (ConfigRow | undefined)[], index: number) {
  const currencies = new Set<string>();
  const countries = new Set<number>();
  rows.forEach((row, i) => {
    if (i === index || !row) return;
    if (row.currency) currencies.add(row.currency);
    for (const id of row.countries ?? []) countries.add(id);
  });
  return { currencies, countries };
}

/** The row and field a save's refusal names ('associations.2.countries.0.id' → row 2, countries). */
export function violationField(violation: FieldViolation): ['rows', number, 'currency' | 'countries'] | null {
  const match = /^associations\.(\d+)\.(currency|countries)(?:\.|$)/.exec(violation.field);
  if (!match) return null;
  return ['rows', Number(match[1]), match[2] as 'currency' | 'countries'];
}
