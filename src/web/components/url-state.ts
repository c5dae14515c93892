import { MAX_PAGE, PAGE_SIZES } from '../../shared/contracts/common';
import { MAX_EPOCH_MS, MAX_INT, MIN_EPOCH_MS, textProblem } from '../../shared/contracts/fields';
import type { ListTableState } from './list-table';

/**
 * Typed URL state for list screens: a list screen is fully restored from its link. Each key has a
 * default, a parser (raw query value or null → value) and a serializer (value → raw text, or null to
 * leave the key out). Values equal to their default are not written to the URL. A parser drops or
 * corrects what the server would refuse (useUrlState then rewrites the URL in place), and is
 * idempotent: parse(serialize(parse(raw))) equals parse(raw).
 */

export interface UrlField<T> {
  default: T;
  parse: (raw: string | null) => T;
  /** The URL text of a value; null or '' leaves the key out. */
  serialize: (value: T) => string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a field's value type varies per key (parse and serialize make it invariant)
export type UrlSchema = Record<string, UrlField<any>>;
export type UrlStateOf<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlField<infer T> ? T : never };

/** Reads every key of the schema from the query string (unknown or bad values fall back to defaults). */
export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): UrlStateOf<S> {
  const state = {} as Record<string, unknown>;
  for (const [key, field] of Object.entries(schema)) {
    const raw = params.get(key);
    state[key] = raw === null || raw === '' ? field.default : field.parse(raw);
  }
  return state as UrlStateOf<S>;
}

/** Writes the state into a copy of `current` (other keys kept); defaults and empty values are removed. */
export function writeUrlState<S extends UrlSchema>(
  schema: S,
  state: Partial<UrlStateOf<S>>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, field] of Object.entries(schema)) {
    if (!(key in state)) continue;
    const value = (state as Record<string, unknown>)[key];
    const text = value === undefined ? null : field.serialize(value);
    const fallback = field.serialize(field.default);
    if (text === null || text === '' || text === fallback) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

// ---- Field builders ---------------------------------------------------------------------------

/**
 * The query string of the state as written: `params` with every key of the schema read and written
 * back. Equal to `params` when every value is valid and no default is spelled out.
 */
export function canonicalUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): URLSearchParams {
  return writeUrlState(schema, readUrlState(schema, params), params);
}

/** An integer from `min` to `max` (page, size); bad values give the default. */
export function intField(
  fallback: number,
  { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): UrlField<number> {
  return {
    default: fallback,
    parse: (raw) => {
      const n = Number(raw);
      return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
    },
    serialize: (value) => String(value),
  };
}

/** CONST-01: the page sizes a list offers (10 by default; shared: the server plans their first pages once). */
export { PAGE_SIZES };

/** A list's 1-based page: up to the deepest page the server answers (API-GEN-01). */
export function pageField(): UrlField<number> {
  return intField(1, { max: MAX_PAGE + 1 });
}

/** A list's page size: one of PAGE_SIZES, else the default (10). */
export function pageSizeField(fallback = 10): UrlField<number> {
  return {
    default: fallback,
    parse: (raw) => {
      const n = Number(raw);
      return (PAGE_SIZES as readonly number[]).includes(n) ? n : fallback;
    },
    serialize: (value) => String(value),
  };
}

/** An optional integer (an id); undefined when absent or bad. */
export function optionalIntField(): UrlField<number | undefined> {
  return {
    default: undefined,
    parse: (raw) => {
      const n = Number(raw);
      return Number.isInteger(n) && n > 0 ? n : undefined;
    },
    serialize: (value) => (value === undefined ? null : String(value)),
  };
}

/** Free text, empty by default; text the server would refuse (longer than `max` trimmed, a NUL) is dropped. */
export function textField(fallback = '', { max = Number.MAX_SAFE_INTEGER }: { max?: number } = {}): UrlField<string> {
  return {
    default: fallback,
    parse: (raw) => (raw !== null && raw.trim().length <= max && textProblem(raw) === null ? raw : fallback),
    serialize: (value) => value,
  };
}

/** One of a fixed set of values. */
export function enumField<const T extends string>(values: readonly T[], fallback: T): UrlField<T> {
  return {
    default: fallback,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : fallback),
    serialize: (value) => value,
  };
}

/** An optional one of `values`: absent or unknown means none (a list's 'every status'). */
export function optionalEnumField<const T extends string>(values: readonly T[]): UrlField<T | undefined> {
  return {
    default: undefined,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
    serialize: (value) => value ?? null,
  };
}

/** A comma-separated list of allowed values (unknown values are dropped). */
export function listField<const T extends string>(values: readonly T[]): UrlField<T[]> {
  return {
    default: [],
    parse: (raw) =>
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s): s is T => values.includes(s as T)),
    serialize: (value) => (value.length ? value.join(',') : null),
  };
}

/** Ids, comma-separated; what is no id is dropped, at most `max`. */
export function idListField(max: number): UrlField<number[]> {
  return {
    default: [],
    parse: (raw) =>
      [
        ...new Set(
          (raw ?? '')
            .split(',')
            .map((s) => Number(s.trim()))
            .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_INT),
        ),
      ].slice(0, max),
    serialize: (value) => (value.length ? value.join(',') : null),
  };
}

/** An optional true/false flag. */
export function boolField(): UrlField<boolean | undefined> {
  return {
    default: undefined,
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    serialize: (value) => (value === undefined ? null : String(value)),
  };
}

/** An ISO 8601 date, or date-time with or without seconds, fraction and offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An optional instant, as the server takes it (an ISO date-time with offset, years 0001–9999): an ISO
 * date or date-time is corrected to its UTC form ('2020-01-01' → '2020-01-01T00:00:00.000Z'), anything
 * else ('garbage', '12') is dropped.
 */
export function isoField(): UrlField<string | undefined> {
  return {
    default: undefined,
    parse: (raw) => {
      if (!raw || !ISO_DATE_TIME.test(raw)) return undefined;
      const ms = Date.parse(raw);
      return Number.isNaN(ms) || ms < MIN_EPOCH_MS || ms > MAX_EPOCH_MS ? undefined : new Date(ms).toISOString();
    },
    serialize: (value) => value ?? null,
  };
}

export type SortOrder = 'ascend' | 'descend';
export const SORT_ORDERS = ['ascend', 'descend'] as const;

/** The store's order parameter: the field, '-' first for descending. */
export const storeOrder = (key: string, order: SortOrder) => `${order === 'descend' ? '-' : ''}${key}`;

/** A store list's paging and order from its URL state: the UI's 1-based page as an offset (spec 3 §9). */
export function storePaging(state: { page: number; size: number; sortKey: string; sortOrder: SortOrder }) {
  return {
    limit: state.size,
    offset: (state.page - 1) * state.size,
    order: storeOrder(state.sortKey, state.sortOrder),
  };
}

/** A list's page, page size (10) and order in the URL: a sort key of `sortKeys`, newest first unless told. */
export function listPageFields<const K extends string>(
  sortKeys: readonly K[],
  sortKey: K,
  sortOrder: SortOrder = 'descend',
) {
  return {
    page: pageField(),
    size: pageSizeField(),
    sortKey: enumField(sortKeys, sortKey),
    sortOrder: enumField(SORT_ORDERS, sortOrder),
  };
}

/**
 * A list's filters cleared ('Clear all'): each key of `filters` (the list's filter fields, without its
 * page fields) at its default, back to page 1; the page size and the order are kept.
 */
export function clearedFilters<S extends UrlSchema>(filters: S): UrlStateOf<S> & { page: number } {
  const cleared: Record<string, unknown> = { page: 1 };
  for (const [key, field] of Object.entries(filters)) cleared[key] = field.default;
  return cleared as UrlStateOf<S> & { page: number };
}

/** The state's values of the keys of `filters`: the filters of a list whose query names them as its URL does. */
export function filtersOf<S extends UrlSchema>(filters: S, state: NoInfer<UrlStateOf<S>>): UrlStateOf<S> {
  const values = state as Record<string, unknown>;
  return Object.fromEntries(Object.keys(filters).map((key) => [key, values[key]])) as UrlStateOf<S>;
}

/**
 * A list whose URL names its sort key or order otherwise than listPageFields (`sortKey`, `sortOrder`): the
 * organization list's `order` (CONF-23), the entitlement preview's `sort` and `order`. `fields` are its
 * page fields under those names, `tableState` its URL state as the list table reads it (and the list
 * queries take it: storeListQuery, portalListQuery), `urlPatch` a change of the table as the URL keys it.
 */
export function renamedSortFields<const S extends string, const O extends string>(names: { sortKey: S; sortOrder: O }) {
  type Paging = { page: number; size: number };
  type Named<K extends string> = Paging & { [P in S]: K } & { [P in O]: SortOrder };
  return {
    fields<const K extends string>(sortKeys: readonly K[], sortKey: K, sortOrder: SortOrder = 'descend') {
      const { page, size, sortKey: key, sortOrder: order } = listPageFields(sortKeys, sortKey, sortOrder);
      return { page, size, [names.sortKey]: key, [names.sortOrder]: order } as {
        page: UrlField<number>;
        size: UrlField<number>;
      } & { [P in S]: UrlField<K> } & { [P in O]: UrlField<SortOrder> };
    },
    tableState<K extends string>(state: Named<K>): ListTableState<K> {
      const named = state as Paging & Record<S, K> & Record<O, SortOrder>;
      return { page: named.page, size: named.size, sortKey: named[names.sortKey], sortOrder: named[names.sortOrder] };
    },
    urlPatch<K extends string>({ sortKey, sortOrder, ...paging }: Partial<ListTableState<K>>): Partial<Named<K>> {
      return {
        ...paging,
        ...(sortKey === undefined ? {} : { [names.sortKey]: sortKey }),
        ...(sortOrder === undefined ? {} : { [names.sortOrder]: sortOrder }),
      } as Partial<Named<K>>;
    },
  };
}

/**
 * A filter's value in the URL state: a text (trimmed, left out when blank), a list (comma-separated, left
 * out when empty), a number, a yes/no ('true', 'false'), or undefined (not set).
 */
type FilterValue = string | number | boolean | readonly (string | number)[] | undefined;

/** The filters that are set, as the query names them (see FilterValue). */
export function setFilters<Q extends object>(filters: { [K in keyof Q]?: FilterValue }): Partial<Q> {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters) as [string, FilterValue][]) {
    if (typeof value === 'number') query[name] = value;
    else if (typeof value === 'boolean') query[name] = String(value);
    else if (typeof value === 'string') {
      if (value.trim()) query[name] = value.trim();
    } else if (value?.length) query[name] = value.join(',');
  }
  return query as Partial<Q>;
}

/** A store list's query from its URL state: paging and order (storePaging), then the filters that are set. */
export function storeListQuery<Q extends object>(
  state: { page: number; size: number; sortKey: string; sortOrder: SortOrder },
  filters: { [K in keyof Q]?: FilterValue },
): Q {
  return { ...storePaging(state), ...setFilters<Q>(filters) } as Q;
}

/**
 * A portal list's query from its URL state: the UI's 1-based page as zero-based (API-GEN-01), the sort as
 * 'field,DIR', then the filters that are set (setFilters).
 */
export function portalListQuery<Q extends object>(
  state: { page: number; size: number; sortKey: string; sortOrder: SortOrder },
  filters: { [K in keyof Q]?: FilterValue },
): Q {
  return {
    page: state.page - 1,
    size: state.size,
    sort: toSortParam(state.sortKey, state.sortOrder),
    ...setFilters<Q>(filters),
  } as Q;
}

/** antd's sort order → the portal's sort parameter ('field,ASC|DESC'). */
export function toSortParam<const F extends string>(sortKey: F, sortOrder: SortOrder): `${F},${'ASC' | 'DESC'}` {
  return `${sortKey},${sortOrder === 'ascend' ? 'ASC' : 'DESC'}`;
}

/** A list filter as the portal takes it: the values comma-separated, or left out when none. */
export function commaList(values: readonly string[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}
