/** A select's option. */
export interface Option<V> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Options as loaded, plus what the edited record names already (so its values keep their labels, an inactive one included). */
export function withKnown<V>(options: readonly Option<V>[], known: readonly Option<V>[]): Option<V>[] {
  const seen = new Set(options.map((o) => o.value));
  return [...options, ...known.filter((k) => !seen.has(k.value))];
}

export interface Named {
  id: number;
  name: string;
}

/** Rows with an id and a name (base prices, billing plans) as options by name, the edited record's own kept. */
export function namedOptions(rows: readonly Named[] | undefined, known: readonly Named[] = []): Option<number>[] {
  const byName = (list: readonly Named[]) => list.map((r) => ({ value: r.id, label: r.name }));
  return withKnown(byName(rows ?? []), byName(known));
}
