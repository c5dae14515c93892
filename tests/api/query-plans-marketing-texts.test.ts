import { describe, expect, it } from 'vitest';
import { seedDescriptionTemplateVolume } from '../../src/server/areas/description-templates/seed-volume';
import { listTemplates } from '../../src/server/areas/description-templates/service';
import { seedDisclosureVolume } from '../../src/server/areas/disclosures/seed-volume';
import { listDisclosures } from '../../src/server/areas/disclosures/service';
import { descriptionTemplateListQuery } from '../../src/shared/contracts/description-templates';
import { disclosureListQuery } from '../../src/shared/contracts/disclosures';
import { expectDeepPagesInOrder } from '../support/deep-pages';
import { expectRareRunsAsIlike } from '../support/gram-counts';
import { queryPlanGuard, ROWS } from '../support/query-plan-guard';

/**
 * The query-plan guard of the marketing text lists, disclosures and description templates
 * (support/query-plan-guard.ts): every shape their screens send.
 */
const guard = queryPlanGuard(
  async (db) => {
    await seedDisclosureVolume(db, ROWS);
    await seedDescriptionTemplateVolume(db, ROWS);
  },
  ['disclosure', 'description_template'],
);
const { plansOf } = guard;

describe(`the disclosure list at ${ROWS} disclosures reads through indexes`, () => {
  for (const [label, query] of [
    ['default (-updated_at)', {}],
    ['updated_at ascending', { order: 'updated_at' }],
    ['the deepest page', { offset: '9990' }],
    ['status', { status: 'active' }],
    ['a name search', { name: 'a1b2' }],
    ['a name search matching many', { name: 'volume disclosure' }],
    ['a name of one character', { name: 'v' }],
    ['a name and a status', { name: 'disclosure 4242', status: 'inactive' }],
  ] as const) {
    it(`GET /disclosures: ${label}`, async () => {
      const q = disclosureListQuery.parse(query);
      for (const plan of await plansOf('disclosure', () => listDisclosures(guard.database().db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }
});

/** A deep page starts at its day (disclosure_day_count, migration 0029): the plain order's rows, through edits. */
describe('deep pages of the disclosure list start at their day', () => {
  it('pages as the plain order does, before and after rows move to other days', async () => {
    const { db, raw } = guard.database();
    const listed = async (direction: string, offset: number, size: number) => {
      const order = direction === 'desc' ? '-updated_at' : 'updated_at';
      const q = disclosureListQuery.parse({ order, offset: String(offset), limit: String(size) });
      return (await listDisclosures(db, q)).data.map((d) => d.id);
    };
    await expectDeepPagesInOrder(raw, 'disclosure', listed);
    await raw(`update disclosure set updated_at = now() - make_interval(days => id % 3) where id % 97 = 0`);
    await expectDeepPagesInOrder(raw, 'disclosure', listed);
  });
});

/**
 * A name of three characters or more asks the trigram index for its rare run only (db/gram-counts.ts,
 * migration 0037): the list finds what ILIKE on the whole name finds, and disclosure_name_gram_count holds
 * what the table's names give, through inserts, renames and deletes.
 */
describe('a disclosure name looked up by its rare run', () => {
  const TEXTS = ['a1b2', '4242', 'Disclosure 4242', 'volume disclosure', 'renewal', 'zz9-none', '-NONE-1', 'vol'];

  const expectSameAsIlike = (counts: 'andCounts' | 'only' = 'only') =>
    expectRareRunsAsIlike(
      guard.database().raw,
      { table: 'disclosure', column: 'name', order: 'updated_at desc, id desc' },
      TEXTS,
      async (name) => {
        const page = await listDisclosures(guard.database().db, disclosureListQuery.parse({ name, limit: '20' }));
        return { ids: page.data.map((d) => d.id), total: page.count };
      },
      counts === 'andCounts',
    );

  it('finds what ILIKE on the whole name finds, through inserts, renames and deletes', async () => {
    const { raw } = guard.database();
    await expectSameAsIlike();
    await raw(`update disclosure set name = 'Renewal terms 4242-' || id where id % 89 = 0`);
    await raw(`update disclosure set status = status where id % 97 = 0`);
    await raw(
      `insert into disclosure (name, status, billing_plan_id, content_en, content_es)
       select 'ZZ9-NONE-' || id, status, billing_plan_id, content_en, content_es from disclosure where id % 997 = 0`,
    );
    // Its links go with it (on delete cascade).
    expect((await raw(`delete from disclosure where id % 103 = 0 returning id`)).length).toBeGreaterThan(0);
    await expectSameAsIlike('andCounts');
  });

  it('reads the rare run through the trigram index in one plan for every text', async () => {
    for (const name of ['a1b2', 'Disclosure 4242']) {
      const q = disclosureListQuery.parse({ name });
      for (const plan of await plansOf('disclosure', () => listDisclosures(guard.database().db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    }
  });
});

describe(`the description template list at ${ROWS} templates reads through indexes`, () => {
  for (const [label, query] of [
    ['default (-updated_at)', {}],
    ['updated_at ascending', { order: 'updated_at' }],
    ['a middle page', { offset: '500' }],
    ['the deepest page', { offset: '9990' }],
  ] as const) {
    it(`GET /descriptions: ${label}`, async () => {
      const q = descriptionTemplateListQuery.parse(query);
      const twice = () => listTemplates(guard.database().db, q).then(() => listTemplates(guard.database().db, q));
      for (const plan of await plansOf('description_template', twice)) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }
});

/** A deep page starts at its day (description_template_day_count, migration 0036): the plain order's rows. */
describe('deep pages of the description template list start at their day', () => {
  it('pages as the plain order does, before and after rows move to other days', async () => {
    const { db, raw } = guard.database();
    const listed = async (direction: string, offset: number, size: number) => {
      const order = direction === 'desc' ? '-updated_at' : 'updated_at';
      const q = descriptionTemplateListQuery.parse({ order, offset: String(offset), limit: String(size) });
      return (await listTemplates(db, q)).data.map((t) => t.id);
    };
    await expectDeepPagesInOrder(raw, 'description_template', listed);
    await raw(`update description_template set updated_at = now() - make_interval(days => id % 3) where id % 97 = 0`);
    await expectDeepPagesInOrder(raw, 'description_template', listed);
  });
});
