import { CATALOG_STATUS_LABELS, CATALOG_STATUSES, type CatalogStatus } from '../../shared/domain/catalog-workflow';
import { StatusFilter } from './StatusFilter';

const OPTIONS = CATALOG_STATUSES.map((value) => ({ value, label: CATALOG_STATUS_LABELS[value] }));

/** The status filter of the catalogue lists (multi-select, 'In Review' label for READY_FOR_REVIEW). */
export function CatalogStatusFilter({
  value,
  onChange,
}: {
  value: CatalogStatus[];
  onChange: (statuses: CatalogStatus[]) => void;
}) {
  return <StatusFilter multiple options={OPTIONS} value={value} onChange={onChange} />;
}
