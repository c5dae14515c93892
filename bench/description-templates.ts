import { seedDescriptionTemplateVolume } from '../src/server/areas/description-templates/seed-volume';
import type { BenchArea } from './run';

/** Description templates at volume: the list (default order, oldest first, a deep page) and the detail. */
export const descriptionTemplatesBench: BenchArea = {
  name: 'description-templates',
  defaultRows: 100_000,
  table: 'description_template',
  permissions: ['view:description_template_menu'],
  seed: (db, rows) => seedDescriptionTemplateVolume(db, rows),
  async scenarios(database) {
    const ids = (
      await database.raw<{ id: number }>('select id from description_template order by random() limit 200')
    ).map((r) => r.id);
    const list = (query: string) => [`/api/store/descriptions?${query}`];
    return {
      lists: [
        { name: 'GET /descriptions (default: modified at, newest first)', paths: list('limit=10&offset=0') },
        { name: 'GET /descriptions order=updated_at', paths: list('order=updated_at') },
        { name: 'GET /descriptions offset 9990 (the deepest: rows 9,991–10,000)', paths: list('limit=10&offset=9990') },
      ],
      detail: { name: 'GET /descriptions/{id}', paths: ids.map((id) => `/api/store/descriptions/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
