import { seedSaveOfferVolume } from '../src/server/areas/save-offers/seed-volume';
import type { BenchArea } from './run';

/** Save offers at volume: every list shape the screen uses (search, Advanced Search filters, pages) and the detail. */
export const saveOffersBench: BenchArea = {
  name: 'save-offers',
  defaultRows: 100_000,
  table: 'save_offer',
  permissions: ['view:save_offer_menu'],
  seed: (db, rows) => seedSaveOfferVolume(db, rows),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from save_offer order by random() limit 200')).map(
      (r) => r.id,
    );
    const [price] = await database.raw<{ id: number }>('select id from base_price order by id limit 1');
    const list = (query: string) => [`/api/store/v2/save-offers?${query}`];
    return {
      lists: [
        { name: 'GET /v2/save-offers (default: modified at, newest first)', paths: list('limit=10&offset=0') },
        { name: 'GET /v2/save-offers types=pause', paths: list('types=pause') },
        { name: 'GET /v2/save-offers applied_stages=year_1_plus', paths: list('applied_stages=year_1_plus') },
        { name: 'GET /v2/save-offers applied_base_price_ids', paths: list(`applied_base_price_ids=${price?.id ?? 1}`) },
        {
          name: 'GET /v2/save-offers cancel reason substring',
          paths: ['reason 42', 'expensive', 'a1b2', 'motivo 999', 'e', '42'].map(
            (text) => `/api/store/v2/save-offers?cancel_reason=${encodeURIComponent(text)}`,
          ),
          search: true,
        },
        {
          name: 'GET /v2/save-offers offset 9990 (the deepest: rows 9,991–10,000)',
          paths: list('limit=10&offset=9990'),
        },
      ],
      detail: { name: 'GET /v2/save-offers/{id}', paths: ids.map((id) => `/api/store/v2/save-offers/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
