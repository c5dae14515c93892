import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { ORGANIZATION_NAME_MAX } from '../../../shared/contracts/organizations';
import { useDebounced } from '../../components/useDebounced';
import { useOrganizationOptions } from './organization-options';

/** The organization search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

interface Common {
  /** Names of organizations that may be chosen already (the group's), shown before any search. */
  known?: readonly { id: number; name: string }[];
  placeholder: string;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}
type Props =
  | (Common & { multiple: true; value?: number[]; onChange?: (value: number[]) => void })
  | (Common & { multiple?: false; value?: number | null; onChange?: (value: number | null) => void });

/**
 * VG-10 (and the list's filter): organizations by name, from GET /organizations (API-M-35), searched as
 * the user types (debounced); one, or several.
 */
export function OrganizationSelect(props: Props) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const organizations = useOrganizationOptions(search);
  const options = (organizations.data?.content ?? []).map((o) => ({ value: o.id, label: o.name }));
  const chosen = props.multiple ? (props.value ?? []) : props.value == null ? [] : [props.value];
  for (const id of chosen) {
    if (options.some((o) => o.value === id)) continue;
    const name = props.known?.find((k) => k.id === id)?.name;
    options.unshift({ value: id, label: name ?? `#${id}` });
  }
  const common = {
    id: props.id,
    'aria-label': props['aria-label'],
    allowClear: true,
    showSearch: { filterOption: false, onSearch: (text: string) => setTyped(text.slice(0, ORGANIZATION_NAME_MAX)) },
    loading: organizations.isFetching,
    options,
    placeholder: props.placeholder,
    style: props.style,
    notFoundContent: organizations.isFetching ? 'Searching…' : 'No organization',
    onBlur: () => setTyped(''),
  };
  return props.multiple ? (
    <Select<number[]>
      {...common}
      mode="multiple"
      maxTagCount="responsive"
      value={props.value ?? []}
      onChange={(next) => props.onChange?.(next)}
    />
  ) : (
    <Select<number | null>
      {...common}
      value={props.value ?? null}
      onChange={(next) => props.onChange?.(next ?? null)}
    />
  );
}
