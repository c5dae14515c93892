import { Select } from 'antd';
import type { ReactNode } from 'react';

/** One status offered: its code, what shows (a label, a coloured dot) and its text when `label` is not one. */
export interface StatusOption<S extends string> {
  value: S;
  label: ReactNode;
  title?: string;
}

interface CommonProps<S extends string> {
  options: readonly StatusOption<S>[];
  /** What the empty filter says ('Status', 'All statuses'). */
  placeholder?: string;
  /** A fixed width; without it, at least 260 px and growing. */
  width?: number;
}

/** Several statuses (the API takes a list). */
interface ManyProps<S extends string> extends CommonProps<S> {
  multiple: true;
  /** Statuses past the width collapse into '+N'. */
  collapse?: boolean;
  value: readonly S[];
  onChange: (statuses: S[]) => void;
}

/** One status (the API filters by one). */
interface OneProps<S extends string> extends CommonProps<S> {
  multiple?: false;
  value: S | undefined;
  onChange: (status: S | undefined) => void;
}

/** The status filter of a list toolbar, named 'Status'; cleared with its clear icon. */
export function StatusFilter<S extends string>(props: ManyProps<S> | OneProps<S>) {
  const { options, placeholder = 'Status', width } = props;
  const common = {
    allowClear: true,
    'aria-label': 'Status',
    placeholder,
    options: options as StatusOption<S>[],
    style: width ? { width } : { minWidth: 260 },
  };
  return props.multiple ? (
    <Select<S[]>
      {...common}
      mode="multiple"
      maxTagCount={props.collapse ? 'responsive' : undefined}
      value={[...props.value]}
      onChange={(statuses) => props.onChange(statuses)}
    />
  ) : (
    <Select<S> {...common} value={props.value} onChange={(status) => props.onChange(status ?? undefined)} />
  );
}
