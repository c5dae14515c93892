import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../components/url-state';
import { filterTags, SAVE_OFFER_LIST_URL, toSaveOfferListParams } from './list-url';

describe('the save offer list URL (SO-LIST-09)', () => {
  it('reads filters, drops bad values and sends the store query', () => {
    const state = readUrlState(
      SAVE_OFFER_LIST_URL,
      new URLSearchParams(
        'page=2&size=20&cancelReason=%20price%20&stages=months_1_3,nope&types=pause&basePriceIds=3,x,4&sortOrder=ascend',
      ),
    );
    expect(state).toMatchObject({ page: 2, size: 20, stages: ['months_1_3'], types: ['pause'], basePriceIds: [3, 4] });
    expect(toSaveOfferListParams(state)).toEqual({
      limit: 20,
      offset: 20,
      order: 'updated_at',
      cancel_reason: 'price',
      applied_stages: 'months_1_3',
      types: 'pause',
      applied_base_price_ids: '3,4',
    });
    const defaults = readUrlState(SAVE_OFFER_LIST_URL, new URLSearchParams(''));
    expect(toSaveOfferListParams(defaults)).toEqual({ limit: 10, offset: 0, order: '-updated_at' });
  });

  it('makes a removable tag per filter value', () => {
    const state = readUrlState(
      SAVE_OFFER_LIST_URL,
      new URLSearchParams('stages=months_1_3,year_1_plus&basePriceIds=3'),
    );
    const tags = filterTags(state, (id) => (id === 3 ? 'Standard Monthly' : undefined));
    expect(tags.map((t) => t.label)).toEqual([
      'Applied stage: 1-3 Months of use',
      'Applied stage: 1 Year+',
      'Base price: Standard Monthly',
    ]);
    expect(tags[0]?.remove).toEqual({ stages: ['year_1_plus'], page: 1 });
  });
});
