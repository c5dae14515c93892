import { describe, expect, it } from 'vitest';
import { seedVoucherVolume } from '../../src/server/areas/vouchers';
import { listVoucherGroups } from '../../src/server/areas/vouchers/read';
import { voucherGroupListQuery } from '../../src/shared/contracts/vouchers';
import { expectDeepPagesInOrder } from '../support/deep-pages';
import { expectRareRunsAsIlike } from '../support/gram-counts';
import { queryPlanGuard, ROWS } from '../support/query-plan-guard';

/** The query-plan guard of the voucher group list (support/query-plan-guard.ts): every shape the screen sends. */
const guard = queryPlanGuard((db) => seedVoucherVolume(db, { groups: ROWS, redemptions: 0 }), ['voucher_group']);
const { plansOf } = guard;
const NOW = new Date('2026-11-20T10:00:00.000Z');

describe(`the voucher group list at ${ROWS} groups reads through indexes`, () => {
  for (const [label, query] of [
    ['default (lastModifiedDate, newest first)', {}],
    ['lastModifiedDate ascending', { sort: 'lastModifiedDate,ASC' }],
    ['the deepest page', { page: '999' }],
    ['one voucher type', { voucherTypes: 'SEAT' }],
    ['two voucher types', { voucherTypes: 'SINGLE,MASTER' }],
    ['one organization', { organizationIds: '3' }],
    ['several organizations', { organizationIds: '1,2,5' }],
    ['active', { isActive: 'true' }],
    ['not active', { isActive: 'false' }],
    ['an invoice', { invoice: 'INV-0004242' }],
    ['an invoice part matching many', { invoice: 'inv-00' }],
    ['an invoice of one character', { invoice: '7' }],
    ['an invoice of two characters', { invoice: '4a' }],
    ['type, organization and active together', { voucherTypes: 'MASTER', organizationIds: '2', isActive: 'true' }],
    ['a type and not active', { voucherTypes: 'SEAT', isActive: 'false' }],
    ['several organizations and active', { organizationIds: '1,2,5', isActive: 'true' }],
    ['two types and an organization', { voucherTypes: 'SINGLE,SEAT', organizationIds: '4' }],
    ['an invoice and a type', { invoice: '0042', voucherTypes: 'SINGLE' }],
  ] as const) {
    it(`GET /vouchers/groups: ${label}`, async () => {
      const q = voucherGroupListQuery.parse(query);
      for (const plan of await plansOf('voucher_group', () => listVoucherGroups(guard.database().db, q, NOW))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }

  // leadingFilters: the organization's index holds the type and the dates, so the three together are one
  // named statement (the page and its count), not the page's ids planned with the values and then the rows.
  it('GET /vouchers/groups: an organization with a type and active is one statement, the page SQL gives', async () => {
    const { db, raw } = guard.database();
    const q = voucherGroupListQuery.parse({
      voucherTypes: 'MASTER',
      organizationIds: '2',
      isActive: 'true',
      size: '50',
    });
    const plans = await plansOf('voucher_group', () => listVoucherGroups(db, q, NOW));
    expect(plans.map((p) => p.problems)).toEqual([[]]);
    const day = new Date(`${NOW.toISOString().slice(0, 10)}T00:00:00.000Z`);
    const expected = await raw<{ id: number }>(
      `select id from voucher_group where organization_id = 2 and voucher_type = 'MASTER'
         and (valid_start_at is null or valid_start_at <= $1) and (valid_expiration_at is null or valid_expiration_at >= $1)
       order by updated_at desc, id desc limit 50`,
      [day],
    );
    expect(expected.length).toBeGreaterThan(0);
    const listed = await listVoucherGroups(db, q, NOW);
    expect(listed.content.map((g) => g.voucherGroupId)).toEqual(expected.map((r) => r.id));
  });

  it('GET /vouchers/groups: the deepest page once its total is known (from its day: migration 0028)', async () => {
    const q = voucherGroupListQuery.parse({ page: '999' });
    const { db } = guard.database();
    const twice = () => listVoucherGroups(db, q, NOW).then(() => listVoucherGroups(db, q, NOW));
    for (const plan of await plansOf('voucher_group', twice)) expect(plan.problems, plan.query).toEqual([]);
  });
});

/** A deep page starts at its day (voucher_group_day_count): the plain order's rows, through edits and deletes. */
describe('deep pages of the voucher group list start at their day', () => {
  it('pages as the plain order does, through edits, inserts and deletes', async () => {
    const { db, raw } = guard.database();
    const listed = async (direction: string, offset: number, size: number) => {
      const sort = `lastModifiedDate,${direction.toUpperCase()}`;
      const q = voucherGroupListQuery.parse({ sort, page: String(offset / size), size: String(size) });
      return (await listVoucherGroups(db, q, NOW)).content.map((g) => g.voucherGroupId);
    };
    await expectDeepPagesInOrder(raw, 'voucher_group', listed);
    await raw(`update voucher_group set updated_at = now() - make_interval(days => id % 3) where id % 97 = 0`);
    // Its codes go with it (on delete cascade).
    expect((await raw(`delete from voucher_group where id % 101 = 0 returning id`)).length).toBeGreaterThan(0);
    await expectDeepPagesInOrder(raw, 'voucher_group', listed);
  });
});

/**
 * An invoice substring asks the trigram index for its rare run only (db/gram-counts.ts, migration 0030):
 * the list finds what ILIKE on the whole text finds, and voucher_group_invoice_gram_count holds what the
 * table's invoices give, through inserts, edits of the invoice and deletes.
 */
describe('an invoice substring looked up by its rare run', () => {
  const TEXTS = ['INV-0004242', '0042', '04242-', 'inv-0001', 'INV-00424', 'zz9-none', '-0000', 'inv-00'];

  const expectSameAsIlike = (counts: 'andCounts' | 'only' = 'only') =>
    expectRareRunsAsIlike(
      guard.database().raw,
      { table: 'voucher_group', column: 'invoice', order: 'updated_at desc, id desc' },
      TEXTS,
      async (invoice) => {
        const page = await listVoucherGroups(
          guard.database().db,
          voucherGroupListQuery.parse({ invoice, size: '20' }),
          NOW,
        );
        return { ids: page.content.map((g) => g.voucherGroupId), total: page.totalElements };
      },
      counts === 'andCounts',
    );

  it('finds what ILIKE on the whole text finds, through inserts, invoice edits and deletes', async () => {
    const { raw } = guard.database();
    await expectSameAsIlike();
    await raw(`update voucher_group set invoice = 'inv-0004242-' || id where id % 89 = 0`);
    await raw(`update voucher_group set invoice = '' where id % 83 = 0`);
    await raw(`update voucher_group set redeemed_count = redeemed_count where id % 97 = 0`);
    await raw(
      `insert into voucher_group (description, organization_id, invoice, doc_number, voucher_type, voucher_amount,
         uses_per_user, voucher_deal, valid_start_at, valid_expiration_at, isbn_selection_type, generic_product_id,
         price_amount_minor, entitlement_deal, entitlement_days, entitlement_expiration_at, is_prepaid_voucher)
       select description, organization_id, 'ZZ9-NONE-' || id, doc_number, voucher_type, voucher_amount,
         uses_per_user, voucher_deal, valid_start_at, valid_expiration_at, isbn_selection_type, generic_product_id,
         price_amount_minor, entitlement_deal, entitlement_days, entitlement_expiration_at, is_prepaid_voucher
       from voucher_group where id % 997 = 0`,
    );
    // Its codes go with it (on delete cascade).
    expect((await raw(`delete from voucher_group where id % 103 = 0 returning id`)).length).toBeGreaterThan(0);
    await expectSameAsIlike('andCounts');
  });

  it('reads the rare run through the trigram index in one plan for every text', async () => {
    const q = voucherGroupListQuery.parse({ invoice: 'INV-0004242' });
    for (const plan of await plansOf('voucher_group', () => listVoucherGroups(guard.database().db, q, NOW))) {
      expect(plan.problems, plan.query).toEqual([]);
    }
  });
});
