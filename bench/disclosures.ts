import { seedDisclosureVolume } from '../src/server/areas/disclosures/seed-volume';
import type { BenchArea } from './run';

/** Disclosures at volume: every list shape the screen uses (status filter, name search, pages) and the detail. */
export const disclosuresBench: BenchArea = {
  name: 'disclosures',
  defaultRows: 100_000,
  table: 'disclosure',
  permissions: ['view:disclosure_menu', 'view:disclosure_detail'],
  seed: (db, rows) => seedDisclosureVolume(db, rows),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from disclosure order by random() limit 200')).map(
      (r) => r.id,
    );
    const list = (query: string) => [`/api/store/disclosures?${query}`];
    return {
      lists: [
        { name: 'GET /disclosures (default: modified at, newest first)', paths: list('limit=10&offset=0') },
        { name: 'GET /disclosures status=active', paths: list('status=active') },
        {
          name: 'GET /disclosures name substring',
          paths: ['renewal', '4242', 'a1b2', '99999', 'r', '42'].map(
            (name) => `/api/store/disclosures?name=${encodeURIComponent(name)}`,
          ),
          search: true,
        },
        { name: 'GET /disclosures name and status', paths: list('name=renewal&status=inactive'), search: true },
        { name: 'GET /disclosures offset 9990 (the deepest: rows 9,991–10,000)', paths: list('limit=10&offset=9990') },
      ],
      detail: { name: 'GET /disclosures/{id}', paths: ids.map((id) => `/api/store/disclosures/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
