import { seedPlanVolume } from '../src/server/areas/ecom-products/seed-volume';
import type { BenchArea } from './run';

/** Base prices with 100,000 plans applied to them (issue 9): the list, the actives, a base price's plans. */
export const basePricesBench: BenchArea = {
  name: 'base-prices',
  defaultRows: 100_000,
  table: 'base_price',
  permissions: ['view:base_price_menu'],
  seed: (db, rows) => seedPlanVolume(db, rows),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from base_price order by id')).map((r) => r.id);
    return {
      lists: [
        { name: 'GET /base-prices (default: -updated_at)', paths: ['/api/store/base-prices?limit=10&offset=0'] },
        {
          name: 'GET /base-prices status and name',
          paths: ['monthly', 'm', '12'].map((name) => `/api/store/base-prices?status=active&name=${name}`),
          search: true,
        },
        { name: 'GET /base-prices/actives', paths: ['/api/store/base-prices/actives'] },
        {
          name: 'GET /base-prices/{id}/variants (applied plans)',
          paths: ids.map((id) => `/api/store/base-prices/${id}/variants?limit=10&offset=0`),
        },
      ],
    };
  },
};
