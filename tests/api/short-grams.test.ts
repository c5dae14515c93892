import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDisclosures } from '../../src/server/areas/disclosures/service';
import type { Database } from '../../src/server/db/client';
import { likeContains } from '../../src/server/db/sql';
import { disclosureListQuery } from '../../src/shared/contracts/disclosures';
import { openTestDatabase } from '../support/test-server';

/**
 * A substring search of one or two characters is looked up in the short pieces (db/short-grams.ts) and
 * finds exactly what ILIKE finds: upper and lower case, letters whose lower case differs in length, digits,
 * LIKE wildcards taken literally, spaces.
 */
const NAMES = [
  'İstanbul plan',
  'STRASSE Straße',
  'Kelvin \u212A sign',
  'ÄÖü umlauts',
  'a_b%c wild',
  'x',
  'Ab 12',
  'ab12',
];
const TEXTS = ['i', 'İ', 'k', 'K', 'ä', 'Ö', 'ss', 'ß', '_', '%', 'b%', 'a', 'AB', '12', ' 1', 'x', 'zz', '\\'];

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  for (const name of NAMES) {
    await database.raw(
      `insert into disclosure (name, status, content_en, content_es) values ($1, 'inactive', '<p>x</p>', '')`,
      [name],
    );
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('a search of one or two characters', () => {
  for (const text of TEXTS) {
    it(`finds what ILIKE finds: '${text}'`, async () => {
      // The list's query schema trims the text as the search box does (' 1' is '1').
      const q = disclosureListQuery.parse({ name: text, limit: '100' });
      const want = await database.raw<{ id: number }>(
        'select id from disclosure where name ilike $1 order by updated_at desc, id desc',
        [likeContains(q.name ?? '')],
      );
      const got = await listDisclosures(database.db, q);
      expect(got.data.map((d) => d.id)).toEqual(want.map((r) => r.id));
      expect(got.count).toBe(want.length);
    });
  }
});
