import { describe, expect, it } from 'vitest';
import { promotionChoiceLabel, promotionChoices, promotionNotUsable } from './promotion-choice';

describe('choosing a promotion (issue 21 item 12)', () => {
  const flash = { code: 'FLASH5', discount_type: 'percentage_off' as const, percent: 5, currencies: [] };
  const save = {
    code: 'SAVE5',
    status: 'redeemable' as const,
    discount_type: 'amount_off' as const,
    percent: null,
    currencies: [{ currency_code: 'USD', discount_amount: '5.00' }],
  };
  const gift = { code: 'BOGOFR', status: 'redeemable' as const, discount_type: 'buy_one_gift_one' as const };

  it('labels a promotion with its discount, and one no longer usable with its status, never a wire value', () => {
    expect(promotionChoiceLabel({ ...flash, status: 'redeemable' })).toBe('FLASH5 — 5% off');
    expect(promotionChoiceLabel({ ...flash, status: 'maxed_out' })).toBe('FLASH5 — 5% off (Maxed out)');
    expect(promotionChoiceLabel({ ...flash, status: 'not_started' })).toBe('FLASH5 — 5% off (Not started)');
    expect(promotionChoiceLabel(save)).toBe('SAVE5 — USD 5.00 off');
    expect(promotionChoiceLabel({ ...gift, percent: null, currencies: [] })).toBe('BOGOFR — Buy one gift one');
  });

  it('offers the usable promotions and keeps the chosen code, labelled when its facts are known', () => {
    const maxed = { ...flash, status: 'maxed_out' as const };
    expect(promotionChoices([save], null)).toEqual([{ value: 'SAVE5', label: 'SAVE5 — USD 5.00 off' }]);
    expect(promotionChoices([save], 'FLASH5', maxed)).toEqual([
      { value: 'FLASH5', label: 'FLASH5 — 5% off (Maxed out)' },
      { value: 'SAVE5', label: 'SAVE5 — USD 5.00 off' },
    ]);
    expect(promotionChoices([save], 'GONE')[0]).toEqual({ value: 'GONE', label: 'GONE' });
    // Only usable promotions are offered; the chosen one stays, labelled from the list's facts.
    expect(promotionChoices([save, maxed], null)).toEqual([{ value: 'SAVE5', label: 'SAVE5 — USD 5.00 off' }]);
    expect(promotionChoices([save, maxed], 'FLASH5')[0]).toEqual({
      value: 'FLASH5',
      label: 'FLASH5 — 5% off (Maxed out)',
    });
  });

  it('refuses choosing a promotion that is not Redeemable', () => {
    expect(promotionNotUsable('FLASH5', 'redeemable')).toBeNull();
    expect(promotionNotUsable('FLASH5', 'maxed_out')).toBe(
      'Promotion code FLASH5 is Maxed out: choose a Redeemable one.',
    );
    expect(promotionNotUsable('OLD', 'expired')).toBe('Promotion code OLD is Expired: choose a Redeemable one.');
  });
});
