import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../components/url-state';
import { DISCLOSURE_LIST_URL, toDisclosureListParams } from './list-url';

const query = (search: string) =>
  toDisclosureListParams(readUrlState(DISCLOSURE_LIST_URL, new URLSearchParams(search)));

describe('the disclosure list URL (DISC-02/03)', () => {
  it('asks newest change first, page 1 of 10, by default', () => {
    expect(query('')).toEqual({ limit: 10, offset: 0, order: '-updated_at' });
  });

  it('sends the status, the trimmed name, the page as an offset and the order', () => {
    expect(query('status=active&name=%20Tax%20&page=3&size=20&sortOrder=ascend')).toEqual({
      limit: 20,
      offset: 40,
      order: 'updated_at',
      status: 'active',
      name: 'Tax',
    });
  });

  it('drops what the server would refuse: an unknown status, a name over 100 characters', () => {
    expect(query(`status=archived&name=${'a'.repeat(101)}`)).toEqual({ limit: 10, offset: 0, order: '-updated_at' });
  });
});
