import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A lifecycle's status moves only through `applyTransition` (src/server/areas/lifecycle): it locks,
 * refuses with the lifecycle's text, writes status and version, and audits. This test reads every
 * server source file and fails on any other write of a lifecycle table's status column: a drizzle
 * `.update(table).set({ … status … })`, an `.update(x.table)` of a table passed in, a `.status = …`
 * assignment in a file that updates a lifecycle table, or SQL text `update <table> set … status`. Seeds load rows (inserts), they move nothing.
 */

const ROOT = resolve(import.meta.dirname, '..');

/** The lifecycle tables: the drizzle name and the SQL name (both checked to exist in a tables.ts). */
const LIFECYCLE_TABLES = [
  { variable: 'contentProduct', sqlName: 'content_product', file: 'src/server/areas/content-products/tables.ts' },
  { variable: 'miniCourse', sqlName: 'mini_course', file: 'src/server/areas/mini-courses/tables.ts' },
  { variable: 'ecomPlan', sqlName: 'ecom_plan', file: 'src/server/areas/ecom-products/tables.ts' },
  { variable: 'billingSubscription', sqlName: 'billing_subscription', file: 'src/server/areas/billing/tables.ts' },
  { variable: 'billingTransaction', sqlName: 'billing_transaction', file: 'src/server/areas/billing/tables.ts' },
  { variable: 'gift', sqlName: 'gift', file: 'src/server/areas/billing/tables.ts' },
] as const;

/** The one place allowed to write a status. */
const APPLY = 'src/server/areas/lifecycle/';

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every place in a source text that writes a lifecycle status outside `applyTransition`. */
function statusWrites(text: string): string[] {
  const found: string[] = [];
  const tables = LIFECYCLE_TABLES.map((t) => t.variable).join('|');
  // A drizzle update of a lifecycle table (or of a table handed in), up to its WHERE (or the statement's end).
  const update = new RegExp(`\\.update\\(\\s*(${tables}|[\\w.]*\\.table)\\s*\\)([\\s\\S]*?)(\\.where\\(|;)`, 'g');
  for (const m of text.matchAll(update)) {
    if (/\bstatus\b/.test(m[2] as string) || /\.table$/.test(m[1] as string)) found.push(`.update(${m[1]})`);
  }
  // An object given a status to write later: counted where the same file updates a lifecycle table.
  if (new RegExp(`\\.update\\(\\s*(${tables})\\s*\\)`).test(text)) {
    for (const m of text.matchAll(/\b(\w+)\.status\s*=(?!=)/g)) found.push(`${m[1]}.status =`);
  }
  const sqlNames = LIFECYCLE_TABLES.map((t) => t.sqlName).join('|');
  const rawSql = new RegExp(`update\\s+"?(${sqlNames})"?\\s+set\\b[^;\`]*\\bstatus\\b`, 'gi');
  for (const m of text.matchAll(rawSql)) found.push(`SQL update ${m[1]}`);
  return found;
}

describe('lifecycle status writes', () => {
  it('go through applyTransition only', () => {
    const broken: string[] = [];
    for (const file of serverFiles(join(ROOT, 'src/server'))) {
      const path = relative(ROOT, file).replaceAll('\\', '/');
      if (path.startsWith(APPLY)) continue;
      for (const write of statusWrites(readFileSync(file, 'utf8'))) broken.push(`${path}: ${write}`);
    }
    expect(broken).toEqual([]);
  });

  it('names tables that exist', () => {
    for (const t of LIFECYCLE_TABLES) {
      const text = readFileSync(join(ROOT, t.file), 'utf8');
      expect(text).toMatch(new RegExp(`export const ${t.variable} = pgTable\\(\\s*'${t.sqlName}'`));
    }
  });

  it('catch each kind of write', () => {
    expect(statusWrites(`await tx.update(ecomPlan).set({ status: 'active' }).where(eq(ecomPlan.id, 1));`)).toEqual([
      '.update(ecomPlan)',
    ]);
    expect(statusWrites(`tx.update(subject.table).set(values).where(x)`)).toEqual(['.update(subject.table)']);
    expect(statusWrites(`set.status = outcome.to; tx.update(contentProduct).set(set).where(x)`)).toEqual([
      'set.status =',
    ]);
    expect(statusWrites(`current.status = to; // a log's view`)).toEqual([]);
    const rawUpdate = ['await db.execute(sql`UPDATE content_product SET name = 1, status = ', '$', '{s}`)'].join('');
    expect(statusWrites(rawUpdate)).toEqual(['SQL update content_product']);
    // Reads, comparisons and other columns are not writes.
    expect(statusWrites(`tx.update(ecomPlan).set({ name }).where(eq(ecomPlan.status, 'draft'))`)).toEqual([]);
    expect(statusWrites(`if (row.status === 'ACTIVE') return;`)).toEqual([]);
    expect(statusWrites(`tx.update(disclosure).set({ status: 'active' }).where(x)`)).toEqual([]);
  });
});
