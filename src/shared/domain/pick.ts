/**
 * The named fields of a value, in the list's order: how a field list written once (e.g. the plan's
 * own fields) builds the form values, the columns written and the audit snapshot on both sides.
 */
export function pickFields<T extends object, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const field of fields) out[field] = source[field];
  return out;
}
