import type { QueryKey } from '@tanstack/react-query';
import type { workflowEndpoint } from '../../../shared/contracts/catalog-workflow';
import type { EndpointResponse } from '../../../shared/contracts/endpoint';
import type { CatalogEntity } from '../../../shared/domain/catalog-workflow';
import { type MutationCallbacks, useEndpointMutation } from '../../api/endpoint-hooks';

/** The four workflow endpoints of one entity (declared in its contract with `workflowEndpoint`). */
export interface WorkflowEndpoints {
  verify: ReturnType<typeof workflowEndpoint<'verify'>>;
  publish: ReturnType<typeof workflowEndpoint<'publish'>>;
  schedule: ReturnType<typeof workflowEndpoint<'schedule'>>;
  stopSchedule: ReturnType<typeof workflowEndpoint<'stopSchedule'>>;
}

/**
 * What the workflow actions act on, given by the feature that owns the entity (its queries.ts): the
 * entity, its four endpoints, and its area's query keys, whose root every action invalidates.
 */
export interface CatalogWorkflow {
  entity: CatalogEntity;
  endpoints: WorkflowEndpoints;
  keys: { all: QueryKey };
}

type Callbacks<K extends keyof WorkflowEndpoints, V> = MutationCallbacks<EndpointResponse<WorkflowEndpoints[K]>, V>;

/** The verify answer: the check's result. */
export type VerifyAnswer = EndpointResponse<WorkflowEndpoints['verify']>;

/** POST …/{id}/verification (API-P-20, API-P-27); the area is refreshed whatever the answer. */
export function useVerify({ endpoints, keys }: CatalogWorkflow, id: number, callbacks?: Callbacks<'verify', string>) {
  return useEndpointMutation(
    endpoints.verify,
    {
      input: (comments: string) => ({ params: { id }, body: { comments: comments.trim() ? comments.trim() : null } }),
      invalidate: { queryKey: keys.all },
      on: 'settled',
    },
    callbacks,
  );
}

/** POST …/{id}/publishing: publish now (API-P-21, API-P-28). */
export function usePublish({ endpoints, keys }: CatalogWorkflow, id: number, callbacks?: Callbacks<'publish', void>) {
  return useEndpointMutation(
    endpoints.publish,
    { input: () => ({ params: { id } }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** POST …/{id}/scheduled-publishing with the time in epoch ms (API-P-22, API-P-29, CAT-WF-11). */
export function useSchedulePublish(
  { endpoints, keys }: CatalogWorkflow,
  id: number,
  callbacks?: Callbacks<'schedule', number>,
) {
  return useEndpointMutation(
    endpoints.schedule,
    {
      input: (scheduledPublishTime: number) => ({ params: { id }, body: { id, scheduledPublishTime } }),
      invalidate: { queryKey: keys.all },
    },
    callbacks,
  );
}

/** DELETE …/{id}/scheduled-publishing (API-P-23, API-P-30). */
export function useStopSchedule(
  { endpoints, keys }: CatalogWorkflow,
  id: number,
  callbacks?: Callbacks<'stopSchedule', void>,
) {
  return useEndpointMutation(
    endpoints.stopSchedule,
    { input: () => ({ params: { id } }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}
