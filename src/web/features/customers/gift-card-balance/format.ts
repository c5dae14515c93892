import { currencyDigits } from '../../../../shared/domain/money';

/** An amount of a currency as the section shows it: its decimals, en-US grouping ('1,234.50', 'JPY' '5,000'). */
export function amountText(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount,
  );
}

/** A ledger row's change with its sign: '+25.00', '−12.50'. */
export const changeText = (amount: number, currency: string): string =>
  `${amount < 0 ? '−' : '+'}${amountText(Math.abs(amount), currency)}`;
