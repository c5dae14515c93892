import { readFileSync } from 'node:fs';
import { seedPromotionVolume } from '../src/server/areas/promotions/seed-volume';
import type { BenchArea } from './run';

/**
 * Promotions at volume: every list shape of the screen (status, code usage, promotion type, search,
 * sorts, a deep page), the detail and the code list; then issue 11's own figures: generating 10,000
 * single-use codes (≤ 2 s) and the CSV of 10,000 codes (first byte ≤ 200 ms, server memory flat: the
 * 200,000-code file must not cost the server more memory than the 10,000-code one, give or take).
 */

const GENERATE_TARGET_MS = 2000;
const FIRST_BYTE_TARGET_MS = 200;

/** The server's resident memory, MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);

export const promotionsBench: BenchArea = {
  name: 'promotions',
  defaultRows: 100_000,
  table: 'coupon',
  permissions: ['view:promotion_menu', 'create:promotion'],
  seed: (db, rows) => seedPromotionVolume(db, rows),
  async scenarios(database) {
    const ids = (
      await database.raw<{ id: number }>(
        "select id from coupon where source = 'billing-provider' order by random() limit 200",
      )
    ).map((r) => r.id);
    const [bulk] = await database.raw<{ id: number }>("select id from coupon where code = 'BULK10K'");
    const list = (query: string) => [`/api/store/v2/coupons?${query}`];
    return {
      lists: [
        { name: 'GET /v2/coupons (default: newest updated first)', paths: list('limit=10&offset=0') },
        { name: 'GET /v2/coupons status=redeemable', paths: list('status=redeemable') },
        { name: 'GET /v2/coupons status=maxed_out,expired', paths: list('status=maxed_out,expired') },
        { name: 'GET /v2/coupons promotionType=bulk', paths: list('promotionType=bulk') },
        {
          name: 'GET /v2/coupons discountType=amount_off, sort discount',
          paths: list('discountType=amount_off&sortKey=discount&sortOrder=ascend'),
        },
        {
          name: 'GET /v2/coupons searchText (code or base price)',
          paths: ['VOL00012', 'vol0009', 'standard', 'monthly', 'v', '42'].map(
            (text) => `/api/store/v2/coupons?searchText=${encodeURIComponent(text)}`,
          ),
          search: true,
        },
        { name: 'GET /v2/coupons offset 5000', paths: list('limit=10&offset=5000') },
        {
          name: 'GET …/single-uses (code list, 10,000 codes)',
          paths: [0, 10, 5000, 9990].map(
            (o) => `/api/store/v2/coupons/recurly/${bulk?.id}/single-uses?limit=10&offset=${o}`,
          ),
        },
        {
          name: 'GET …/single-uses hide_redeemed',
          paths: [`/api/store/v2/coupons/recurly/${bulk?.id}/single-uses?hide_redeemed=true`],
        },
      ],
      detail: { name: 'GET /v2/coupons/recurly/{id}', paths: ids.map((id) => `/api/store/v2/coupons/recurly/${id}`) },
      bare: { name: 'bare Fastify + pg lookup by id', paths: ids.map((id) => `/bare/${id}`) },
    };
  },
  async extra({ database, portal, token }) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const [basePrice] = await database.raw<{ id: number }>('select id from base_price order by id limit 1');
    const lines: string[] = ['| Measurement | runs | median | max | target |', '| --- | --- | --- | --- | --- |'];

    // Generating 10,000 codes: the whole create request (one transaction), on fresh provider coupons.
    const generate: number[] = [];
    for (let g = 1; g <= 5; g += 1) {
      const started = performance.now();
      const res = await fetch(`${portal.baseUrl}/api/store/v2/coupons/recurly`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          recurlyCouponId: `cpn_benchgen${g}`,
          codeUsage: 'bulk',
          quantity: 10_000,
          appliedBasePriceIds: [basePrice?.id],
          codeText: { en: 'Bench' },
        }),
      });
      generate.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`generation answered ${res.status}: ${await res.text()}`);
    }
    const mark = (ms: number, target: number) => (ms <= target ? '✓' : '✗');
    lines.push(
      `| POST /v2/coupons/recurly, bulk 10,000 codes (ms) | ${generate.length} | ${median(generate).toFixed(0)} | ${max(generate).toFixed(0)} | ≤ ${GENERATE_TARGET_MS} ms ${mark(max(generate), GENERATE_TARGET_MS)} |`,
    );

    // The CSV: time to the first byte, the whole download, and the server's memory while it streams.
    const csv = async (code: string) => {
      const [row] = await database.raw<{ id: number }>('select id from coupon where code = $1', [code]);
      const before = rssMb(portal.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(portal.pid));
      }, 5);
      const started = performance.now();
      const res = await fetch(`${portal.baseUrl}/api/store/v2/coupons/recurly/${row?.id}/single-uses/csv`, { headers });
      const reader = res.body?.getReader();
      if (!reader) throw new Error('no body');
      let first = 0;
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!first) first = performance.now() - started;
        bytes += value.length;
      }
      const total = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(portal.pid));
      return { first, total, bytes, growth: peak - before };
    };
    for (const [code, count] of [
      ['BULK10K', '10,000'],
      ['BULK200K', '200,000'],
    ] as const) {
      await csv(code); // warm
      const runs = [];
      for (let i = 0; i < 7; i += 1) runs.push(await csv(code));
      const firsts = runs.map((r) => r.first);
      lines.push(
        `| CSV of ${count} codes: first byte (ms) | ${runs.length} | ${median(firsts).toFixed(1)} | ${max(firsts).toFixed(1)} | ≤ ${FIRST_BYTE_TARGET_MS} ms ${mark(max(firsts), FIRST_BYTE_TARGET_MS)} |`,
        `| CSV of ${count} codes: whole file (ms; ${(runs[0]?.bytes ?? 0).toLocaleString('en-US')} bytes) | ${runs.length} | ${median(runs.map((r) => r.total)).toFixed(0)} | ${max(runs.map((r) => r.total)).toFixed(0)} | — |`,
        `| CSV of ${count} codes: server memory growth while streaming (MB) | ${runs.length} | ${median(runs.map((r) => r.growth)).toFixed(1)} | ${max(runs.map((r) => r.growth)).toFixed(1)} | flat |`,
      );
    }
    return `promotions: code generation and CSV download\n\n${lines.join('\n')}\n`;
  },
};
