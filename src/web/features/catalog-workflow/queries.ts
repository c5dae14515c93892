import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogEntity, VerifyResult } from '../../../shared/domain/catalog-workflow';
import { useApi } from '../../api/ApiProvider';
import { entityPath } from './workflow-ui';

/**
 * The query-key roots of each entity. Every list/detail/log query of content products starts with
 * 'content-products', every mini course query with 'mini-courses' or 'mini-course-change-logs'; a
 * workflow change invalidates them all.
 */
export const WORKFLOW_INVALIDATES: Record<CatalogEntity, readonly QueryKey[]> = {
  content_product: [['content-products'], ['product-change-logs']],
  mini_course: [['mini-courses'], ['mini-course-change-logs']],
};

function useInvalidate(entity: CatalogEntity) {
  const queryClient = useQueryClient();
  return () => Promise.all(WORKFLOW_INVALIDATES[entity].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST …/{id}/verification (API-P-27 and the product variant). */
export function useVerifyMutation(entity: CatalogEntity, id: number) {
  const { portalApi } = useApi();
  const invalidate = useInvalidate(entity);
  return useMutation({
    mutationFn: (comments: string) =>
      portalApi.post<VerifyResult>(`${entityPath(entity, id)}/verification`, {
        comments: comments.trim() ? comments.trim() : null,
      }),
    onSettled: invalidate,
  });
}

/** POST …/{id}/publishing: publish now (API-P-28). */
export function usePublishMutation(entity: CatalogEntity, id: number) {
  const { portalApi } = useApi();
  const invalidate = useInvalidate(entity);
  return useMutation({
    mutationFn: () => portalApi.post<unknown>(`${entityPath(entity, id)}/publishing`),
    onSuccess: invalidate,
  });
}

/** POST …/{id}/scheduled-publishing with the time in epoch ms (API-P-29, CAT-WF-11). */
export function useScheduleMutation(entity: CatalogEntity, id: number) {
  const { portalApi } = useApi();
  const invalidate = useInvalidate(entity);
  return useMutation({
    mutationFn: (scheduledPublishTime: number) =>
      portalApi.post<unknown>(`${entityPath(entity, id)}/scheduled-publishing`, { id, scheduledPublishTime }),
    onSuccess: invalidate,
  });
}

/** DELETE …/{id}/scheduled-publishing (API-P-30). */
export function useStopScheduleMutation(entity: CatalogEntity, id: number) {
  const { portalApi } = useApi();
  const invalidate = useInvalidate(entity);
  return useMutation({
    mutationFn: () => portalApi.delete<unknown>(`${entityPath(entity, id)}/scheduled-publishing`),
    onSuccess: invalidate,
  });
}
