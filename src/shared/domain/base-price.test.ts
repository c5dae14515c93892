import { describe, expect, it } from 'vitest';
import { BASE_PRICE_MESSAGES, editedPriceProblem, PRICE_NOT_SET, priceCellProblem, validActions } from './base-price';

describe('editedPriceProblem (BP-08..10)', () => {
  it("takes '-' as not set, except for USD", () => {
    expect(editedPriceProblem(PRICE_NOT_SET, 'GBP')).toBeNull();
    expect(editedPriceProblem(' - ', 'JPY')).toBeNull();
    expect(editedPriceProblem('-', 'USD')).toBe(BASE_PRICE_MESSAGES.usdToSave);
  });

  it('requires every cell and checks amounts as priceCellProblem does', () => {
    expect(editedPriceProblem('', 'EUR')).toBe('EUR is required');
    expect(editedPriceProblem('   ', 'USD')).toBe('USD is required');
    expect(editedPriceProblem('9.999', 'USD')).toBe(priceCellProblem('9.999', 'USD'));
    expect(editedPriceProblem('1980.5', 'JPY')).toBe('JPY must be a whole number');
    expect(editedPriceProblem('x'.repeat(101), 'USD')).toBe('USD cannot be longer than 100 characters');
    expect(editedPriceProblem('14.95', 'USD')).toBeNull();
    expect(editedPriceProblem('1980', 'JPY')).toBeNull();
  });
});

describe('validActions (BP-06)', () => {
  it('offers Delete and Deactivate only without plans', () => {
    expect(validActions('inactive', 0)).toEqual(['edit', 'activate', 'delete']);
    expect(validActions('active', 0)).toEqual(['edit', 'deactivate', 'delete']);
    expect(validActions('active', 2)).toEqual(['edit']);
    expect(validActions('others', 1)).toEqual(['edit', 'activate']);
  });
});
