import { seedContentProductVolume } from '../src/server/areas/content-products/seed-volume';
import type { BenchArea } from './run';

/** Content products at volume (issue 7): every list shape the screens use, and the detail. */
export const contentProductsBench: BenchArea = {
  name: 'content-products',
  defaultRows: 100_000,
  table: 'content_product',
  permissions: ['view:product_menu'],
  seed: (db, rows) => seedContentProductVolume(db, rows),
  async scenarios(database) {
    const ids = (await database.raw<{ id: number }>('select id from content_product order by random() limit 200')).map(
      (r) => r.id,
    );
    const list = (query: string) => [`/api/portal/products?${query}`];
    return {
      lists: [
        { name: 'GET /products (default: modified at, newest first)', paths: list('page=0&size=10') },
        { name: 'GET /products status=ACTIVE', paths: list('statuses=ACTIVE') },
        {
          name: 'GET /products two statuses, type, language',
          paths: list('statuses=STAGING,READY_FOR_REVIEW&productTypes=SUBSCRIPTION&languageId=15'),
        },
        {
          name: 'GET /products ISBN substring',
          paths: ['0012', '4242', '97850000', '99999', '7', '42'].map((isbn) => `/api/portal/products?isbn=${isbn}`),
          search: true,
        },
        { name: 'GET /products sort name ASC', paths: list('sort=name,ASC') },
        { name: 'GET /products page 999 (the deepest: rows 9,991–10,000)', paths: list('page=999&size=10') },
        {
          name: 'GET /product-items q (form picker)',
          paths: ['9785000042', 'French Level', 'Welsh Lesson', '00031337', 'f', 'Fr', '4'].map(
            (q) => `/api/portal/product-items?q=${encodeURIComponent(q)}&size=50`,
          ),
          search: true,
        },
      ],
      detail: { name: 'GET /products/{id}', paths: ids.map((id) => `/api/portal/products/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
