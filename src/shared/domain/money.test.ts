import { describe, expect, it } from 'vitest';
import { currencyDigits, fitsCurrency, formatMoney, fromMinor, moneyText, toDecimalString, toMinor } from './money';

describe('money', () => {
  it('writes an amount with its currency code for details and logs', () => {
    expect(moneyText(9.99, 'USD')).toBe('USD 9.99');
    expect(moneyText(0, 'USD')).toBe('USD 0.00');
    expect(moneyText(1234.5, 'usd')).toBe('USD 1,234.50');
    expect(moneyText(1500, 'JPY')).toBe('JPY 1,500');
  });

  it('knows the decimals of a currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('jpy')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('converts decimals to minor units on the digits, without float error', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(toMinor(1.005)).toBe(101); // half away from zero on the written digits
    expect(toMinor('1.004')).toBe(100);
    expect(toMinor(-2.5)).toBe(-250);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor(1500.5, 'JPY')).toBe(1501);
    expect(toMinor('1.2345', 'KWD')).toBe(1235);
    expect(toMinor(1e-7)).toBe(0);
    expect(toMinor(0)).toBe(0);
    expect(toMinor('.5')).toBe(50);
  });

  it("knows whether an amount fits its currency's decimals", () => {
    expect(fitsCurrency(19.99, 'USD')).toBe(true);
    expect(fitsCurrency(0.29, 'USD')).toBe(true);
    expect(fitsCurrency(20, 'USD')).toBe(true);
    expect(fitsCurrency(19.999, 'USD')).toBe(false);
    expect(fitsCurrency(1e-7, 'USD')).toBe(false);
    expect(fitsCurrency(1500, 'JPY')).toBe(true);
    expect(fitsCurrency(1.5, 'JPY')).toBe(false);
    expect(fitsCurrency(1.234, 'KWD')).toBe(true);
    expect(fitsCurrency(Number.NaN, 'USD')).toBe(false);
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinor('abc')).toThrow();
    expect(() => toMinor(Number.NaN)).toThrow();
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => toMinor('')).toThrow();
  });

  it('converts minor units back to the currency decimals', () => {
    expect(toDecimalString(1999)).toBe('19.99');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(1500, 'JPY')).toBe('1500');
    expect(toDecimalString(1235, 'KWD')).toBe('1.235');
    expect(fromMinor(1999)).toBe(19.99);
    expect(() => toDecimalString(1.5)).toThrow();
  });

  it('makes the number its decimal string parses to, for every digits and sign', () => {
    for (const code of ['USD', 'JPY', 'KWD', 'CLF']) {
      for (let minor = -2_000_003; minor <= 2_000_003; minor += 997) {
        expect(fromMinor(minor, code)).toBe(Number(toDecimalString(minor, code)));
      }
      expect(fromMinor(Number.MAX_SAFE_INTEGER, code)).toBe(Number(toDecimalString(Number.MAX_SAFE_INTEGER, code)));
    }
    expect(() => fromMinor(1.5)).toThrow();
  });

  it('round-trips every cent amount up to the product price limit', () => {
    for (let minor = 0; minor <= 99999999; minor += 9973) expect(toMinor(fromMinor(minor))).toBe(minor);
  });

  it('formats with the currency', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(150000, 'JPY')).toBe('¥150,000');
    expect(formatMoney(1235, 'KWD')).toMatch(/KWD\s?1\.235/);
  });
});
