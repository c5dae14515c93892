import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../components/url-state';
import { advancedSearchPatch, advancedSearchValues, filterTags } from './list-filters';
import { auth0Filter, billingIds, CUSTOMER_LIST_URL, toCustomerListParams } from './list-url';

const read = (search: string) => readUrlState(CUSTOMER_LIST_URL, new URLSearchParams(search));

describe('customer list URL state (CUS-LIST-03..07)', () => {
  it('defaults: page 1, size 10, created date descending, no filter', () => {
    expect(read('')).toEqual({
      page: 1,
      size: 10,
      sortKey: 'createdDate',
      sortOrder: 'descend',
      createdDateFrom: undefined,
      createdDateTo: undefined,
      email: '',
      name: '',
      auth0Id: '',
      connections: [],
      organizationId: undefined,
      subscriptionId: '',
      transactionId: '',
    });
  });

  it('reads every key back from what it writes', () => {
    const state = {
      ...read(''),
      page: 3,
      size: 20,
      sortOrder: 'ascend' as const,
      createdDateFrom: '2024-01-01T00:00:00.000Z',
      createdDateTo: '2024-01-31T23:59:59.999Z',
      email: 'jane',
      name: 'Jane Doe',
      auth0Id: 'auth0|1',
      connections: ['USERNAME' as const, 'GOOGLE' as const],
      organizationId: 7,
      subscriptionId: 'sub_1',
      transactionId: 'txn_1',
    };
    const search = writeUrlState(CUSTOMER_LIST_URL, state).toString();
    expect(search).toContain('connections=USERNAME%2CGOOGLE');
    expect(read(search)).toEqual(state);
  });

  // A bad page, size or order is listPageFields' (url-state.test.ts); here the customer's keys.
  it('drops what the server would refuse', () => {
    const state = read('sortKey=email&connections=FOO,OKTA&organizationId=x&createdDateFrom=soon');
    expect(state).toMatchObject({ sortKey: 'createdDate', connections: ['OKTA'] });
    expect(state.organizationId).toBeUndefined();
    expect(state.createdDateFrom).toBeUndefined();
  });
});

describe('toCustomerListParams (CUS-LIST-27)', () => {
  it('sends the page zero-based, the sort as key,DIR and the tab flag', () => {
    expect(toCustomerListParams(read(''), 'b2c', undefined)).toEqual({
      page: 0,
      size: 10,
      sort: 'createdDate,DESC',
      isB2c: 'true',
    });
    expect(toCustomerListParams(read('page=4&size=50&sortOrder=ascend'), 'b2b', undefined)).toEqual({
      page: 3,
      size: 50,
      sort: 'createdDate,ASC',
      isB2b: 'true',
    });
  });

  it('sends the trimmed filters of the tab only', () => {
    const state = read(
      'email=%20jane%20&name=%20Doe&connections=USERNAME,APPLE&organizationId=5&createdDateFrom=2024-01-01T00:00:00.000Z&createdDateTo=2024-01-02T23:59:59.999Z',
    );
    expect(toCustomerListParams(state, 'b2c', 'auth0|9')).toEqual({
      page: 0,
      size: 10,
      sort: 'createdDate,DESC',
      isB2c: 'true',
      email: 'jane',
      name: 'Doe',
      auth0Id: 'auth0|9',
      connections: 'USERNAME,APPLE',
      createdDateFrom: '2024-01-01T00:00:00.000Z',
      createdDateTo: '2024-01-02T23:59:59.999Z',
    });
    const b2b = toCustomerListParams(state, 'b2b', undefined);
    expect(b2b.organizationId).toBe(5);
    expect(b2b.connections).toBeUndefined();
  });
});

describe('billing ids (CUS-LIST-28)', () => {
  it('are resolved on B2C only, trimmed', () => {
    const state = read('transactionId=%20txn_1%20&subscriptionId=sub_2');
    expect(billingIds(state, 'b2c')).toEqual({ transactionId: 'txn_1', subscriptionId: 'sub_2' });
    expect(billingIds(state, 'b2b')).toEqual({});
    expect(billingIds(read(''), 'b2c')).toEqual({});
  });

  it('combine with the typed Auth0 id: one customer or none', () => {
    expect(auth0Filter('', [])).toBeUndefined();
    expect(auth0Filter(' auth0|1 ', [])).toBe('auth0|1');
    expect(auth0Filter('', ['auth0|2'])).toBe('auth0|2');
    expect(auth0Filter('auth0|2', ['auth0|2', 'auth0|2'])).toBe('auth0|2');
    expect(auth0Filter('auth0|1', ['auth0|2'])).toBeNull();
  });
});

describe('Advanced Search (CUS-LIST-11..18)', () => {
  it('sets the range from the start of its first day to the end of its last, trims, page 1', () => {
    const patch = advancedSearchPatch(
      {
        createdRange: [dayjs('2024-03-05T15:20:00'), dayjs('2024-03-09T08:00:00')],
        name: '  Jane ',
        email: ' jane@example.com ',
        auth0Id: ' auth0|1 ',
        connections: ['GOOGLE'],
        organizationId: 3,
        transactionId: ' txn ',
        subscriptionId: '',
      },
      'b2c',
    );
    expect(patch).toEqual({
      createdDateFrom: dayjs('2024-03-05T00:00:00.000').toISOString(),
      createdDateTo: dayjs('2024-03-09T23:59:59.999').toISOString(),
      name: 'Jane',
      email: 'jane@example.com',
      auth0Id: 'auth0|1',
      connections: ['GOOGLE'],
      organizationId: undefined,
      transactionId: 'txn',
      subscriptionId: '',
      page: 1,
    });
    const b2b = advancedSearchPatch({ organizationId: 3, connections: ['GOOGLE'], transactionId: 'txn' }, 'b2b');
    expect(b2b).toMatchObject({ organizationId: 3, connections: [], transactionId: '', subscriptionId: '' });
    expect(b2b.createdDateFrom).toBeUndefined();
  });

  it('fills the form from the URL', () => {
    const state = read('createdDateFrom=2024-03-05T00:00:00.000Z&name=Jane&connections=OKTA');
    const values = advancedSearchValues(state);
    expect(values.createdRange?.[0]?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(values.createdRange?.[1]).toBeNull();
    expect(values).toMatchObject({ name: 'Jane', connections: ['OKTA'], organizationId: null });
  });

  it('shows a removable chip per filter of the tab', () => {
    const state = read('email=jane&connections=OKTA,APPLE&organizationId=4&transactionId=txn_1');
    const b2c = filterTags(state, 'b2c', () => undefined);
    expect(b2c.map((t) => t.label)).toEqual(['Email: jane', 'Connection: Okta, Apple', 'Transaction ID: txn_1']);
    expect(b2c[1]?.remove).toEqual({ connections: [], page: 1 });
    const b2b = filterTags(state, 'b2b', (id) => (id === 4 ? 'Acme' : undefined));
    expect(b2b.map((t) => t.label)).toEqual(['Email: jane', 'Organization: Acme']);
    expect(filterTags(read('organizationId=9'), 'b2b', () => undefined)[0]?.label).toBe('Organization: #9');
  });
});
