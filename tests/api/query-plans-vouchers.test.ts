import { describe, expect, it } from 'vitest';
import { seedVoucherVolume } from '../../src/server/areas/vouchers';
import { listVoucherGroups } from '../../src/server/areas/vouchers/read';
import { voucherGroupListQuery } from '../../src/shared/contracts/vouchers';
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
});
