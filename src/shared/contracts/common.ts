import { z } from 'zod';
import { MAX_INT } from './fields';

/**
 * The two paging conventions (API-GEN-01, API-GEN-02) and the error bodies, as zod schemas shared by
 * the server's route declarations and the web app. Query strings arrive as strings, hence z.coerce.
 */

// ---- Portal family: zero-based page, size, sort='field,DIR' -------------------------------------

/** Largest `size` a portal list accepts: the spec's large fetch size (CONST-03). */
export const MAX_PAGE_SIZE = 10000;
/** CONST-01: the page sizes a list offers (10 by default). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/**
 * How far the searches of a million rows (customers, entitlements) count exactly: beyond it their
 * `totalElements` is the database's estimate (server/db/list-count.ts, docs/decisions.md), so a reader
 * of every page goes on while pages come back full, whatever the total says.
 */
export const SEARCH_EXACT_COUNT = 1_000;
export const DEFAULT_PAGE_SIZE = 10;

/** The largest page number a list query parses (a larger one is a 400 naming `page`, not a number overflow). */
export const MAX_PAGE = 1_000_000;

/**
 * Deep pages (docs/decisions.md): every list pages through its first 10,000 rows, as the customer search
 * does: page × size (offset + limit) ends within them, else the answer is a 400 on `page` (`offset`) asking
 * to narrow the list. The database skips an offset by reading every index entry before it; nobody pages to
 * row 50,000 to find one thing, and the filters and searches are what find it.
 */
export const LIST_DEPTH = 10_000;
export const LIST_DEPTH_MESSAGE = `Only the first ${LIST_DEPTH.toLocaleString('en-US')} rows of a list can be paged through; narrow the search.`;

/** The field and message of a list query that asks past LIST_DEPTH (either paging convention); null within. */
export function listDepthViolation(query: unknown): { field: 'page' | 'offset'; message: string } | null {
  if (!query || typeof query !== 'object') return null;
  const { page, size, offset, limit } = query as Record<string, unknown>;
  if (typeof page === 'number' && typeof size === 'number' && (page + 1) * size > LIST_DEPTH)
    return { field: 'page', message: LIST_DEPTH_MESSAGE };
  if (typeof offset === 'number' && typeof limit === 'number' && offset + limit > LIST_DEPTH)
    return { field: 'offset', message: LIST_DEPTH_MESSAGE };
  return null;
}

/** The rows a pager offers of `total` at `size` per page: no page past LIST_DEPTH. */
export const pagedRows = (total: number, size: number) => Math.min(total, Math.floor(LIST_DEPTH / size) * size);

export const pageParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(MAX_PAGE, `must be at most ${MAX_PAGE}`)
  .default(0)
  .describe(`Zero-based page number; (page + 1) × size at most ${LIST_DEPTH} (deep pages are a 400)`);
export const sizeParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
  .default(DEFAULT_PAGE_SIZE)
  .describe(`Page size, 1 to ${MAX_PAGE_SIZE}`);

/** `page` and `size` of a portal list query; spread into the route's query object. */
export const pageQueryShape = { page: pageParam, size: sizeParam };
export const pageQuery = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuery>;

export type SortDirection = 'ASC' | 'DESC';
export interface Sort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

const SORT_PATTERN = /^\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(?:,\s*(asc|desc)\s*)?$/i;

/** Parses 'field,ASC' (direction optional, any case); null when malformed. */
export function parseSort(value: string): Sort | null {
  const match = SORT_PATTERN.exec(value);
  if (!match?.[1]) return null;
  return { field: match[1], direction: (match[2]?.toUpperCase() as SortDirection | undefined) ?? 'ASC' };
}

export function formatSort(sort: Sort): string {
  return `${sort.field},${sort.direction}`;
}

/**
 * The portal `sort` query parameter: 'field,ASC|DESC' with the field one of `allowed`. A bad value is
 * a 400 whose violation names `sort`. Parses to `{field, direction}`.
 */
export function sortParam<const F extends string>(allowed: readonly [F, ...F[]], fallback: `${F},${SortDirection}`) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx): Sort<F> => {
      const sort = parseSort(value);
      if (!sort) {
        ctx.addIssue({ code: 'custom', message: "must be 'field,ASC' or 'field,DESC'", input: value });
        return z.NEVER;
      }
      if (!(allowed as readonly string[]).includes(sort.field)) {
        ctx.addIssue({
          code: 'custom',
          message: `cannot sort by '${sort.field}'; allowed: ${allowed.join(', ')}`,
          input: value,
        });
        return z.NEVER;
      }
      return sort as Sort<F>;
    })
    .describe(`'field,ASC|DESC'; field one of ${allowed.join(', ')}; default ${fallback}`);
}

/** A list query parameter, comma-separated (`a,b`) or repeated (`x=a&x=b`), of `item` values; [] when absent. */
export function listParam<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean),
    )
    .pipe(z.array(item));
}

/** A 'true'/'false' query flag (z.coerce.boolean would read 'false' as true). */
export function queryFlag(fallback: boolean) {
  return z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');
}

/** The portal list answer: `{content, totalElements, totalPages, page, size}`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

/** Builds the portal page answer from one page of rows and the total count. */
export function toPage<T>(content: T[], totalElements: number, query: PageQuery): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    page: query.page,
    size: query.size,
  };
}

// ---- Store family: limit, offset, order='-updated_at' -------------------------------------------

export const MAX_STORE_LIMIT = 999;
export const DEFAULT_STORE_LIMIT = 10;

export function limitParam(fallback = DEFAULT_STORE_LIMIT) {
  return z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_STORE_LIMIT, `must be at most ${MAX_STORE_LIMIT}`)
    .default(fallback)
    .describe(`1 to ${MAX_STORE_LIMIT}`);
}
export const offsetParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(MAX_INT, `must be at most ${MAX_INT}`)
  .default(0)
  .describe(`Rows to skip: (page − 1) × limit; offset + limit at most ${LIST_DEPTH} (deep pages are a 400)`);

/** `limit` and `offset` of a store list query; spread into the route's query object. */
export function storeQueryShape(defaultLimit = DEFAULT_STORE_LIMIT) {
  return { limit: limitParam(defaultLimit), offset: offsetParam };
}
export const storeQuery = z.object(storeQueryShape());
export type StoreQuery = z.infer<typeof storeQuery>;

/**
 * The store `order` parameter: a field name, '-' prefix for descending (`-updated_at`). Parses to
 * `{field, direction}`; a field outside `allowed` is a 400 naming `order`.
 */
export function orderParam<const F extends string>(allowed: readonly [F, ...F[]], fallback: F | `-${F}`) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx): Sort<F> => {
      const trimmed = value.trim();
      const descending = trimmed.startsWith('-');
      const field = descending ? trimmed.slice(1) : trimmed;
      if (!(allowed as readonly string[]).includes(field)) {
        ctx.addIssue({
          code: 'custom',
          message: `cannot order by '${field}'; allowed: ${allowed.join(', ')}`,
          input: value,
        });
        return z.NEVER;
      }
      return { field: field as F, direction: descending ? 'DESC' : 'ASC' };
    })
    .describe(`field, '-' prefix for descending; field one of ${allowed.join(', ')}; default ${fallback}`);
}

/** The store list answer: `{data, count}`. */
export function storeList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int() });
}

// ---- Error bodies ---------------------------------------------------------------------------------

export const violationSchema = z.object({ field: z.string(), message: z.string() });

/** Portal error: a problem document (extension members allowed). */
export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  violations: z.array(violationSchema),
});
export type Problem = z.infer<typeof problemSchema>;

/**
 * Store admin API error: `{message}`; a 4xx may add the fields it names (`violations`) and extension
 * members (a stale write's `current`).
 */
export const storeErrorSchema = z.looseObject({ message: z.string(), violations: z.array(violationSchema).optional() });

/** Error responses every guarded portal route documents. */
export const portalErrorResponses = { 400: problemSchema, 401: problemSchema, 403: problemSchema } as const;
/** Error responses every guarded store route documents. */
export const storeErrorResponses = { 400: storeErrorSchema, 401: storeErrorSchema, 403: storeErrorSchema } as const;
