import { describe, expect, it } from 'vitest';
import {
  boolField,
  enumField,
  intField,
  isoField,
  listField,
  optionalIntField,
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
});
