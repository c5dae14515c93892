import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../components/url-state';
import { fromTableState, PLAN_LIST_URL, tableState, toPlanListParams } from './list-url';

const read = (query: string) => readUrlState(PLAN_LIST_URL, new URLSearchParams(query));

describe('the eCom list URL (EP-LIST-06/07)', () => {
  it('defaults to page 1, limit 10, newest modified first', () => {
    expect(toPlanListParams(read(''))).toEqual({ limit: 10, offset: 0, order: '-updated_at' });
  });

  it('maps every key to its API param, offset = (page − 1) × limit', () => {
    const state = read(
      'page=3&limit=20&pid=%20PL-1%20&order=pid&status=ready-for-publish&lastModifiedDateFrom=2020-01-01' +
        '&lastModifiedDateTo=2020-02-01T23:59:59.999Z&basePriceIds=3&languageId=16&courseType=premium&billingPlanId=4',
    );
    expect(toPlanListParams(state)).toEqual({
      limit: 20,
      offset: 40,
      order: 'pid',
      pid: 'PL-1',
      status: 'ready_for_publish',
      updated_at_from: '2020-01-01T00:00:00.000Z',
      updated_at_to: '2020-02-01T23:59:59.999Z',
      base_price_id: 3,
      language_id: 16,
      product_subtitle: 'premium',
      billing_plan_id: 4,
    });
  });

  it('drops what the API would refuse: unknown status slugs, orders, course types, bad ids and sizes', () => {
    const state = read('status=ready_for_publish&order=name&courseType=gold&basePriceIds=3,5&limit=7');
    expect(toPlanListParams(state)).toEqual({ limit: 10, offset: 0, order: '-updated_at' });
  });

  it('speaks the table state: the order as sort key and direction', () => {
    const state = read('order=-pid&limit=50&page=2');
    expect(tableState(state)).toEqual({ page: 2, size: 50, sortKey: 'pid', sortOrder: 'descend' });
    expect(fromTableState(state, { sortKey: 'updated_at', sortOrder: 'ascend', page: 1 })).toEqual({
      page: 1,
      order: 'updated_at',
    });
    expect(fromTableState(state, { page: 1, size: 20 })).toEqual({ page: 1, limit: 20 });
  });
});
