/**
 * The statuses of the catalogue workflow (content products, mini courses) and their badge labels, apart
 * from the workflow (catalog-workflow.ts), so what only names a status (the course an eCom plan sells)
 * does not carry the workflow.
 */

export const CATALOG_STATUSES = ['STAGING', 'READY_FOR_REVIEW', 'ACTIVE', 'ARCHIVED'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** CAT-WF-01: badge labels. */
export const CATALOG_STATUS_LABELS: Record<CatalogStatus, string> = {
  STAGING: 'STAGING',
  READY_FOR_REVIEW: 'In Review',
  ACTIVE: 'ACTIVE',
  ARCHIVED: 'ARCHIVED',
};
