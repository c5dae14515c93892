import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../components/url-state';
import { ORGANIZATION_LIST_URL, tableStateOf, toOrganizationListParams, urlPatchOf } from './list-url';

describe('the organization list URL (ORG-01/02, CONF-23)', () => {
  it('defaults to page 1 of 10, last modified first, and sends a zero-based page', () => {
    const state = readUrlState(ORGANIZATION_LIST_URL, new URLSearchParams(''));
    expect(toOrganizationListParams(state)).toEqual({ page: 0, size: 10, sort: 'lastModifiedDate,DESC' });
  });

  it('reads name, page, size, sortKey and order; drops what it does not know', () => {
    const state = readUrlState(
      ORGANIZATION_LIST_URL,
      new URLSearchParams('name=%20acme%20&page=3&size=20&sortKey=name&order=ascend&sortOrder=descend'),
    );
    expect(toOrganizationListParams(state)).toEqual({ page: 2, size: 20, sort: 'name,ASC', name: 'acme' });
    expect(tableStateOf(state)).toEqual({ page: 3, size: 20, sortKey: 'name', sortOrder: 'ascend' });
    const bad = readUrlState(ORGANIZATION_LIST_URL, new URLSearchParams('sortKey=createdDate&order=up'));
    expect(toOrganizationListParams(bad).sort).toBe('lastModifiedDate,DESC');
  });

  it("writes the table's sort order as `order`", () => {
    expect(urlPatchOf({ sortKey: 'name', sortOrder: 'descend', page: 1 })).toEqual({
      sortKey: 'name',
      order: 'descend',
      page: 1,
    });
  });
});
