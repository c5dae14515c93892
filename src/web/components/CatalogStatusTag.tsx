import { CATALOG_STATUS_LABELS, type CatalogStatus } from '../../shared/domain/catalog-workflow';
import { StatusTag, type StatusVocabulary } from './StatusTag';

/** CAT-WF-01: the catalogue workflow statuses ('In Review' for READY_FOR_REVIEW) and their badge colours. */
export const CATALOG_STATUS: StatusVocabulary<CatalogStatus> = {
  labels: CATALOG_STATUS_LABELS,
  colors: { STAGING: 'blue', READY_FOR_REVIEW: 'gold', ACTIVE: 'green', ARCHIVED: 'default' },
};

/** The status badge of a content product or mini course. */
export function CatalogStatusTag({ status }: { status: CatalogStatus }) {
  return <StatusTag status={status} vocabulary={CATALOG_STATUS} />;
}
