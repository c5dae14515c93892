import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../components/url-state';
import { advancedSearchPatch, advancedSearchValues, filterTags } from './list-filters';
import { PRODUCT_LIST_URL, toProductListParams } from './list-url';

const read = (query: string) => readUrlState(PRODUCT_LIST_URL, new URLSearchParams(query));

describe('content product list filters', () => {
  it('defaults to page 1, size 10, modified at descending (CP-LIST-03)', () => {
    expect(toProductListParams(read(''))).toEqual({ page: 0, size: 10, sort: 'lastModifiedDate,DESC' });
  });

  it('maps every URL key to the API query (CP-LIST-02)', () => {
    const state = read(
      'page=3&size=20&sortKey=isbn&sortOrder=ascend&statuses=STAGING,ACTIVE&productTypes=FREE&languageId=4&isPremium=true&isbn=%20978%20&lastModifiedDateFrom=2026-01-01T00:00:00.000Z&lastModifiedDateTo=2026-01-31T23:59:59.999Z',
    );
    expect(toProductListParams(state)).toEqual({
      page: 2,
      size: 20,
      sort: 'isbn,ASC',
      statuses: 'STAGING,ACTIVE',
      productTypes: 'FREE',
      languageId: 4,
      isPremium: 'true',
      isbn: '978',
      lastModifiedDateFrom: '2026-01-01T00:00:00.000Z',
      lastModifiedDateTo: '2026-01-31T23:59:59.999Z',
    });
    expect(toProductListParams(read('isPremium=false')).isPremium).toBe('false');
  });

  it('trims the ISBN and sets dates to start and end of day (CP-LIST-05)', () => {
    const from = dayjs(new Date(2026, 2, 5, 13, 30));
    const to = dayjs(new Date(2026, 2, 7, 8, 0));
    const patch = advancedSearchPatch({
      isbn: '  9781234  ',
      modifiedRange: [from, to],
      productTypes: ['SUBSCRIPTION'],
      languageId: 9,
      courseType: 'standard',
    });
    expect(patch).toEqual({
      isbn: '9781234',
      lastModifiedDateFrom: new Date(2026, 2, 5, 0, 0, 0, 0).toISOString(),
      lastModifiedDateTo: new Date(2026, 2, 7, 23, 59, 59, 999).toISOString(),
      productTypes: ['SUBSCRIPTION'],
      languageId: 9,
      isPremium: false,
      page: 1,
    });
    const url = writeUrlState(PRODUCT_LIST_URL, patch);
    const back = advancedSearchValues(readUrlState(PRODUCT_LIST_URL, url));
    expect(back.isbn).toBe('9781234');
    expect(back.courseType).toBe('standard');
    expect(back.languageId).toBe(9);
    expect(back.modifiedRange?.[0]?.format('YYYY-MM-DD')).toBe('2026-03-05');
    expect(advancedSearchPatch({ courseType: 'premium' }).isPremium).toBe(true);
    expect(advancedSearchPatch({}).isPremium).toBeUndefined();
  });

  it('builds one removable tag per active filter (CP-LIST-06)', () => {
    const state = read('statuses=STAGING,READY_FOR_REVIEW&isbn=978&productTypes=FREE&languageId=4&isPremium=true');
    const tags = filterTags(state, (id) => (id === 4 ? 'French' : undefined));
    expect(tags.map((t) => t.label)).toEqual([
      'Status: STAGING',
      'Status: In Review',
      'ISBN: 978',
      'Product type: Free',
      'Language: French',
      'Course type: Premium',
    ]);
    expect(tags[0]?.remove).toEqual({ statuses: ['READY_FOR_REVIEW'], page: 1 });
    expect(tags[4]?.remove).toEqual({ languageId: undefined, page: 1 });
    expect(filterTags(read(''), () => undefined)).toEqual([]);
  });
});
