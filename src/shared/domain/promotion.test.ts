import { describe, expect, it } from 'vitest';
import {
  BULK_QUANTITY_CAP,
  bulkQuantityMax,
  codeStatus,
  deleteRefusal,
  discountText,
  durationText,
  maskedBulkCode,
  PROMOTION_MESSAGES,
  promotionStatus,
  redeemedText,
} from './promotion';

const at = (iso: string) => new Date(iso);
const base = {
  startedAt: at('2026-01-10T00:00:00Z'),
  endedAt: at('2026-02-10T00:00:00Z'),
  redeemedCount: 0,
  maxRedemptions: 10,
};

describe('promotionStatus (PROMO-LIST-17)', () => {
  it('is Not started before the start, Redeemable from it, Expired from the end', () => {
    expect(promotionStatus(base, at('2026-01-09T23:59:59Z'))).toBe('not_started');
    expect(promotionStatus(base, at('2026-01-10T00:00:00Z'))).toBe('redeemable');
    expect(promotionStatus(base, at('2026-02-09T23:59:59Z'))).toBe('redeemable');
    expect(promotionStatus(base, at('2026-02-10T00:00:00Z'))).toBe('expired');
  });

  it('is Maxed out at the cap, Expired winning once ended; no cap or no end never max or expire', () => {
    expect(promotionStatus({ ...base, redeemedCount: 10 }, at('2026-01-20T00:00:00Z'))).toBe('maxed_out');
    expect(promotionStatus({ ...base, redeemedCount: 9 }, at('2026-01-20T00:00:00Z'))).toBe('redeemable');
    expect(promotionStatus({ ...base, redeemedCount: 10 }, at('2026-03-01T00:00:00Z'))).toBe('expired');
    expect(
      promotionStatus({ ...base, endedAt: null, maxRedemptions: null, redeemedCount: 1e6 }, at('2099-01-01T00:00:00Z')),
    ).toBe('redeemable');
  });
});

describe('deleteRefusal (PROMO-DET-10..12)', () => {
  const now = at('2026-01-20T00:00:00Z');
  it('refuses a bulk billing-provider promotion only while redeemable', () => {
    const bulk = { source: 'billing-provider', codeUsage: 'bulk', startedAt: base.startedAt } as const;
    expect(deleteRefusal({ ...bulk, status: 'redeemable' }, now)).toBe(PROMOTION_MESSAGES.deleteSingleUseActive);
    for (const status of ['not_started', 'expired', 'maxed_out'] as const)
      expect(deleteRefusal({ ...bulk, status }, now)).toBeNull();
    expect(deleteRefusal({ ...bulk, codeUsage: 'regular', status: 'redeemable' }, now)).toBeNull();
  });

  it('refuses a promotion a save offer offers, whatever its source or status', () => {
    const facts = {
      source: 'billing-provider',
      codeUsage: 'regular',
      startedAt: base.startedAt,
      status: 'expired',
    } as const;
    expect(deleteRefusal({ ...facts, usedBySaveOffer: true }, now)).toBe(PROMOTION_MESSAGES.usedBySaveOffer);
    expect(deleteRefusal({ ...facts, usedBySaveOffer: false }, now)).toBeNull();
  });

  it('refuses a buy-one-gift-one promotion once started, whatever its status since', () => {
    const bogo = { source: 'buy-one-gift-one', codeUsage: 'regular', status: 'expired' } as const;
    expect(deleteRefusal({ ...bogo, startedAt: at('2026-01-20T00:00:00Z') }, now)).toBe(
      PROMOTION_MESSAGES.deleteBogoActive,
    );
    expect(deleteRefusal({ ...bogo, startedAt: at('2026-01-20T00:00:01Z'), status: 'not_started' }, now)).toBeNull();
  });
});

describe('codes and texts', () => {
  it('a single-use code is Redeemed, else Expired with its promotion, else Unredeemed', () => {
    expect(codeStatus(true, 'expired')).toBe('redeemed');
    expect(codeStatus(false, 'expired')).toBe('expired');
    expect(codeStatus(false, 'maxed_out')).toBe('unredeemed');
  });

  it('caps the bulk quantity at min(max redemptions, 10000)', () => {
    expect(bulkQuantityMax(500)).toBe(500);
    expect(bulkQuantityMax(50_000)).toBe(BULK_QUANTITY_CAP);
    expect(bulkQuantityMax(null)).toBe(BULK_QUANTITY_CAP);
  });

  it('words durations, discounts, the redeemed count and a masked bulk code', () => {
    expect(durationText({ type: 'temporal', limit_time: { amount: 1, unit: 'month' } })).toBe('1 month');
    expect(durationText({ type: 'temporal', limit_time: { amount: 3, unit: 'week' } })).toBe('3 weeks');
    expect(durationText({ type: 'single_use', limit_time: null })).toBe('Single use');
    expect(discountText({ discount_type: 'percentage_off', percent: 25, currencies: [] })).toBe('25%');
    expect(
      discountText({
        discount_type: 'amount_off',
        percent: null,
        currencies: [
          { currency_code: 'USD', discount_amount: '5.00' },
          { currency_code: 'GBP', discount_amount: '4.00' },
        ],
      }),
    ).toBe('USD 5.00, GBP 4.00');
    expect(redeemedText(40, 3000)).toBe('There are 40/3000 promotion codes redeemed already.');
    expect(maskedBulkCode('VIPSPRING')).toBe('VIPSPRING******');
  });
});
