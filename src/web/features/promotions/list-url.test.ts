import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../components/url-state';
import {
  listDiscountText,
  PROMOTION_LIST_URL,
  searchPatch,
  tableStateOf,
  toPromotionListQuery,
  urlPatchOf,
} from './list-url';

const read = (search: string) => readUrlState(PROMOTION_LIST_URL, new URLSearchParams(search));

describe('the promotion list URL (PROMO-LIST-14)', () => {
  it('reads the keys, drops bad values and sends the list query', () => {
    const state = read(
      'page=3&limit=20&searchText=%20spring%20&status=redeemable,nope,expired&promotionType=bulk&discountType=percentage_off,x&sortKey=discount&sortOrder=ascend',
    );
    expect(state).toEqual({
      page: 3,
      limit: 20,
      searchText: ' spring ',
      status: ['redeemable', 'expired'],
      promotionType: ['bulk'],
      discountType: ['percentage_off'],
      sortKey: 'discount',
      sortOrder: 'ascend',
    });
    expect(toPromotionListQuery(state)).toEqual({
      limit: 20,
      offset: 40,
      searchText: 'spring',
      status: 'redeemable,expired',
      promotionType: 'bulk',
      discountType: 'percentage_off',
      sortKey: 'discount',
      sortOrder: 'ascend',
    });
    expect(toPromotionListQuery(read('sortKey=nope&limit=7'))).toEqual({
      limit: 10,
      offset: 0,
      sortKey: 'updatedAt',
      sortOrder: 'descend',
    });
  });

  it('leaves the defaults out of the URL and maps the table size to limit', () => {
    const written = writeUrlState(PROMOTION_LIST_URL, { ...read(''), status: ['not_started'] });
    expect(written.toString()).toBe('status=not_started');
    expect(tableStateOf(read('limit=50&page=2'))).toEqual({
      page: 2,
      size: 50,
      sortKey: 'updatedAt',
      sortOrder: 'descend',
    });
    expect(urlPatchOf({ page: 1, size: 20 })).toEqual({ page: 1, limit: 20 });
    expect(urlPatchOf({ sortKey: 'promotionType', sortOrder: 'ascend', page: 1 })).toEqual({
      sortKey: 'promotionType',
      sortOrder: 'ascend',
      page: 1,
    });
  });

  it('PROMO-LIST-03: a search is trimmed and goes back to page 1 when not empty', () => {
    const state = read('page=4&searchText=old');
    expect(searchPatch(state, '  vip ')).toEqual({ searchText: 'vip', page: 1 });
    expect(searchPatch(state, ' old ')).toBeNull();
    expect(searchPatch(state, '   ')).toEqual({ searchText: '' });
  });

  it('PROMO-LIST-10: the discount as a percentage, an amount with its currency, else the placeholder', () => {
    const row = { percentageDiscount: null, amountDiscount: null, currencyCode: null };
    expect(listDiscountText({ ...row, discountType: 'percentage_off', percentageDiscount: 25 })).toBe('25%');
    expect(listDiscountText({ ...row, discountType: 'amount_off', amountDiscount: '5.00', currencyCode: 'USD' })).toBe(
      'USD 5.00',
    );
    expect(listDiscountText({ ...row, discountType: 'buy_one_gift_one' })).toBe('--');
  });
});
