import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../components/url-state';
import { toVoucherListParams, VOUCHER_LIST_URL } from './list-url';

const stateOf = (query: string) => readUrlState(VOUCHER_LIST_URL, new URLSearchParams(query));

describe('the voucher list URL (VG-01/02)', () => {
  it('defaults to page 1 of 10, last modified first, no filter', () => {
    expect(toVoucherListParams(stateOf(''))).toEqual({ page: 0, size: 10, sort: 'lastModifiedDate,DESC' });
  });

  it('reads every key and sends the page zero-based with the filters set', () => {
    const state = stateOf(
      'page=3&size=20&sortKey=lastModifiedDate&sortOrder=ascend&voucherTypes=MASTER,SEAT&organizationIds=4,7&invoice=%20inv-1%20&isActive=false',
    );
    expect(toVoucherListParams(state)).toEqual({
      page: 2,
      size: 20,
      sort: 'lastModifiedDate,ASC',
      voucherTypes: 'MASTER,SEAT',
      organizationIds: '4,7',
      invoice: 'inv-1',
      isActive: 'false',
    });
  });

  it('drops what the server would refuse', () => {
    const state = stateOf('voucherTypes=GOLD,SINGLE&organizationIds=x,0,5&isActive=maybe&sortKey=description&size=7');
    expect(state).toMatchObject({ voucherTypes: ['SINGLE'], organizationIds: [5], isActive: undefined, size: 10 });
    expect(state.sortKey).toBe('lastModifiedDate');
  });
});
