import { describe, expect, it } from 'vitest';
import { amountText, changeText } from './format';

describe('gift card balance amounts', () => {
  it("writes an amount with its currency's decimals and grouping", () => {
    expect(amountText(112.5, 'USD')).toBe('112.50');
    expect(amountText(1_000_000, 'EUR')).toBe('1,000,000.00');
    expect(amountText(5000, 'JPY')).toBe('5,000');
    expect(amountText(1.234, 'KWD')).toBe('1.234');
  });

  it('writes a change with its sign', () => {
    expect(changeText(25, 'USD')).toBe('+25.00');
    expect(changeText(-12.5, 'USD')).toBe('−12.50');
  });
});
