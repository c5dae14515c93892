import { Select } from 'antd';
import type { EntitlementSource, EntitlementStatus } from '../../../shared/domain/entitlement';
import { StatusFilter } from '../../components/StatusFilter';
import { SOURCE_OPTIONS, STATUS_OPTIONS } from './list-url';

/** The entitlement lists' source and status filters (several of each), at the given widths. */
export function SourceStatusFilters({
  sources,
  statuses,
  onChange,
  widths,
}: {
  sources: EntitlementSource[];
  statuses: EntitlementStatus[];
  onChange: (patch: { sources: EntitlementSource[] } | { statuses: EntitlementStatus[] }) => void;
  widths: readonly [source: number, status: number];
}) {
  return (
    <>
      <Select<EntitlementSource[]>
        aria-label="Source"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder="All sources"
        options={SOURCE_OPTIONS}
        value={sources}
        onChange={(next) => onChange({ sources: next })}
        style={{ width: widths[0] }}
      />
      <StatusFilter
        multiple
        collapse
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={statuses}
        onChange={(next) => onChange({ statuses: next })}
        width={widths[1]}
      />
    </>
  );
}
