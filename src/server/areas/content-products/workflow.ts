import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { WorkflowSubject } from '../catalog-workflow';
import { CONTENT_PRODUCT_ENTITY, EDITABLE_KEYS } from './service';
import { contentProduct } from './tables';
import { checkContentProduct } from './verification';

const PENDABLE = new Set<string>(EDITABLE_KEYS);

/** The column values of a `pendingChanges` object: only editable keys (anything else is ignored). */
function pendingValues(pending: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(pending).filter(([key]) => PENDABLE.has(key)));
}

/**
 * Content products in the catalogue workflow. Publishing marks the product as having been active and
 * applies an edit saved for later review (`pendingChanges`).
 */
export const contentProductWorkflow: WorkflowSubject = {
  entity: CONTENT_PRODUCT_ENTITY,
  table: contentProduct,
  check: checkContentProduct,
  async onPublish(tx: Db, id: number) {
    const [product] = await tx
      .select({ pendingChanges: contentProduct.pendingChanges })
      .from(contentProduct)
      .where(eq(contentProduct.id, id));
    const pending = (product?.pendingChanges ?? null) as Record<string, unknown> | null;
    return {
      set: { ...(pending ? pendingValues(pending) : {}), hasHistoricalActiveStatus: true, pendingChanges: null },
      before: pending ? { pendingChanges: pending } : {},
      after: pending ? { appliedChanges: pending } : {},
    };
  },
};
