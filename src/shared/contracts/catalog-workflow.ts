import { z } from 'zod';
import {
  CATALOG_ENTITY_NOUN,
  CATALOG_STATUSES,
  type CatalogEntity,
  VERIFY_COMMENTS_MAX,
  WORKFLOW_PERMISSIONS as WORKFLOW_PERMISSION_NAMES,
  type WorkflowAction,
} from '../domain/catalog-workflow';
import type { Permission } from '../permissions';
import { listParam } from './common';
import { defineEndpoint, type Endpoint, noContent } from './endpoint';
import { epochMs, idParam, multilineText } from './fields';

/**
 * The verify → review → publish workflow's wire shapes (checklist 9.1), shared by the content product
 * and mini course contracts, which each declare their four workflow endpoints with `workflowEndpoints`.
 */

export const idParams = z.object({ id: idParam() });

/** The `statuses` filter of the catalogue lists. */
export const statusesParam = listParam(z.enum(CATALOG_STATUSES));

/** POST …/{id}/verification */
export const verificationBody = z.object({
  comments: multilineText(VERIFY_COMMENTS_MAX, `'Comments' cannot be longer than ${VERIFY_COMMENTS_MAX} characters`)
    .optional()
    .nullable(),
});
export const verifyResultSchema = z.object({
  succeeded: z.boolean(),
  updatedFiles: z.array(z.string()),
  mismatchedItems: z.array(z.string()),
  incorrectFormatItems: z.array(z.string()),
});

/** POST …/{id}/scheduled-publishing — the time in epoch milliseconds (CAT-WF-11). */
export const scheduleBody = z.object({
  id: idParam().optional(),
  scheduledPublishTime: epochMs(),
});

export const publishResultSchema = z.object({ id: z.number(), status: z.enum(CATALOG_STATUSES) });
export const scheduleResultSchema = z.object({ id: z.number(), scheduledPublishTime: z.number() });

/** The permissions of the workflow actions (PERM-PRD-05/06, PERM-MC-03/04): the lifecycle's own. */
export const WORKFLOW_PERMISSIONS = WORKFLOW_PERMISSION_NAMES satisfies Record<
  CatalogEntity,
  { verify: Permission; publish: Permission }
>;

const AREA: Record<CatalogEntity, string> = { content_product: 'content-products', mini_course: 'mini-courses' };
const ERRORS = [404, 409] as const;

type RouteAction = Exclude<WorkflowAction, 'scheduledPublish'>;
const SHAPES = {
  verify: {
    method: 'POST',
    summary: (noun: string) =>
      `Verify a ${noun} (STAGING → In Review when the check succeeds); answers the check's result`,
    body: verificationBody,
    response: verifyResultSchema,
    status: 200,
  },
  publish: {
    method: 'POST',
    summary: (noun: string) => `Publish a ${noun} In Review now (→ ACTIVE)`,
    body: undefined,
    response: publishResultSchema,
    status: 200,
  },
  schedule: {
    method: 'POST',
    summary: (noun: string) =>
      `Schedule the publish of a ${noun} In Review (scheduledPublishTime in epoch ms, not in the past)`,
    body: scheduleBody,
    response: scheduleResultSchema,
    status: 200,
  },
  stopSchedule: {
    method: 'DELETE',
    summary: (noun: string) => `Stop the scheduled publish of a ${noun}`,
    body: undefined,
    response: noContent,
    status: 204,
  },
} as const;

type BodyOf<A extends RouteAction> = A extends 'verify'
  ? typeof verificationBody
  : A extends 'schedule'
    ? typeof scheduleBody
    : undefined;
type ResponseOf<A extends RouteAction> = A extends 'verify'
  ? typeof verifyResultSchema
  : A extends 'publish'
    ? typeof publishResultSchema
    : A extends 'schedule'
      ? typeof scheduleResultSchema
      : typeof noContent;

/** One workflow endpoint of an entity, at `where.path` (e.g. `/products/:id/publishing`). */
export function workflowEndpoint<const A extends RouteAction>(
  entity: CatalogEntity,
  action: A,
  where: { name: string; path: string },
) {
  const shape = SHAPES[action];
  const permissions = WORKFLOW_PERMISSIONS[entity];
  return defineEndpoint({
    name: where.name,
    area: AREA[entity],
    family: 'portal',
    method: shape.method,
    path: where.path,
    summary: shape.summary(CATALOG_ENTITY_NOUN[entity]),
    permission: action === 'verify' ? permissions.verify : permissions.publish,
    params: idParams,
    body: shape.body,
    response: shape.response,
    status: shape.status,
    errors: ERRORS,
  }) as unknown as Endpoint<typeof idParams, undefined, BodyOf<A>, ResponseOf<A>>;
}

/**
 * The four workflow endpoints of an entity (verify, publish, schedule, stop the schedule): named
 * `verify${Noun}`, `publish${Noun}`, `schedule${Noun}Publish`, `stop${Noun}Schedule`, at `${base}/verification`,
 * `${base}/publishing` and `${base}/scheduled-publishing`.
 */
export function workflowEndpoints(entity: CatalogEntity, noun: string, base: string) {
  return {
    verify: workflowEndpoint(entity, 'verify', { name: `verify${noun}`, path: `${base}/verification` }),
    publish: workflowEndpoint(entity, 'publish', { name: `publish${noun}`, path: `${base}/publishing` }),
    schedule: workflowEndpoint(entity, 'schedule', {
      name: `schedule${noun}Publish`,
      path: `${base}/scheduled-publishing`,
    }),
    stopSchedule: workflowEndpoint(entity, 'stopSchedule', {
      name: `stop${noun}Schedule`,
      path: `${base}/scheduled-publishing`,
    }),
  };
}
