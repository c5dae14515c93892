import { seedVoucherVolume } from '../src/server/areas/vouchers';
import type { BenchArea } from './run';

/**
 * Voucher groups at volume (`rows` groups, ten redemptions each): every list shape the screen sends (each
 * filter alone, several values, the invoice substring of one, two and more characters, a deep page), a
 * group's codes and the detail.
 */
export const vouchersBench: BenchArea = {
  name: 'vouchers',
  defaultRows: 100_000,
  rowsLabel: 'voucher groups (and ten redemptions each)',
  table: 'voucher_group',
  permissions: ['view:voucher_menu'],
  seed: (db, rows) => seedVoucherVolume(db, { groups: rows, redemptions: rows * 10 }),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from voucher_group order by random() limit 200')).map(
      (r) => r.id,
    );
    const orgs = (await database.raw<{ id: number }>('select id from organization order by id limit 6')).map(
      (r) => r.id,
    );
    const list = (...queries: string[]) => queries.map((q) => `/api/portal/vouchers/groups?${q}`);
    return {
      lists: [
        { name: 'GET /vouchers/groups (default: last modified, newest first)', paths: list('page=0&size=10') },
        { name: 'GET /vouchers/groups voucherTypes (one)', paths: list('voucherTypes=SEAT', 'voucherTypes=SINGLE') },
        { name: 'GET /vouchers/groups voucherTypes (two)', paths: list('voucherTypes=SINGLE,MASTER') },
        {
          name: 'GET /vouchers/groups organizationIds (one)',
          paths: list(...orgs.map((id) => `organizationIds=${id}`)),
        },
        {
          name: 'GET /vouchers/groups organizationIds (three)',
          paths: list(`organizationIds=${orgs.slice(0, 3).join(',')}`),
        },
        { name: 'GET /vouchers/groups isActive', paths: list('isActive=true', 'isActive=false') },
        {
          name: 'GET /vouchers/groups invoice of 1–2 characters',
          paths: ['7', '4a', 'zz', '00'].map(
            (text) => `/api/portal/vouchers/groups?invoice=${encodeURIComponent(text)}`,
          ),
          search: true,
        },
        {
          name: 'GET /vouchers/groups invoice substring',
          paths: ['INV-0004242', 'inv-00', '0042', 'a1b2c3', 'nothing-like-it'].map(
            (text) => `/api/portal/vouchers/groups?invoice=${encodeURIComponent(text)}`,
          ),
          search: true,
        },
        {
          name: 'GET /vouchers/groups type, organization and active',
          paths: list(`voucherTypes=MASTER&organizationIds=${orgs[1] ?? 1}&isActive=true`),
        },
        { name: 'GET /vouchers/groups page 999 (the deepest: rows 9,991–10,000)', paths: list('page=999&size=10') },
        {
          name: "GET /vouchers/groups/{id}/vouchers (a group's codes)",
          paths: ids.map((id) => `/api/portal/vouchers/groups/${id}/vouchers?page=0&size=10`),
        },
      ],
      detail: { name: 'GET /vouchers/groups/{id}', paths: ids.map((id) => `/api/portal/vouchers/groups/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
