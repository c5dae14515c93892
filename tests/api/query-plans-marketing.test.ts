import { describe, expect, it } from 'vitest';
import { listPromotions } from '../../src/server/areas/promotions/promotion-read';
import { seedPromotionVolume } from '../../src/server/areas/promotions/seed-volume';
import { listSingleUseCodes } from '../../src/server/areas/promotions/single-use';
import { seedSaveOfferVolume } from '../../src/server/areas/save-offers/seed-volume';
import { listSaveOffers } from '../../src/server/areas/save-offers/service';
import { seedUpsellDowngradeVolume } from '../../src/server/areas/upsell-downgrades/seed-volume';
import { listUpsellDowngrades } from '../../src/server/areas/upsell-downgrades/service';
import { EXACT_COUNT_LIMIT } from '../../src/server/db/list-count';
import { PROMOTION_SORT_KEYS, promotionListQuery } from '../../src/shared/contracts/promotion-lookups';
import { saveOfferListQuery } from '../../src/shared/contracts/save-offers';
import { upsellDowngradeListQuery } from '../../src/shared/contracts/upsell-downgrades';
import { expectDeepPagesInOrder } from '../support/deep-pages';
import { queryPlanGuard, ROWS } from '../support/query-plan-guard';

/** The query-plan guard of the marketing lists (support/query-plan-guard.ts). */
const guard = queryPlanGuard(
  async (db) => {
    await seedUpsellDowngradeVolume(db, ROWS);
    await seedSaveOfferVolume(db, ROWS);
    await seedPromotionVolume(db, ROWS, [
      ['BULK10K', 10_000],
      ['BULK50K', 50_000],
    ]);
  },
  ['upsell_downgrade', 'upsell_downgrade_option', 'save_offer', 'save_offer_target', 'coupon', 'promotion_code'],
);
const { plansOf } = guard;
const database = () => guard.database();

/*
 * A search of another table's text (the original's base price name, the cancel reason) is a named
 * statement whose text the planner never sees (list-search.ts `within`): the plans EXPLAINed here with
 * the values are the plans kept for every text. Whether a search beyond the count's cap is sorted from
 * its matches or walked is decided by the estimate, planned with the text in sight.
 */
describe(`the upsell & downgrade list at ${ROWS} rules reads through indexes`, () => {
  for (const [label, query] of [
    ['default (-updated_at)', {}],
    ['updated_at ascending', { order: 'updated_at' }],
    ['the deepest page', { offset: '9990' }],
    ['original base price search', { original_name: 'Volume UD price 42 ' }],
    ['a search matching many', { original_name: 'volume ud' }],
    // Between the count's cap and SORTED_MATCHES_UP_TO: sorted from the matches.
    ['a search matching some thousand', { original_name: 'price 4' }],
    ['a short text', { original_name: '42' }],
    ['a short text matching every rule', { original_name: 'v' }],
  ] as const) {
    it(`GET /upsell-downgrades: ${label}`, async () => {
      const q = upsellDowngradeListQuery.parse(query);
      for (const plan of await plansOf('upsell_downgrade', () => listUpsellDowngrades(database().db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }
});

describe(`the save offer list at ${ROWS} save offers reads through indexes`, () => {
  for (const [label, query] of [
    ['default (-updated_at)', {}],
    ['updated_at ascending', { order: 'updated_at' }],
    ['the deepest page', { offset: '9990' }],
    ['a type', { types: 'pause' }],
    ['two types', { types: 'pause,promotion' }],
    ['a stage', { applied_stages: 'year_1_plus' }],
    ['a base price', { applied_base_price_ids: '1' }],
    ['a cancel reason search', { cancel_reason: 'volume reason 4242 ' }],
    ['a search matching many', { cancel_reason: 'volume reason' }],
    ['a search matching some thousand', { cancel_reason: 'reason 42' }],
    ['a short text', { cancel_reason: '42' }],
    ['a short text matching every offer', { cancel_reason: 'e' }],
    ['a type and a stage', { types: 'pause', applied_stages: 'months_1_3' }],
  ] as const) {
    it(`GET /v2/save-offers: ${label}`, async () => {
      const q = saveOfferListQuery.parse(query);
      for (const plan of await plansOf('save_offer', () => listSaveOffers(database().db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }

  // A base price on many offers is walked by a named statement once its list is known beyond exact
  // counting (genericWhenCommon): the second request. It answers the page the planned one did.
  it('GET /v2/save-offers: a common base price asked again, and a base price on no offer', async () => {
    const { db, raw } = database();
    // The two base prices on the fewest offers: one is put on 3,000 more (one per cancel reason), one stays rare.
    const [rare, common] = await raw<{ id: number }>(
      'select base_price_id as id from save_offer_target group by 1 order by count(*), 1 limit 2',
    );
    await raw(
      `insert into save_offer_target (save_offer_id, cancel_reason_id, stage, base_price_id)
       select id, cancel_reason_id, 'in_free_trial', $1 from (select distinct on (cancel_reason_id) id, cancel_reason_id
         from save_offer order by cancel_reason_id, id) as o limit 3000
       on conflict do nothing`,
      [common?.id],
    );
    await raw('analyze save_offer_target');
    const [{ n } = { n: 0 }] = await raw<{ n: number }>(
      'select count(*)::int as n from save_offer_target where base_price_id = $1',
      [common?.id],
    );
    expect(n).toBeGreaterThan(EXACT_COUNT_LIMIT);
    for (const ids of [String(common?.id), String(rare?.id)]) {
      const q = saveOfferListQuery.parse({ applied_base_price_ids: ids, limit: '50' });
      const first = await listSaveOffers(db, q);
      const plans = await plansOf('save_offer', () => listSaveOffers(db, q));
      for (const plan of plans) expect(plan.problems, plan.query).toEqual([]);
      // The common one: the page and its rows in one named statement; the rare one: ids, then rows.
      expect(plans.length, ids).toBe(ids === String(common?.id) ? 1 : 2);
      const again = await listSaveOffers(db, q);
      expect(again, ids).toEqual(first);
      const expected = await raw<{ id: number }>(
        `select id from save_offer where id in (select save_offer_id from save_offer_target where base_price_id = $1)
         order by updated_at desc, id desc limit 50`,
        [Number(ids)],
      );
      expect(
        again.data.map((o) => o.id),
        ids,
      ).toEqual(expected.map((r) => r.id));
    }
  });
});

/**
 * (Status filters are left out: a status compares the time range and the redemptions with now; the page
 * still reads through the updated_at index, and the total counts at most 10,001 matches; promotions are
 * hundreds, and the bench measures the status lists.)
 */
describe(`the promotion list at ${ROWS} promotions reads through indexes`, () => {
  const now = new Date();
  for (const [label, query] of [
    ...PROMOTION_SORT_KEYS.flatMap((sortKey) =>
      (['ascend', 'descend'] as const).map((sortOrder): [string, Record<string, string>] => [
        `sort ${sortKey} ${sortOrder}`,
        { sortKey, sortOrder },
      ]),
    ),
    ['the deepest page', { offset: '9990' }],
    ['code usage bulk', { promotionType: 'bulk' }],
    ['buy one gift one', { discountType: 'buy_one_gift_one' }],
    ['a code search', { searchText: 'VOL0004242' }],
    // The bench's lines (issue 20 part 3): statuses at the clock's now, a base price's name, short texts.
    ['redeemable', { status: 'redeemable' }],
    ['maxed out or expired', { status: 'maxed_out,expired' }],
    ['not started', { status: 'not_started' }],
    ['a base price name search', { searchText: 'monthly' }],
    ['a code search of one character', { searchText: 'v' }],
    ['a code search of two characters', { searchText: '42' }],
    ['a search and a status', { searchText: 'vol0009', status: 'redeemable' }],
  ] as [string, Record<string, string>][]) {
    it(`GET /v2/coupons: ${label}`, async () => {
      const q = promotionListQuery.parse(query);
      for (const plan of await plansOf('coupon', () => listPromotions(database().db, q, now))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }

  it("a bulk promotion's code list, all and unredeemed, reads its codes through the promotion's index", async () => {
    const [bulk] = await database().raw<{ id: number }>("select id from coupon where code = 'BULK10K'");
    for (const hide of [false, true]) {
      const plans = await plansOf('promotion_code', () =>
        listSingleUseCodes(database().db, bulk?.id ?? 0, { hide_redeemed: hide, limit: 10, offset: 5000 }, now),
      );
      for (const plan of plans) expect(plan.problems, plan.query).toEqual([]);
    }
  });
});

/**
 * Deep pages of the upsell & downgrade and save offer lists start at their day (`*_day_count`, migration
 * 0029): the plain order's rows, before and after rows move to other days.
 */
describe('deep pages of the marketing lists start at their day', () => {
  const byOrder = (direction: string, offset: number, size: number) => ({
    order: direction === 'desc' ? '-updated_at' : 'updated_at',
    offset: String(offset),
    limit: String(size),
  });
  it('upsell & downgrade rules', async () => {
    const { db, raw } = database();
    const listed = async (direction: string, offset: number, size: number) =>
      (await listUpsellDowngrades(db, upsellDowngradeListQuery.parse(byOrder(direction, offset, size)))).data.map(
        (r) => r.id,
      );
    await expectDeepPagesInOrder(raw, 'upsell_downgrade', listed);
    await raw(`update upsell_downgrade set updated_at = now() - make_interval(days => id % 3) where id % 97 = 0`);
    await expectDeepPagesInOrder(raw, 'upsell_downgrade', listed);
  });

  it('save offers', async () => {
    const { db, raw } = database();
    const listed = async (direction: string, offset: number, size: number) =>
      (await listSaveOffers(db, saveOfferListQuery.parse(byOrder(direction, offset, size)))).data.map((r) => r.id);
    await expectDeepPagesInOrder(raw, 'save_offer', listed);
    await raw(`update save_offer set updated_at = now() - make_interval(days => id % 3) where id % 97 = 0`);
    await expectDeepPagesInOrder(raw, 'save_offer', listed);
  });
});
