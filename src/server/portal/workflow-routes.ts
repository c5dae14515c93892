import { z } from 'zod';
import { portalErrorResponses, problemSchema } from '../../shared/contracts/common';
import {
  idParams,
  scheduleBody,
  verificationBody,
  verifyResultSchema,
} from '../../shared/contracts/portal/catalog-workflow';
import {
  CATALOG_ENTITY_NOUN,
  CATALOG_ENTITY_PATH,
  CATALOG_STATUSES,
  type CatalogEntity,
  WORKFLOW_PERMISSIONS,
} from '../../shared/domain/catalog-workflow';
import { type AnyRoute, defineRoute } from '../http/route';
import { publishNow, schedulePublish, stopSchedule, verify } from '../services/catalog-workflow';

export const publishResultSchema = z.object({ id: z.number(), status: z.enum(CATALOG_STATUSES) });
export const scheduleResultSchema = z.object({ id: z.number(), scheduledPublishTime: z.number() });

const transitionErrors = { ...portalErrorResponses, 404: problemSchema, 409: problemSchema } as const;

/**
 * The verify / publish / schedule / stop-schedule routes of one catalogue entity (checklist 9.1),
 * under its path and guarded by the same permissions as its buttons (src/shared/domain).
 */
export function workflowRoutes(entity: CatalogEntity): AnyRoute[] {
  const noun = CATALOG_ENTITY_NOUN[entity];
  const basePath = CATALOG_ENTITY_PATH[entity];
  const { verify: verifyPermission, publish: publishPermission } = WORKFLOW_PERMISSIONS[entity];
  return [
    defineRoute({
      method: 'POST',
      path: `${basePath}/:id/verification`,
      summary: `Verify a ${noun} (STAGING → In Review when the check succeeds); answers the check's result`,
      permission: verifyPermission,
      params: idParams,
      body: verificationBody,
      response: { 200: verifyResultSchema, ...transitionErrors },
      handler: ({ params, body, principal, deps }) =>
        verify(deps.db, entity, params.id, body.comments, principal, deps.clock),
    }),
    defineRoute({
      method: 'POST',
      path: `${basePath}/:id/publishing`,
      summary: `Publish a ${noun} In Review now (→ ACTIVE)`,
      permission: publishPermission,
      params: idParams,
      response: { 200: publishResultSchema, ...transitionErrors },
      handler: ({ params, principal, deps }) => publishNow(deps.db, entity, params.id, principal, deps.clock),
    }),
    defineRoute({
      method: 'POST',
      path: `${basePath}/:id/scheduled-publishing`,
      summary: `Schedule the publish of a ${noun} In Review (scheduledPublishTime in epoch ms, not in the past)`,
      permission: publishPermission,
      params: idParams,
      body: scheduleBody,
      response: { 200: scheduleResultSchema, ...transitionErrors },
      handler: ({ params, body, principal, deps }) =>
        schedulePublish(deps.db, entity, params.id, body.scheduledPublishTime, principal, deps.clock),
    }),
    defineRoute({
      method: 'DELETE',
      path: `${basePath}/:id/scheduled-publishing`,
      summary: `Stop the scheduled publish of a ${noun}`,
      permission: publishPermission,
      params: idParams,
      status: 204,
      response: transitionErrors,
      handler: ({ params, principal, deps }) => stopSchedule(deps.db, entity, params.id, principal, deps.clock),
    }),
  ];
}
