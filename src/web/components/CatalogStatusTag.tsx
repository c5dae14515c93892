import { Tag } from 'antd';
import { CATALOG_STATUS_LABELS, type CatalogStatus } from '../../shared/domain/catalog-workflow';

/** CAT-WF-01: badge colours of the catalogue workflow statuses. */
export const CATALOG_STATUS_COLORS: Record<CatalogStatus, string> = {
  STAGING: 'blue',
  READY_FOR_REVIEW: 'gold',
  ACTIVE: 'green',
  ARCHIVED: 'default',
};

/** The status badge of a content product or mini course ('In Review' for READY_FOR_REVIEW). */
export function CatalogStatusTag({ status }: { status: CatalogStatus }) {
  return (
    <Tag color={CATALOG_STATUS_COLORS[status]} data-status={status}>
      {CATALOG_STATUS_LABELS[status]}
    </Tag>
  );
}
