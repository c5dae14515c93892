// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the self-tests hold source text, template placeholders included.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server areas form a graph without cycles (docs/architecture.md, "What may import what"):
 * - no cycle between areas, whatever the import (index.ts, tables.ts, a type);
 * - no SQL text in one area naming a table another area owns (the owner is the area whose tables.ts
 *   declares it with pgTable('name')): such a read goes through the owning area's index.ts, or joins
 *   the table object it exports, so the import graph sees it;
 * - every area has index.ts, routes.ts, service.ts and tables.ts, but for the exceptions below.
 */

const ROOT = resolve(import.meta.dirname, '..');
const AREAS_DIR = join(ROOT, 'src/server/areas');

/** The files an area must have, and the areas excused from one, with the reason. */
const AREA_FILES = ['index.ts', 'routes.ts', 'service.ts', 'tables.ts'] as const;
const SHAPE_EXCEPTIONS: Record<string, Partial<Record<(typeof AREA_FILES)[number], string>>> = {
  'catalog-workflow': {
    'routes.ts': 'no endpoint of its own: each catalogue area registers verify/publish with its subject',
  },
  email: { 'routes.ts': 'no endpoint: the outbox is delivered by the jobs runner' },
  promotions: {
    'service.ts': 'its service is split by concern: promotion-read.ts, promotion-write.ts, single-use.ts, redeem.ts',
  },
  lifecycle: {
    'routes.ts': 'machinery: applies the transitions other areas route',
    'tables.ts': "owns no table: it writes the status columns of its callers' tables",
  },
};

const areaNames = () => readdirSync(AREAS_DIR).filter((name) => statSync(join(AREAS_DIR, name)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The other areas a file imports (any relative import landing in src/server/areas/<other>/). */
function areasImported(file: string, source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(IMPORT)) {
    const target = relative(AREAS_DIR, resolve(dirname(file), m[1] as string)).replaceAll('\\', '/');
    const area = target.startsWith('..') ? null : target.split('/')[0];
    if (area && !area.endsWith('.ts')) found.add(area);
  }
  return [...found];
}

/** The cycles of a graph: each strongly connected component of more than one node, its nodes sorted. */
function cyclesOf(graph: Record<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph[node] ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph[node] ?? []).includes(node)) out.push(component.sort());
    }
  };
  for (const node of Object.keys(graph).sort()) if (!index.has(node)) visit(node);
  return out;
}

/** The literal text of the template starting at `start` (a backtick), its expressions blanked. */
function templateAt(source: string, start: number): { text: string; end: number } {
  let text = '';
  let i = start + 1;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\') {
      text += source[i + 1] ?? '';
      i += 2;
    } else if (c === '`') {
      return { text, end: i + 1 };
    } else if (c === '$' && source[i + 1] === '{') {
      i = expressionEnd(source, i + 2);
      text += ' ';
    } else {
      text += c;
      i++;
    }
  }
  return { text, end: i };
}

/** The index after the `}` closing the expression that starts at `i`. */
function expressionEnd(source: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '`') {
      i = templateAt(source, i).end;
      continue;
    }
    if (c === "'" || c === '"') {
      i = quotedAt(source, i).end;
      continue;
    }
    if (c === '/' && regexStarts(source, i)) {
      i = regexEnd(source, i);
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
    i++;
  }
  return i;
}

/** The index after the quoted string starting at `start`, and its text. */
function quotedAt(source: string, start: number): { text: string; end: number } {
  const quote = source[start];
  let text = '';
  let i = start + 1;
  while (i < source.length && source[i] !== quote && source[i] !== '\n') {
    if (source[i] === '\\') {
      text += source[i + 1] ?? '';
      i += 2;
    } else text += source[i++];
  }
  return { text, end: i + 1 };
}

/** A `/` at `i` starts a regular expression (not a division): what precedes it cannot end an operand. */
const regexStarts = (source: string, i: number) =>
  /(?:[=(,:[!&|?{};]|\breturn)\s*$|^\s*$/.test(source.slice(Math.max(0, i - 10), i));

/** The index after the regular expression starting at `start` (its flags are read as code). */
function regexEnd(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length && source[i] !== '\n' && (inClass || source[i] !== '/')) {
    if (source[i] === '\\') i++;
    else if (source[i] === '[') inClass = true;
    else if (source[i] === ']') inClass = false;
    i++;
  }
  return i + 1;
}

/** The string and template literals of a file, outside comments and regular expressions (expressions blanked). */
function literalsOf(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '/' && regexStarts(source, i)) {
      i = regexEnd(source, i);
    } else if (c === '`' || c === "'" || c === '"') {
      const literal = c === '`' ? templateAt(source, i) : quotedAt(source, i);
      out.push(literal.text);
      i = literal.end;
    } else i++;
  }
  return out;
}

const SQL_TEMPLATE = /\bsql(?:<[^`]*?>)?`|\bsql\.raw\(\s*`/g;
const LOOKS_LIKE_SQL = /\b(?:select|insert\s+into|delete\s+from|vacuum|analyze|join)\s|\bupdate\s+"?\w+"?\s+set\s/;

/**
 * The SQL text of a source file, expressions and 'strings' blanked: every sql`…` and sql.raw(`…`)
 * template, and every other literal that reads as SQL (text built for sql.raw).
 */
function sqlTexts(source: string): string[] {
  const tagged = [...source.matchAll(SQL_TEMPLATE)].map(
    (m) => templateAt(source, (m.index as number) + m[0].length - 1).text,
  );
  const raw = literalsOf(source).filter((text) => LOOKS_LIKE_SQL.test(text));
  return [...tagged, ...raw].map((text) => text.replace(/'(?:[^']|'')*'/g, "''"));
}

/** The tables of `owners` (name → area) that SQL text of `area` names although another area owns them. */
function foreignTables(area: string, source: string, owners: ReadonlyMap<string, string>): string[] {
  const named = new Set<string>();
  for (const text of sqlTexts(source)) {
    for (const m of text.matchAll(/(?<![\w.])"?([a-z][a-z0-9_]*)"?(?![\w])/g)) {
      const owner = owners.get(m[1] as string);
      if (owner && owner !== area) named.add(m[1] as string);
    }
  }
  return [...named].sort();
}

/** Table name → owning area, from every area's tables.ts (its pgTable('name') calls). */
function tableOwners(tablesSources: Record<string, string>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [area, source] of Object.entries(tablesSources)) {
    for (const m of source.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) owners.set(m[1] as string, area);
  }
  return owners;
}

/** The files of AREA_FILES an area lacks, but for its exceptions. */
function missingFiles(area: string, files: readonly string[]): string[] {
  const excused = SHAPE_EXCEPTIONS[area] ?? {};
  return AREA_FILES.filter((f) => !files.includes(f) && !excused[f]);
}

/** The layers of the table in docs/architecture.md's "What may import what" ('| 3 | `a`, `b` |'): area → layer. */
function layersOf(markdown: string): Map<string, number> {
  const section = markdown.slice(markdown.indexOf('## What may import what'));
  const end = section.indexOf('\n## ', 3);
  const layers = new Map<string, number>();
  for (const row of (end < 0 ? section : section.slice(0, end)).matchAll(/^\s*\|\s*(\d+)\s*\|([^|\n]*)\|\s*$/gm)) {
    for (const area of (row[2] as string).matchAll(/`([a-z-]+)`/g)) layers.set(area[1] as string, Number(row[1]));
  }
  return layers;
}

/** Each area without a layer, and each use of an area not in a lower layer. */
function layerBreaches(graph: Record<string, readonly string[]>, layers: ReadonlyMap<string, number>): string[] {
  const out: string[] = [];
  for (const [area, uses] of Object.entries(graph)) {
    const at = layers.get(area);
    if (at === undefined) {
      out.push(`${area} has no layer in docs/architecture.md`);
      continue;
    }
    for (const to of uses) {
      const below = layers.get(to);
      if (below === undefined || below >= at) out.push(`${area} (layer ${at}) uses ${to} (layer ${below ?? '?'})`);
    }
  }
  return out;
}

/** Area → the other areas its files import. */
function areaGraph(): Record<string, string[]> {
  const graph: Record<string, string[]> = {};
  for (const area of areaNames()) {
    const uses = new Set<string>();
    for (const file of sourceFiles(join(AREAS_DIR, area))) {
      for (const other of areasImported(file, readFileSync(file, 'utf8'))) if (other !== area) uses.add(other);
    }
    graph[area] = [...uses].sort();
  }
  return graph;
}

function readTables(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const area of areaNames()) {
    try {
      out[area] = readFileSync(join(AREAS_DIR, area, 'tables.ts'), 'utf8');
    } catch {
      // an area without tables.ts: the shape test says so
    }
  }
  return out;
}

describe('the server areas', () => {
  it('import each other without a cycle', () => {
    expect(cyclesOf(areaGraph())).toEqual([]);
  });

  it("use only areas of lower layers, in docs/architecture.md's order", () => {
    const layers = layersOf(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
    expect(layerBreaches(areaGraph(), layers)).toEqual([]);
    expect([...layers.keys()].filter((area) => !areaNames().includes(area))).toEqual([]);
  });

  it("name no other area's table in SQL text", () => {
    const owners = tableOwners(readTables());
    const crossings: string[] = [];
    for (const area of areaNames()) {
      for (const file of sourceFiles(join(AREAS_DIR, area))) {
        const tables = foreignTables(area, readFileSync(file, 'utf8'), owners);
        for (const table of tables) crossings.push(`${relative(ROOT, file)}: ${table} (${owners.get(table)})`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('each have index.ts, routes.ts, service.ts and tables.ts', () => {
    const lacking = areaNames().flatMap((area) =>
      missingFiles(area, readdirSync(join(AREAS_DIR, area))).map((f) => `${area}/${f}`),
    );
    expect(lacking).toEqual([]);
    for (const [area, files] of Object.entries(SHAPE_EXCEPTIONS)) {
      for (const file of Object.keys(files))
        expect(readdirSync(join(AREAS_DIR, area)), `${area}/${file}`).not.toContain(file);
    }
  });

  it('catch a cycle, a foreign table in SQL text, a use against the layers and a missing file', () => {
    expect(cyclesOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf({ a: ['b'], b: [], c: ['a', 'b'] })).toEqual([]);
    const from = join(AREAS_DIR, 'customers/service.ts');
    expect(
      areasImported(from, "import { coupon } from '../promotions';\nimport type { X } from '../billing/tables';"),
    ).toEqual(['promotions', 'billing']);
    expect(areasImported(from, "import { db } from '../../db/client';\nimport { a } from './tables';")).toEqual([
      'customers',
    ]);

    const owners = tableOwners({
      'ecom-products': "export const ecomPlan = pgTable(\n  'ecom_plan', {})",
      customers: "pgTable('customer', {})",
    });
    expect(owners.get('ecom_plan')).toBe('ecom-products');
    const read = (text: string) => foreignTables('customers', text, owners);
    expect(read('const q = sql`select p.pid from ecom_plan as p`;')).toEqual(['ecom_plan']);
    expect(read('const q = sql<{ a: number }[]>`select 1 from "ecom_plan" where x = ${`${id}`}`;')).toEqual([
      'ecom_plan',
    ]);
    expect(read('const q = sql`select ${x ? sql`1` : sql`2`} from ecom_plan`;')).toEqual(['ecom_plan']);
    expect(read('db.execute(sql.raw(`analyze ecom_plan`));')).toEqual(['ecom_plan']);
    expect(read('const q = sql`select 1 from ${ecomPlan} where ${ecomPlan.pid} = ${pid}`;')).toEqual([]);
    expect(read("const q = sql`select 1 from customer where entity_type = 'ecom_plan' and p.ecom_plan = 1`;")).toEqual(
      [],
    );
    expect(read('// the ecom_plan table, in a comment\nconst name = `ecom_plan`;')).toEqual([]);
    expect(read('const text = `insert into ecom_plan (pid) select ${x}`;\nrun(text);')).toEqual(['ecom_plan']);
    expect(read("const q = 'select pid from ecom_plan';")).toEqual(['ecom_plan']);
    expect(read("const t = `'${v.replace(/'/g, \"''\")}'`;\nconst q = `select 1 from ecom_plan`;")).toEqual([
      'ecom_plan',
    ]);
    expect(read("/* select 1 from ecom_plan */ const re = /select ecom_plan/; const m = 'No ecom_plan here';")).toEqual(
      [],
    );

    const layers = layersOf(
      '## What may import what\n\n  | Layer | Areas |\n  |---|---|\n  | 1 | `a` |\n  | 2 | `b`, `c` |\n',
    );
    expect([...layers]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
    ]);
    expect(layerBreaches({ a: [], b: ['a'], c: [] }, layers)).toEqual([]);
    expect(layerBreaches({ a: ['b'], b: ['c'], d: [] }, layers)).toEqual([
      'a (layer 1) uses b (layer 2)',
      'b (layer 2) uses c (layer 2)',
      'd has no layer in docs/architecture.md',
    ]);

    expect(missingFiles('x', ['index.ts', 'routes.ts', 'seed.ts'])).toEqual(['service.ts', 'tables.ts']);
    expect(missingFiles('email', ['index.ts', 'service.ts', 'tables.ts'])).toEqual([]);
  });
});
