import { describe, expect, it } from 'vitest';
import { seedVoucherVolume } from '../../src/server/areas/vouchers';
import { listVoucherGroups } from '../../src/server/areas/vouchers/read';
import { voucherGroupListQuery } from '../../src/shared/contracts/vouchers';
import { expectDeepPagesInOrder } from '../support/deep-pages';
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
    await raw(`delete from voucher_group where id % 101 = 0 and id not in (select voucher_group_id from voucher)`);
    await expectDeepPagesInOrder(raw, 'voucher_group', listed);
  });
});
