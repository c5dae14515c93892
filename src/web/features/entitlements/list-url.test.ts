import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../components/url-state';
import {
  advancedSearchPatch,
  advancedSearchValues,
  ENTITLEMENT_LIST_URL,
  ENTITLEMENT_PREVIEW_URL,
  filterTags,
  isFutureDay,
  previewPathFromList,
  rangePatch,
  toEntitlementListParams,
  toPreviewParams,
} from './list-url';

const state = (search: string) => readUrlState(ENTITLEMENT_LIST_URL, new URLSearchParams(search));
const query = (search: string) => toEntitlementListParams(state(search));

describe('the entitlement list URL (ENT-LIST-02/03/13)', () => {
  it('asks page 0 of 10, newest first, by default', () => {
    expect(query('')).toEqual({ page: 0, size: 10, sort: 'createdDate,DESC' });
  });

  it('sends the 1-based page as 0-based, the sort as field,DIR and every filter as the API takes it', () => {
    expect(
      query(
        'page=3&size=20&sortKey=createdDate&sortOrder=ascend&isbn=%209781234567890%20&sources=MG2,ECOM&statuses=REVOKED' +
          '&isSubscription=false&languageId=7&email=%20jane.doe%20&createdDateFrom=2024-01-01T00:00:00.000Z&createdDateTo=2024-01-31T23:59:59.999Z',
      ),
    ).toEqual({
      page: 2,
      size: 20,
      sort: 'createdDate,ASC',
      isbn: '9781234567890',
      sources: 'MG2,ECOM',
      statuses: 'REVOKED',
      isSubscription: 'false',
      languageId: 7,
      email: 'jane.doe',
      createdDateFrom: '2024-01-01T00:00:00.000Z',
      createdDateTo: '2024-01-31T23:59:59.999Z',
    });
  });

  it('drops what the server would refuse: unknown sources and statuses, a bad page, size or date', () => {
    expect(query('sources=NOPE,ADMIN&statuses=GONE&page=0&size=7&createdDateFrom=yesterday&languageId=x')).toEqual({
      page: 0,
      size: 10,
      sort: 'createdDate,DESC',
      sources: 'ADMIN',
    });
  });

  it('writes back only what differs from the defaults', () => {
    const written = writeUrlState(ENTITLEMENT_LIST_URL, { ...state(''), sources: ['ADMIN', 'OKTA'], page: 2 });
    expect(written.toString()).toBe('page=2&sources=ADMIN%2COKTA');
  });
});

describe('the preview URL (ENT-PREV-01)', () => {
  it('uses sort and order, not sortKey and sortOrder, and is paged by the server as the list', () => {
    const preview = readUrlState(
      ENTITLEMENT_PREVIEW_URL,
      new URLSearchParams('page=5&size=20&sort=expirationDate&order=ascend&statuses=ACTIVE'),
    );
    expect(toPreviewParams(preview)).toEqual({
      page: 4,
      size: 20,
      sort: 'expirationDate,ASC',
      statuses: 'ACTIVE',
    });
    expect(toPreviewParams(readUrlState(ENTITLEMENT_PREVIEW_URL, new URLSearchParams('')))).toEqual({
      page: 0,
      size: 10,
      sort: 'createdDate,DESC',
    });
    expect(readUrlState(ENTITLEMENT_PREVIEW_URL, new URLSearchParams('sortKey=expirationDate')).sort).toBe(
      'createdDate',
    );
  });
});

describe('the preview opened from the list', () => {
  it("carries the list's filters, sort and page size, on the first page", () => {
    const list = state(
      'page=3&size=20&sortKey=expirationDate&sortOrder=ascend&statuses=ACTIVE&sources=MG2,ECOM&email=jane%40example.com' +
        '&isSubscription=true&languageId=7&isbn=978&createdDateFrom=2024-01-01T00:00:00.000Z',
    );
    const path = previewPathFromList(list);
    expect(path.startsWith('/entitlements/preview?')).toBe(true);
    const preview = readUrlState(ENTITLEMENT_PREVIEW_URL, new URLSearchParams(path.split('?')[1]));
    expect(toPreviewParams(preview)).toEqual({
      ...toEntitlementListParams(list),
      page: 0,
    });
    expect(new URLSearchParams(path.split('?')[1]).has('sortKey')).toBe(false);
    expect(previewPathFromList(state('page=4'))).toBe('/entitlements/preview');
  });
});

describe('the created range (ENT-LIST-11, CONF-12)', () => {
  it('sends the start of the first day and the end of the last, local time', () => {
    const patch = rangePatch([dayjs('2024-03-05T15:00:00'), dayjs('2024-03-05T09:00:00')]);
    expect(patch.createdDateFrom).toBe(dayjs('2024-03-05T00:00:00.000').toISOString());
    expect(patch.createdDateTo).toBe(dayjs('2024-03-05T23:59:59.999').toISOString());
  });

  it('never lets the start follow the end, and keeps an open end open', () => {
    const swapped = rangePatch([dayjs('2024-03-09'), dayjs('2024-03-01')]);
    expect(Date.parse(swapped.createdDateFrom ?? '')).toBeLessThan(Date.parse(swapped.createdDateTo ?? ''));
    expect(rangePatch([dayjs('2024-03-09'), null]).createdDateTo).toBeUndefined();
    expect(rangePatch(null)).toEqual({ createdDateFrom: undefined, createdDateTo: undefined });
  });

  it('disables days after today only', () => {
    expect(isFutureDay(dayjs())).toBe(false);
    expect(isFutureDay(dayjs().add(1, 'day').startOf('day'))).toBe(true);
  });
});

describe('Advanced Search and chips', () => {
  it('round-trips the form through the URL state, trimming the ISBN and going back to page 1', () => {
    const patch = advancedSearchPatch({
      isbn: ' 978 ',
      createdRange: [dayjs('2024-02-01'), dayjs('2024-02-02')],
      purchaseType: 'true',
      languageId: 3,
    });
    expect(patch).toMatchObject({ isbn: '978', isSubscription: true, languageId: 3, page: 1 });
    const values = advancedSearchValues({ ...state(''), ...patch });
    expect(values.purchaseType).toBe('true');
    expect(values.createdRange?.[0]?.format('YYYY-MM-DD')).toBe('2024-02-01');
    expect(values.createdRange?.[1]?.format('YYYY-MM-DD')).toBe('2024-02-02');
  });

  it('shows one chip per filter value with labels, each removing only itself', () => {
    const tags = filterTags(state('sources=MG2,ADMIN&statuses=REVOKED&isSubscription=true&languageId=2'), (id) =>
      id === 2 ? 'Spanish' : undefined,
    );
    expect(tags.map((t) => t.label)).toEqual([
      'Source: Naviga',
      'Source: Admin',
      'Status: Revoked',
      'Purchase type: Subscription',
      'Language: Spanish',
    ]);
    expect(tags[0]?.remove).toEqual({ sources: ['ADMIN'], page: 1 });
  });
});
