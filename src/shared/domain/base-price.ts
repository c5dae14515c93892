/**
 * Base prices and the currency configuration (checklist 9.8, 9.9). The base price screen and the
 * store API use these rules and messages; the server refuses what they refuse.
 */
import { currencyDigits } from './money';

export const BASE_PRICE_STATUSES = ['active', 'inactive', 'others'] as const;
export type BasePriceStatus = (typeof BASE_PRICE_STATUSES)[number];
export const BASE_PRICE_STATUS_LABELS: Record<BasePriceStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  others: 'Others',
};

/** BP-07 / BP-08: name and every price cell at most 100 characters. */
export const BASE_PRICE_NAME_MAX = 100;
export const PRICE_CELL_MAX = 100;
/** The largest amount a cell takes, in the currency's major units (fits minor units in an int4). */
export const PRICE_MAX_MAJOR = 9_999_999;

/** The currency every base price needs before it is saved or activated (BP-09, BP-10). */
export const BASE_CURRENCY = 'USD';
/** CUR-07: rows that cannot be removed or changed. */
export const FIXED_CURRENCIES = ['USD', 'GBP', 'AUD', 'CAD'] as const;
export const isFixedCurrency = (code: string) => (FIXED_CURRENCIES as readonly string[]).includes(code);

export const BASE_PRICE_MESSAGES = {
  usdToSave: 'USD must be set before saving the base price.',
  usdToActivate: 'USD must be set before activating the base price.',
  added: 'Base price added successfully.',
  saved: 'Base price saved successfully.',
  deleted: 'Base price deleted successfully.',
  // BP-15 (not shown in the spec): decided.
  activated: 'Base price activated successfully.',
  deactivated: 'Base price deactivated successfully.',
  hasPlans: 'A base price applied to plans cannot be deleted or deactivated.',
  inUseByDisclosure: 'A base price applied to a disclosure cannot be deleted.',
  // Issue 21 (the spec has no message): worded as the spec's 'The cancel reason already exists.'.
  nameTaken: 'The base price name already exists.',
} as const;

export const CURRENCY_MESSAGES = {
  currencyRequired: 'Currency is required',
  countryRequired: 'Country/Region is required',
  updated: 'Currency updated successfully.',
  duplicateCurrency: (code: string) => `${code} is already configured.`,
  duplicateCountry: (name: string) => `${name} can belong to only one currency.`,
  fixed: (code: string) => `${code} cannot be removed or changed.`,
  unknownCountry: (id: number | string) => `Country/Region ${id} is not in the country list.`,
  unknownCurrency: (code: string) => `${code} is not a known currency.`,
  /** A stale save (409, If-Match): the current configuration comes with it. */
  stale:
    'Someone else saved the currency configuration after you opened it. Save again to replace it with yours, or close and reopen to see theirs.',
} as const;

export type BasePriceAction = 'edit' | 'activate' | 'deactivate' | 'delete';

/**
 * BP-06 (CONF-13 decided): Edit always; Activate while not active; Deactivate while active and with no
 * plans; Delete with no plans. (The spec offers Activate always and Deactivate only without plans:
 * we do not offer activating an active price, and keep "no plans" for deactivating.)
 */
export function validActions(status: BasePriceStatus, planCount: number): BasePriceAction[] {
  const actions: BasePriceAction[] = ['edit'];
  if (status !== 'active') actions.push('activate');
  if (status === 'active' && planCount === 0) actions.push('deactivate');
  if (planCount === 0) actions.push('delete');
  return actions;
}

/** How a currency without an amount reads in the list and in an inline edit; a cell saved as '-' unsets it. */
export const PRICE_NOT_SET = '-';

/**
 * An inline-edited price cell (BP-08..10) → null when it saves, else the message: every cell is
 * required; '-' leaves the currency unset, but USD must be set to save; anything else is an amount.
 */
export function editedPriceProblem(text: string, currency: string): string | null {
  if (text.trim() === PRICE_NOT_SET) return currency === BASE_CURRENCY ? BASE_PRICE_MESSAGES.usdToSave : null;
  return priceCellProblem(text, currency);
}

/** The text of a price cell → null when fine, else the message (the cell's amount is in major units). */
export function priceCellProblem(text: string, currency: string): string | null {
  const value = text.trim();
  if (value === '') return `${currency} is required`;
  if (value.length > PRICE_CELL_MAX) return `${currency} cannot be longer than ${PRICE_CELL_MAX} characters`;
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(value))
    return digits === 0
      ? `${currency} must be a whole number`
      : `${currency} must be a number with at most ${digits} decimals`;
  if (Number(value) > PRICE_MAX_MAJOR) return `${currency} must be at most ${PRICE_MAX_MAJOR}`;
  return null;
}
