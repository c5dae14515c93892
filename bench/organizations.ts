import { seedOrganizationVolume } from '../src/server/areas/organizations/seed-volume';
import type { BenchArea } from './run';

/**
 * Organizations at volume (100,000, two group administrators each on average): the list's default order,
 * the selectors' name order, the name search (one or two characters and longer), a deep page, and the
 * detail with its administrators and their on-boarding email status.
 */
export const organizationsBench: BenchArea = {
  name: 'organizations',
  defaultRows: 100_000,
  table: 'organization',
  permissions: ['view:organization_menu'],
  seed: (db, rows) => seedOrganizationVolume(db, rows),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from organization order by random() limit 200')).map(
      (r) => r.id,
    );
    const list = (query: string) => [`/api/portal/organizations?${query}`];
    const search = (texts: string[], extra = '') =>
      texts.map((name) => `/api/portal/organizations?name=${encodeURIComponent(name)}${extra}`);
    return {
      lists: [
        { name: 'GET /organizations (default: last modified, newest first)', paths: list('page=0&size=10') },
        { name: 'GET /organizations sort=name,ASC size=20 (the selectors)', paths: list('sort=name,ASC&size=20') },
        {
          name: 'GET /organizations name substring (3+ characters)',
          paths: search(['globex', 'academy 42', '4242', 'learning 9']),
          search: true,
        },
        { name: 'GET /organizations name of 1–2 characters', paths: search(['x', '7', '42', 'ac']), search: true },
        {
          name: 'GET /organizations name by name order (the customer filter)',
          paths: search(['acme', 'hooli', 'st'], '&sort=name,ASC&size=20'),
          search: true,
        },
        { name: 'GET /organizations page 999 (the deepest: rows 9,991–10,000)', paths: list('page=999&size=10') },
      ],
      detail: { name: 'GET /organizations/{id}', paths: ids.map((id) => `/api/portal/organizations/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
