/**
 * Typed URL state for list screens: a list screen is fully restored from its link. Each key has a
 * default, a parser (raw query value or null → value) and a serializer (value → raw text, or null to
 * leave the key out). Values equal to their default are not written to the URL.
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

/** A positive integer (page, size); bad values give the default. */
export function intField(fallback: number, { min = 1 }: { min?: number } = {}): UrlField<number> {
  return {
    default: fallback,
    parse: (raw) => {
      const n = Number(raw);
      return Number.isInteger(n) && n >= min ? n : fallback;
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

/** Free text, empty by default. */
export function textField(fallback = ''): UrlField<string> {
  return { default: fallback, parse: (raw) => raw ?? fallback, serialize: (value) => value };
}

/** One of a fixed set of values. */
export function enumField<const T extends string>(values: readonly T[], fallback: T): UrlField<T> {
  return {
    default: fallback,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : fallback),
    serialize: (value) => value,
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

/** An optional true/false flag. */
export function boolField(): UrlField<boolean | undefined> {
  return {
    default: undefined,
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    serialize: (value) => (value === undefined ? null : String(value)),
  };
}

/** An optional ISO date-time string (validated). */
export function isoField(): UrlField<string | undefined> {
  return {
    default: undefined,
    parse: (raw) => (raw && !Number.isNaN(Date.parse(raw)) ? raw : undefined),
    serialize: (value) => value ?? null,
  };
}

export type SortOrder = 'ascend' | 'descend';
export const SORT_ORDERS = ['ascend', 'descend'] as const;

/** antd's sort order → the portal's sort parameter ('field,ASC|DESC'). */
export function toSortParam<const F extends string>(sortKey: F, sortOrder: SortOrder): `${F},${'ASC' | 'DESC'}` {
  return `${sortKey},${sortOrder === 'ascend' ? 'ASC' : 'DESC'}`;
}

/** A list filter as the portal takes it: the values comma-separated, or left out when none. */
export function commaList(values: readonly string[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}
