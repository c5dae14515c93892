/**
 * One query-key tree per area (as medusa's admin builds them): every key of an area starts with the
 * area's word, so a change invalidates the whole area with `keys.all`, and never by hand-written
 * key literals.
 *
 *   all            [area]
 *   lists()        [area, 'list']
 *   list(q)        [area, 'list', q]
 *   details()      [area, 'detail']
 *   detail(id, q)  [area, 'detail', id, q?]
 *   sub(name, …)   [area, name, …]   e.g. the change log or the option loads of the area
 */
export function queryKeys<const A extends string>(area: A) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (query: unknown) => [area, 'list', query] as const,
    details: () => [area, 'detail'] as const,
    detail: (id: string | number, query?: unknown) =>
      (query === undefined ? [area, 'detail', id] : [area, 'detail', id, query]) as readonly unknown[],
    sub: <const P extends readonly unknown[]>(name: string, ...parts: P) => [area, name, ...parts] as const,
  };
}
