import { type SQL, sql } from 'drizzle-orm';
import { ecomPlan } from './tables';

/**
 * DT-05, plugged into description templates' port by the assembly: SQL true when some plan links the
 * template whose id `templateId` is (ecom_plan_template_idx answers it).
 */
export const planLinksTemplate = (templateId: SQL) =>
  sql<boolean>`exists (select 1 from ${ecomPlan} as used_by where used_by."desc_template_id" = ${templateId})`;
