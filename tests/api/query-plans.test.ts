import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../src/server/areas/audit';
import { seedAuditVolume } from '../../src/server/areas/audit/seed-volume';
import { listAppliedPlans, listBasePrices } from '../../src/server/areas/base-prices/service';
import { seedContentProductVolume } from '../../src/server/areas/content-products/seed-volume';
import { listProductItems, listProducts } from '../../src/server/areas/content-products/service';
import { seedPlanVolume } from '../../src/server/areas/ecom-products/seed-volume';
import { listPlans, searchVariants } from '../../src/server/areas/ecom-products/service';
import type { Database } from '../../src/server/db/client';
import { PRODUCT_SORT_FIELDS, productItemsQuery, productListQuery } from '../../src/shared/contracts/content-products';
import type { PlanListQuery } from '../../src/shared/contracts/ecom-products';
import { openTestDatabase } from '../support/test-server';

/**
 * The query-plan guard: with 100,000 rows in a list's table (ANALYZEd), the plan of every list query
 * (each sort in both directions, each filter) reads through an index: no sequential scan of the
 * table, and no sort of more than a sliver of it. Deterministic: plans, not timings.
 */

const ROWS = 100_000;
/** A sort may order a filtered subset, never more than this share of the table. */
const MAX_SORTED_SHARE = 0.02;

let database: Database;
let drop: () => Promise<void>;
let log: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ logQuery: (query, params) => log.push({ query, params }) }));
  await seedContentProductVolume(database.db, ROWS);
  await seedAuditVolume(database.db, ROWS);
  await seedPlanVolume(database.db, ROWS);
  // What autovacuum does on a live table: statistics and the visibility map (index-only scans).
  for (const table of ['content_product', 'audit_log', 'ecom_plan']) await database.raw(`vacuum analyze ${table}`);
}, 300_000);
afterAll(async () => {
  await database.close();
  await drop();
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
  'Sort Key'?: string[];
};

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/** What is wrong with a plan for `table`, or [] when it reads through indexes. */
function planProblems(plan: PlanNode, table: string): string[] {
  const problems: string[] = [];
  for (const node of nodes(plan)) {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table) {
      problems.push(`sequential scan of ${table}`);
    }
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
      const input = node.Plans?.[0]?.['Plan Rows'] ?? node['Plan Rows'];
      if (input > ROWS * MAX_SORTED_SHARE) {
        problems.push(`sort of ~${input} rows by ${(node['Sort Key'] ?? []).join(', ')}`);
      }
    }
  }
  return problems;
}

/** Runs `call`, then EXPLAINs every statement it sent that reads `table`. */
async function plansOf(table: string, call: () => Promise<unknown>): Promise<{ query: string; problems: string[] }[]> {
  log = [];
  await call();
  const statements = log.filter((s) => s.query.includes(`"${table}"`) && /^\s*select/i.test(s.query));
  expect(statements.length).toBeGreaterThan(0);
  const out = [];
  for (const s of statements) {
    const [row] = await database.raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${s.query}`,
      s.params,
    );
    out.push({ query: s.query, problems: planProblems(row!['QUERY PLAN'][0].Plan, table) });
  }
  return out;
}

const productLists: [string, Record<string, string>][] = [
  ...PRODUCT_SORT_FIELDS.flatMap((field) =>
    (['ASC', 'DESC'] as const).map((dir): [string, Record<string, string>] => [
      `sort ${field},${dir}`,
      { sort: `${field},${dir}` },
    ]),
  ),
  ['status filter', { statuses: 'STAGING' }],
  ['two statuses', { statuses: 'STAGING,READY_FOR_REVIEW' }],
  ['type filter', { productTypes: 'FREE' }],
  ['language filter', { languageId: '15' }],
  ['language and course type', { languageId: '15', isPremium: 'true' }],
  ['ISBN substring', { isbn: '0001234' }],
  ['modified range', { lastModifiedDateFrom: new Date(Date.now() - 86_400_000).toISOString() }],
  ['status, type and language', { statuses: 'ACTIVE', productTypes: 'SUBSCRIPTION', languageId: '7' }],
  ['deep page', { page: '5000' }],
];

describe(`content product lists at ${ROWS} rows read through indexes`, () => {
  for (const [label, query] of productLists) {
    it(`GET /products: ${label}`, async () => {
      const q = productListQuery.parse(query);
      for (const plan of await plansOf('content_product', () => listProducts(database.db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }

  for (const [label, query] of [
    ['by name', {}],
    ['single-level bundle picker', { productTypes: 'SINGLE_LEVEL', languageId: '15' }],
    ['premium picker', { isPremium: 'true', languageId: '15' }],
    ['ISBN or name search', { q: 'Welsh Lesson' }],
    ['ISBN digits search', { q: '00031337' }],
  ] as const) {
    it(`GET /product-items: ${label}`, async () => {
      const q = productItemsQuery.parse(query);
      for (const plan of await plansOf('content_product', () => listProductItems(database.db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }
});

describe(`change logs at ${ROWS} audit entries read one entity through its index`, () => {
  for (const direction of ['DESC', 'ASC'] as const) {
    it(`an entity's entries, ${direction === 'DESC' ? 'newest' : 'oldest'} first, a deep page too`, async () => {
      for (const page of [0, 9]) {
        const read = () =>
          auditPage(database.db, { entityType: 'content_product', entityId: 'V42', page, size: 10, direction });
        for (const plan of await plansOf('audit_log', read)) expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }
});

describe(`the plan search at ${ROWS} plans reads through indexes`, () => {
  for (const q of [undefined, 'VOL-0004', 'plan 4242', 'a1b2c']) {
    it(`GET /variants/search q=${q ?? '(none)'}`, async () => {
      for (const plan of await plansOf('ecom_plan', () => searchVariants(database.db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }
});

describe(`the eCom plan list at ${ROWS} plans reads through indexes`, () => {
  const base = { limit: 10, offset: 0, order: { field: 'updated_at', direction: 'DESC' } } as const;
  const cases: [string, Partial<PlanListQuery>][] = [
    ['default (-updated_at)', {}],
    ['updated_at ascending', { order: { field: 'updated_at', direction: 'ASC' } }],
    ['pid', { order: { field: 'pid', direction: 'ASC' } }],
    ['-pid', { order: { field: 'pid', direction: 'DESC' } }],
    ['a deep page', { offset: 50_000 }],
    ['status', { status: 'active' }],
    ['type', { type: 'MULTI_LEVEL' }],
    ['language', { language_id: 7 }],
    ['course type', { product_subtitle: 'premium' }],
    ['billing plan', { billing_plan_id: 3 }],
    ['base price', { base_price_id: 1 }],
    ['pid search', { pid: '00042' }],
    [
      'date range',
      { updated_at_from: new Date(Date.now() - 3_600_000).toISOString(), updated_at_to: new Date().toISOString() },
    ],
  ];
  for (const [name, over] of cases) {
    it(`GET /variants ${name}`, async () => {
      const q = { ...base, ...over } as PlanListQuery;
      for (const plan of await plansOf('ecom_plan', () => listPlans(database.db, q))) {
        expect(plan.problems, plan.query).toEqual([]);
      }
    });
  }

  it("GET /base-prices and a base price's applied plans count and page plans through the base price index", async () => {
    const read = async () => {
      await listBasePrices(database.db, { limit: 10, offset: 0, order: { field: 'updated_at', direction: 'DESC' } });
      await listAppliedPlans(database.db, 1, { limit: 10, offset: 0 });
    };
    for (const plan of await plansOf('ecom_plan', read)) expect(plan.problems, plan.query).toEqual([]);
  });
});
