import { describe, expect, it } from 'vitest';
import {
  boolField,
  canonicalUrlState,
  clearedFilters,
  enumField,
  filtersOf,
  intField,
  isoField,
  listField,
  listPageFields,
  optionalIntField,
  pageField,
  pageSizeField,
  readUrlState,
  SORT_ORDERS,
  textField,
  toSortParam,
  writeUrlState,
} from './url-state';

const schema = {
  page: intField(1),
  size: intField(10),
  language: textField(),
  sortKey: textField('lastModifiedDate'),
  sortOrder: enumField(SORT_ORDERS, 'descend'),
  statuses: listField(['STAGING', 'ACTIVE'] as const),
  languageId: optionalIntField(),
  isPremium: boolField(),
  from: isoField(),
};

describe('url state', () => {
  it('reads defaults from an empty query', () => {
    expect(readUrlState(schema, new URLSearchParams())).toEqual({
      page: 1,
      size: 10,
      language: '',
      sortKey: 'lastModifiedDate',
      sortOrder: 'descend',
      statuses: [],
      languageId: undefined,
      isPremium: undefined,
      from: undefined,
    });
  });

  it('parses values and drops bad ones', () => {
    const state = readUrlState(
      schema,
      new URLSearchParams(
        'page=3&size=x&language=Fr&sortOrder=up&statuses=STAGING,BOGUS,ACTIVE&languageId=7&isPremium=false&from=nope',
      ),
    );
    expect(state).toMatchObject({
      page: 3,
      size: 10,
      language: 'Fr',
      sortOrder: 'descend',
      statuses: ['STAGING', 'ACTIVE'],
      languageId: 7,
      isPremium: false,
      from: undefined,
    });
    expect(readUrlState(schema, new URLSearchParams('page=0&languageId=-2')).page).toBe(1);
    expect(readUrlState(schema, new URLSearchParams('languageId=-2')).languageId).toBeUndefined();
  });

  it('does not write defaults and keeps unknown keys', () => {
    const next = writeUrlState(
      schema,
      { page: 1, size: 20, statuses: ['ACTIVE'], sortOrder: 'descend', isPremium: true, language: '' },
      new URLSearchParams('other=1&language=x&page=4'),
    );
    expect(next.toString()).toBe('other=1&size=20&statuses=ACTIVE&isPremium=true');
  });

  it('round-trips', () => {
    const state = {
      ...readUrlState(schema, new URLSearchParams()),
      page: 2,
      statuses: ['STAGING' as const],
      languageId: 4,
      from: '2026-01-01T00:00:00.000Z',
    };
    expect(readUrlState(schema, writeUrlState(schema, state))).toEqual(state);
    expect(writeUrlState(schema, { languageId: undefined }, new URLSearchParams('languageId=3')).toString()).toBe('');
  });

  it('maps antd sort orders to the portal sort parameter', () => {
    expect(toSortParam('lastModifiedDate', 'descend')).toBe('lastModifiedDate,DESC');
    expect(toSortParam('isbn', 'ascend')).toBe('isbn,ASC');
  });

  it('drops or corrects what the server would refuse', () => {
    const list = {
      page: pageField(),
      size: pageSizeField(),
      isbn: textField('', { max: 5 }),
      from: isoField(),
    };
    const read = (query: string) => readUrlState(list, new URLSearchParams(query));
    expect(read('page=abc&size=7&isbn=123456&from=garbage')).toEqual({
      page: 1,
      size: 10,
      isbn: '',
      from: undefined,
    });
    expect(read('page=1000002').page).toBe(1);
    expect(read('page=1000001&size=50&isbn= 12 ').size).toBe(50);
    expect(read('isbn=a%00b').isbn).toBe('');
    // Date.parse takes '12' (a year) and '2020-01-01' (no offset); the server takes neither.
    expect(read('from=12').from).toBeUndefined();
    expect(read('from=2020-01-01').from).toBe('2020-01-01T00:00:00.000Z');
    expect(read('from=2020-06-01T10:00:00%2B02:00').from).toBe('2020-06-01T08:00:00.000Z');
    expect(read('from=0000-01-01T00:00:00Z').from).toBeUndefined();
  });

  it('gives the canonical query: equal to a valid one, corrected otherwise (other keys kept)', () => {
    const valid = new URLSearchParams('page=2&statuses=STAGING,ACTIVE&other=x');
    expect(canonicalUrlState(schema, valid).toString()).toBe(valid.toString());
    const bad = new URLSearchParams('page=abc&statuses=BOGUS&sortOrder=descend&from=2020-01-01&other=x');
    expect(canonicalUrlState(schema, bad).toString()).toBe('from=2020-01-01T00%3A00%3A00.000Z&other=x');
    // Idempotent: the canonical query reads back to itself.
    const once = canonicalUrlState(schema, bad);
    expect(canonicalUrlState(schema, once).toString()).toBe(once.toString());
  });

  it('clears every filter to its default, back to page 1, the page fields untouched', () => {
    const { page: _, size: __, sortKey: ___, sortOrder: ____, ...filters } = schema;
    const cleared = clearedFilters(filters);
    expect(cleared).toEqual({
      page: 1,
      language: '',
      statuses: [],
      languageId: undefined,
      isPremium: undefined,
      from: undefined,
    });
    const current = new URLSearchParams('page=3&size=20&sortOrder=ascend&statuses=ACTIVE&languageId=4&isPremium=true');
    expect(writeUrlState(schema, cleared, current).toString()).toBe('size=20&sortOrder=ascend');
  });

  it("picks the filters' values from the state, under their URL keys", () => {
    const state = readUrlState(schema, new URLSearchParams('page=2&statuses=ACTIVE&languageId=4'));
    expect(filtersOf({ statuses: schema.statuses, languageId: schema.languageId }, state)).toEqual({
      statuses: ['ACTIVE'],
      languageId: 4,
    });
  });

  it("gives a list's page, size and order: page 1 of 10 and the default order unless the URL says a valid one", () => {
    const list = listPageFields(['createdDate', 'email'] as const, 'createdDate');
    const read = (query: string) => readUrlState(list, new URLSearchParams(query));
    expect(read('')).toEqual({ page: 1, size: 10, sortKey: 'createdDate', sortOrder: 'descend' });
    expect(read('page=0&size=7&sortKey=name&sortOrder=up')).toEqual(read(''));
    expect(read('page=3&size=20&sortKey=email&sortOrder=ascend')).toEqual({
      page: 3,
      size: 20,
      sortKey: 'email',
      sortOrder: 'ascend',
    });
  });
});
