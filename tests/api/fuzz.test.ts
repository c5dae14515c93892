import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/server/db/seed-random';
import { problemSchema, storeErrorSchema } from '../../src/shared/contracts/common';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import { staffToken } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Bad input of every kind, derived from the OpenAPI document for every operation: odd values in each
 * path parameter, each query parameter and each body field (NUL characters, lone surrogates, huge and
 * out-of-range numbers, years 0000 and 10000, 100,000-character text, wrong types). A seeded choice
 * keeps the run the same every time. Nothing may answer 5xx, and every error is in its family's
 * envelope.
 */

let server: TestServer;
let authorization: string;
beforeAll(async () => {
  server = await startTestServer();
  authorization = await staffToken(server, ALL_PERMISSIONS);
});
afterAll(() => server.close());

type Schema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  default?: unknown;
  minimum?: number;
};

const HUGE_TEXT = 'x'.repeat(100_000);
/** Odd text: NUL, lone surrogates, huge, control and combining characters, RTL marks, emoji. */
const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', HUGE_TEXT, '', ' ', '\u202e\u0301𝒳😀', '%', "'; --"];
/** Odd numbers, as a JSON body carries them. */
const BAD_NUMBERS: unknown[] = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_991, 1e308, -1, 0, 1.5, 'NaN', '1'];
/** Odd numbers, as a path or query carries them. */
const BAD_NUMBER_TEXT = [
  '2147483648',
  '9007199254740991',
  '9'.repeat(5000),
  '-1',
  '1e309',
  '0x10',
  '1.5',
  'NaN',
  '%00',
  '',
];
const BAD_DATES = ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '2026-13-45T00:00:00Z', 'yesterday', '%00'];
const BAD_EPOCH_MS: unknown[] = [253_402_300_800_000, 8.64e15, -62_135_596_800_001, 9_007_199_254_740_991, 1.5];
const WRONG_TYPES: unknown[] = [null, true, 'text', 42, [], {}, [null], { a: { b: { c: '\u0000' } } }];

/** A plausible value for a schema (the body around the field being fuzzed). */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0], depth + 1);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      return 'text';
    default:
      return null;
  }
}

/** Odd values for one body field of this schema. */
function badBodyValues(schema: Schema, name: string): unknown[] {
  const type = schema.type ?? schema.anyOf?.[0]?.type;
  if (type === 'string') return /date|time/i.test(name) ? [...BAD_TEXT, ...BAD_DATES] : BAD_TEXT;
  if (type === 'integer' || type === 'number')
    return /time/i.test(name) ? [...BAD_NUMBERS, ...BAD_EPOCH_MS] : BAD_NUMBERS;
  return WRONG_TYPES;
}

/** Every field path of an object schema, nested objects and array items included. */
function fieldPaths(schema: Schema | undefined, prefix: string[] = [], depth = 0): [string[], Schema][] {
  if (!schema || depth > 4) return [];
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, value]) => [
      [[...prefix, key], value] as [string[], Schema],
      ...fieldPaths(value, [...prefix, key], depth + 1),
    ]);
  }
  if (schema.type === 'array' && schema.items) return fieldPaths(schema.items, [...prefix, '0'], depth + 1);
  return [];
}

function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const part of path.slice(0, -1)) {
    if (typeof at[part] !== 'object' || at[part] === null) at[part] = /^\d+$/.test(part) ? [] : {};
    at = at[part] as Record<string, unknown>;
  }
  at[path.at(-1) as string] = value;
  return copy;
}

/** A query value as a client would put it in a URL; a lone surrogate becomes invalid UTF-8 bytes. */
function encodeQueryValue(value: string): string {
  if (value === '%00') return value;
  return value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
}

type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** The invalid requests of one operation. */
function requestsOf(path: string, method: string, op: Operation): FuzzRequest[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  const payload = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const out: FuzzRequest[] = [];
  for (const p of pathParams) {
    for (const bad of [...BAD_NUMBER_TEXT, '%zz', '%00', '%ED%A0%80']) {
      out.push({ method, url: fill({ [p.name]: bad }), payload: payload(body) });
    }
  }
  for (const q of queryParams) {
    const values = /date|from|to$/i.test(q.name)
      ? [...BAD_DATES, ...BAD_TEXT.slice(0, 5)]
      : q.schema.type === 'integer'
        ? BAD_NUMBER_TEXT
        : [...BAD_TEXT, ...BAD_NUMBER_TEXT.slice(0, 4)];
    for (const bad of values) {
      const encoded = encodeQueryValue(bad);
      out.push({ method, url: `${fill({})}?${q.name}=${encoded}`, payload: payload(body) });
      out.push({ method, url: `${fill({})}?${q.name}=${encoded}&${q.name}=x`, payload: payload(body) });
    }
  }
  if (bodySchema) {
    for (const [fieldPath, schema] of fieldPaths(bodySchema)) {
      for (const bad of [...badBodyValues(schema, fieldPath.at(-1) ?? ''), ...WRONG_TYPES.slice(0, 3)]) {
        out.push({ method, url: fill({}), payload: JSON.stringify(withField(body, fieldPath, bad)) });
      }
    }
    for (const whole of ['null', '[]', '"text"', '{', '{"a":1}', JSON.stringify({ deep: '\ud800' })]) {
      out.push({ method, url: fill({}), payload: whole });
    }
  }
  return out;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers bad input with a 4xx in the family envelope, never a 5xx', async () => {
    const doc = server.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const random = seededRandom(20261123);
    const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => requestsOf(path, method.toUpperCase(), op)),
    );
    // A seeded sample keeps CI fast; every operation keeps at least 40 of its requests.
    const byOperation = new Map<string, FuzzRequest[]>();
    for (const r of all) {
      const key = `${r.method} ${r.url.split('?')[0]}`;
      byOperation.set(key, [...(byOperation.get(key) ?? []), r]);
    }
    const chosen = all.filter(
      (r) => random() < 0.6 || (byOperation.get(`${r.method} ${r.url.split('?')[0]}`)?.length ?? 0) < 40,
    );
    expect(chosen.length).toBeGreaterThan(1500);

    const failures: string[] = [];
    for (const r of chosen) {
      const res = await server.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { authorization, ...(r.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        payload: r.payload,
      });
      const label = `${r.method} ${r.url.slice(0, 120)} ${String(r.payload ?? '').slice(0, 120)} → ${res.statusCode}`;
      if (res.statusCode >= 500) {
        failures.push(`${label} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode < 400) continue;
      const family = r.url.startsWith('/api/store') ? 'store' : 'portal';
      let parsed: unknown;
      try {
        parsed = res.json();
      } catch {
        failures.push(`${label}: not JSON`);
        continue;
      }
      const ok =
        family === 'portal'
          ? problemSchema.safeParse(parsed).success && (parsed as { status: number }).status === res.statusCode
          : storeErrorSchema.safeParse(parsed).success;
      if (!ok) failures.push(`${label}: not the ${family} envelope: ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
