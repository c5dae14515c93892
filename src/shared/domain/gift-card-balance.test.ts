import { describe, expect, it } from 'vitest';
import {
  CREDIT_FIELD_MESSAGES,
  creditAmountProblem,
  creditChangeError,
  creditDeltaMinor,
  digitsOnly,
  GIFT_CARD_BALANCE_MESSAGES as M,
  newBalanceError,
} from './gift-card-balance';

describe('gift card balance rules (GCB-04..07, GCB-09)', () => {
  it('keeps only the digits of what is typed (GCB-06)', () => {
    expect(digitsOnly('12a.5-0 ')).toBe('1250');
    expect(digitsOnly('')).toBe('');
  });

  it('takes a new value more than the current one and at most 1,000,000 (GCB-04/05)', () => {
    expect(newBalanceError('', 5000, 'USD')).toBeNull();
    expect(newBalanceError('51', 5000, 'USD')).toBeNull();
    expect(newBalanceError('50', 5000, 'USD')).toBe('Must be more than 50.00');
    expect(newBalanceError('37', 3750, 'USD')).toBe('Must be more than 37.50');
    expect(newBalanceError('1500', 1500, 'JPY')).toBe('Must be more than 1500');
    expect(newBalanceError('1000000', 0, 'USD')).toBeNull();
    expect(newBalanceError('1000001', 0, 'USD')).toBe("'USD' cannot be more than 1,000,000");
    expect(newBalanceError('99999999999999999999', 0, 'EUR')).toBe("'EUR' cannot be more than 1,000,000");
    expect(newBalanceError('0001000000', 0, 'USD')).toBeNull();
    expect(newBalanceError('12.5', 0, 'USD')).toBe(M.digitsOnly);
    expect(newBalanceError('-3', 0, 'USD')).toBe(M.digitsOnly);
  });

  it('sends the delta, new − current, not the new total (GCB-07)', () => {
    expect(creditDeltaMinor('50', 3750, 'USD')).toBe(1250);
    expect(creditDeltaMinor('2000', 1500, 'JPY')).toBe(500);
    expect(creditDeltaMinor('1', 0, 'KWD')).toBe(1000);
  });

  it('refuses a change that does not raise the balance or passes the maximum, in minor units', () => {
    expect(creditChangeError(0, 1, 'USD')).toBeNull();
    expect(creditChangeError(1000, 0, 'USD')).toBe('Must be more than 10.00');
    expect(creditChangeError(1000, -5, 'USD')).toBe('Must be more than 10.00');
    expect(creditChangeError(99_999_900, 100, 'USD')).toBeNull();
    expect(creditChangeError(99_999_900, 101, 'USD')).toBe(M.aboveMax('USD'));
    expect(creditChangeError(999_999_000, 1001, 'KWD')).toBe(M.aboveMax('KWD'));
  });

  it("checks API-S-08's amount on its own: positive, at most 1,000,000, the currency's decimals", () => {
    expect(creditAmountProblem(12.5, 'USD')).toBeNull();
    expect(creditAmountProblem(0, 'USD')).toBe(CREDIT_FIELD_MESSAGES.positive);
    expect(creditAmountProblem(-1, 'USD')).toBe(CREDIT_FIELD_MESSAGES.positive);
    expect(creditAmountProblem(1_000_000.01, 'USD')).toBe(CREDIT_FIELD_MESSAGES.atMost);
    expect(creditAmountProblem(1e300, 'USD')).toBe(CREDIT_FIELD_MESSAGES.atMost);
    expect(creditAmountProblem(1.234, 'USD')).toBe('must have at most 2 decimals in USD');
    expect(creditAmountProblem(1.5, 'JPY')).toBe('must be a whole number of JPY');
    expect(creditAmountProblem(1.234, 'KWD')).toBeNull();
  });

  it('names what was saved when a later currency is refused (GCB-09)', () => {
    expect(M.partlySaved(['EUR', 'GBP'], 'USD', 'boom')).toBe('Saved: EUR, GBP. Not saved: USD: boom');
    expect(M.partlySaved([], 'USD', 'boom')).toBe('Not saved: USD: boom');
  });
});
