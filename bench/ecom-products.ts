import { seedPlanVolume } from '../src/server/areas/ecom-products/seed-volume';
import type { BenchArea } from './run';

/** eCom plans at volume (issue 9: 100,000 plans): the eCom list with its filters, and the product detail. */
export const ecomProductsBench: BenchArea = {
  name: 'ecom-products',
  defaultRows: 100_000,
  table: 'ecom_product',
  permissions: ['view:ecom_product_menu', 'view:ecom_product_detail'],
  seed: (db, rows) => seedPlanVolume(db, rows),
  async scenarios(database) {
    // The detail: the demo products (a handful of plans each, as real products have); the volume seed piles
    // ~1,000 plans on each language's products, measured separately as a stress line.
    const ids = (
      await database.raw<{ id: number }>(
        'select product_id as id from ecom_plan group by product_id having count(*) <= 20 order by product_id',
      )
    ).map((r) => r.id);
    const [crowded] = await database.raw<{ id: number }>(
      'select product_id as id from ecom_plan group by product_id order by count(*) desc limit 1',
    );
    const list = (query: string) => [`/api/store/variants?${query}`];
    return {
      lists: [
        { name: 'GET /variants (default: -updated_at)', paths: list('limit=10&offset=0') },
        { name: 'GET /variants status=active', paths: list('status=active') },
        {
          name: 'GET /variants language, course type, billing plan',
          paths: list('language_id=15&product_subtitle=standard&billing_plan_id=3'),
        },
        { name: 'GET /variants base price', paths: list('base_price_id=1') },
        {
          name: 'GET /variants pid substring',
          paths: ['0042', '4242', 'VOL-00999', 'zz', '4', 'v'].map((pid) => `/api/store/variants?pid=${pid}`),
          search: true,
        },
        { name: 'GET /variants offset 9990 (the deepest: rows 9,991–10,000)', paths: list('limit=10&offset=9990') },
        {
          name: 'GET /products/{id} with ~1,000 plans (stress)',
          paths: [`/api/store/products/${crowded?.id}`],
          stress: true,
        },
      ],
      detail: { name: 'GET /products/{id} (with its plans)', paths: ids.map((id) => `/api/store/products/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
};
