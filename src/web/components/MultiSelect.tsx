import { Select, type SelectProps } from 'antd';
import type { Country } from '../../shared/contracts/reference';
import { type Named, namedOptions, type Option, withKnown } from './known-options';

type MultiSelectProps<V> = Omit<SelectProps<V[], Option<V>>, 'mode'>;

/**
 * A form field's select of any number of options (base prices, countries, stages), typed ahead by
 * label and cleared at once. The form item's value and onChange pass through.
 */
export function MultiSelect<V>(props: MultiSelectProps<V>) {
  return <Select<V[], Option<V>> mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} {...props} />;
}

/** The rows a query reads (a list answer), loading or not. */
interface NamedRowsQuery {
  data?: { data: readonly Named[] };
  isLoading: boolean;
}

/**
 * The same over the rows with an id and a name (base prices) that `query` reads, the edited record's
 * own (`known`) kept.
 */
export function NamedMultiSelect({
  query,
  known,
  ...props
}: { query: NamedRowsQuery; known?: readonly Named[] } & Omit<MultiSelectProps<number>, 'options' | 'loading'>) {
  return <MultiSelect<number> options={namedOptions(query.data?.data, known)} loading={query.isLoading} {...props} />;
}

/**
 * Countries and regions (API-S-31, as `query` reads them: the reference feature's useCountries), any
 * number, by display name; `known` are the edited record's own, labelled before the list loads.
 */
export function CountriesSelect({
  query,
  known = [],
  ...props
}: {
  query: { data?: { data: readonly Country[] }; isLoading: boolean };
  known?: readonly Option<number>[];
} & Omit<MultiSelectProps<number>, 'options' | 'loading'>) {
  const options = withKnown(
    (query.data?.data ?? []).map((c) => ({ value: c.id, label: c.displayName })),
    known,
  );
  return <MultiSelect<number> options={options} loading={query.isLoading} {...props} />;
}
