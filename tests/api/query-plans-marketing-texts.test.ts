import { describe, expect, it } from 'vitest';
import { seedDescriptionTemplateVolume } from '../../src/server/areas/description-templates/seed-volume';
import { listTemplates } from '../../src/server/areas/description-templates/service';
import { seedDisclosureVolume } from '../../src/server/areas/disclosures/seed-volume';
import { listDisclosures } from '../../src/server/areas/disclosures/service';
import { descriptionTemplateListQuery } from '../../src/shared/contracts/description-templates';
import { disclosureListQuery } from '../../src/shared/contracts/disclosures';
import { expectDeepPagesInOrder } from '../support/deep-pages';
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
