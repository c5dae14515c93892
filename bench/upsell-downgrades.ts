import { seedUpsellDowngradeVolume } from '../src/server/areas/upsell-downgrades/seed-volume';
import type { BenchArea } from './run';

/** Upsell & downgrade rules at volume: the list shapes the screen uses (search, pages) and the detail. */
export const upsellDowngradesBench: BenchArea = {
  name: 'upsell-downgrades',
  defaultRows: 100_000,
  table: 'upsell_downgrade',
  permissions: ['view:upsell_downgrade_menu'],
  seed: (db, rows) => seedUpsellDowngradeVolume(db, rows),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from upsell_downgrade order by random() limit 200')).map(
      (r) => r.id,
    );
    const list = (query: string) => [`/api/store/upsell-downgrades?${query}`];
    return {
      lists: [
        { name: 'GET /upsell-downgrades (default: modified at, newest first)', paths: list('limit=10&offset=0') },
        { name: 'GET /upsell-downgrades oldest first', paths: list('order=updated_at') },
        {
          name: 'GET /upsell-downgrades original_name substring',
          paths: ['Standard', 'price 42 ', 'a1b2', '99999', 'S', '42'].map(
            (name) => `/api/store/upsell-downgrades?original_name=${encodeURIComponent(name)}`,
          ),
          search: true,
        },
        {
          name: 'GET /upsell-downgrades offset 9990 (the deepest: rows 9,991–10,000)',
          paths: list('limit=10&offset=9990'),
        },
      ],
      detail: { name: 'GET /upsell-downgrades/{id}', paths: ids.map((id) => `/api/store/upsell-downgrades/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
