import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { promotionChoices } from '../../../../shared/domain/promotion-choice';
import { useDebounced } from '../../../components/useDebounced';
import { usePidOptions, usePromotionCodeOptions } from './ecom-option-queries';

/** The PID search debounce (as the other PID searches, 800 ms). */
export const PID_SEARCH_DEBOUNCE_MS = 800;

interface ValueProps<T> {
  value?: T | null;
  onChange?: (value: T | null) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** An eCom plan PID, searched by PID or name on the store API (debounced). */
export function PidSelect({ value, onChange, disabled, id, ...rest }: ValueProps<string>) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), PID_SEARCH_DEBOUNCE_MS);
  const variants = usePidOptions(q);
  const options = useMemo(() => {
    const hits = (variants.data?.data ?? []).map((v) => ({ value: v.pid, label: `${v.pid} - ${v.name}` }));
    if (value && !hits.some((o) => o.value === value)) hits.unshift({ value, label: value });
    return hits;
  }, [variants.data, value]);
  return (
    <Select<string>
      id={id}
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Search PID or name"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      loading={variants.isFetching}
      options={options}
      notFoundContent={variants.isFetching ? 'Searching…' : 'No PID found'}
    />
  );
}

/** A promotion code of the chosen PID (API-S-53); empty until a PID is chosen. */
export function CouponSelect({
  pid,
  value,
  onChange,
  disabled,
  id,
  ...rest
}: ValueProps<string> & { pid?: string | null }) {
  const coupons = usePromotionCodeOptions(pid);
  // Issue 21 item 12: the usable codes with their discounts; a chosen code no longer usable stays.
  const options = useMemo(() => promotionChoices(coupons.data?.data ?? [], value), [coupons.data, value]);
  return (
    <Select<string>
      id={id}
      aria-label={rest['aria-label']}
      allowClear
      showSearch
      placeholder={pid ? 'Select a promotion code' : 'Select a PID first'}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled || !pid}
      loading={coupons.isFetching}
      options={options}
    />
  );
}
