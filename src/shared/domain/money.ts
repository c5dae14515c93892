/**
 * Money (design: integer minor units in the database, never a float in arithmetic; the wire shows the
 * spec's decimals). Every area that stores or shows an amount converts through these functions:
 * pricing, refunds, store credit, content product prices.
 */

/** ISO 4217 minor units that differ from 2 (JPY has none, KWD three). Every other code has 2. */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** How many decimals an amount of the currency has (USD 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal amount ('19.99', 19.99, '1e-7') → integer minor units of the currency, rounded half away
 * from zero at the currency's precision, computed on the decimal digits (no float multiplication).
 * Throws on text that is not a finite decimal number.
 */
export function toMinor(amount: number | string, currency = 'USD'): number {
  const digits = currencyDigits(currency);
  let text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new Error(`not a finite amount: ${amount}`);
  if (/e/i.test(text)) text = Number(text).toFixed(digits + 2);
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`not a decimal amount: '${text}'`);
  const [, sign, whole = '', fraction = ''] = match;
  const kept = (fraction + '0'.repeat(digits)).slice(0, digits);
  const roundUp = (fraction[digits] ?? '0') >= '5';
  const magnitude = Number(`${whole || '0'}${kept}`) + (roundUp ? 1 : 0);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Integer minor units → the decimal string of the currency ('19.99', '1500' for JPY). */
export function toDecimalString(minor: number, currency = 'USD'): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`minor units must be a safe integer: ${minor}`);
  const digits = currencyDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${fraction}` : ''}`;
}

/** 10 to the power of 0 … 4: the divisors of the currencies' minor units. */
const MINOR_PER_UNIT = [1, 10, 100, 1000, 10000];

/**
 * Integer minor units → the wire's decimal number (19.99). A division of two exact integers is rounded
 * once, to the double nearest the true quotient: the same number as parsing the decimal string
 * (`Number(toDecimalString(…))`), without building the string (a read of many amounts calls it often).
 */
export function fromMinor(minor: number, currency = 'USD'): number {
  if (!Number.isSafeInteger(minor)) throw new Error(`minor units must be a safe integer: ${minor}`);
  return minor / (MINOR_PER_UNIT[currencyDigits(currency)] ?? 100);
}

/**
 * Whether an amount has no more decimals than its currency allows (19.99 USD yes, 19.999 USD and
 * 1e-7 USD no, 1.5 JPY no): such an amount is stored exactly, with no rounding.
 */
export function fitsCurrency(amount: number, currency: string): boolean {
  return Number.isFinite(amount) && fromMinor(toMinor(amount, currency), currency) === amount;
}

/** Integer minor units → text for staff: '$19.99', '¥1,500' (en-US unless a locale is given). */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(toDecimalString(minor, currency)));
}

/**
 * A decimal amount with its currency code, as staff read it in details and logs: 'USD 19.99',
 * 'JPY 1,500', 'USD 1,234.50' (the currency's decimals, en-US grouping).
 */
export function moneyText(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${currency.toUpperCase()} ${number}`;
}

/**
 * An amount with its currency symbol as the customer screens show it, to 2 decimals (spec 1 §3:
 * subscriptions, transactions): '$9.99', '€1,234.50', '-$3.00'.
 */
export function symbolAmount(amount: number, currencySymbol: string): string {
  const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(amount),
  );
  return `${amount < 0 ? '-' : ''}${currencySymbol}${number}`;
}
