import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../shared/contracts/common';
import type { MiniCourseChangeLog } from '../../../shared/contracts/portal/change-logs';
import type { MiniCourse } from '../../../shared/contracts/portal/mini-courses';
import type { CatalogStatus } from '../../../shared/domain/catalog-workflow';
import { useApi } from '../../api/ApiProvider';

export type { MiniCourseChangeLog };

/** What the list sends: zero-based page (API-P-26). */
export interface MiniCourseListParams {
  page: number;
  size: number;
  language: string;
  statuses: CatalogStatus[];
  sort: string;
}

/** Query keys: every key starts with 'mini-courses' or 'mini-course-change-logs' (the workflow invalidates those). */
export const miniCourseKeys = {
  all: ['mini-courses'] as const,
  list: (params: MiniCourseListParams) => ['mini-courses', 'list', params] as const,
  logs: (miniCourseId: number, page: number, size: number) =>
    ['mini-course-change-logs', miniCourseId, { page, size }] as const,
};

export function useMiniCourses(params: MiniCourseListParams) {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: miniCourseKeys.list(params),
    queryFn: ({ signal }) =>
      portalApi.get<Page<MiniCourse>>('/mini-courses', {
        signal,
        query: {
          page: params.page,
          size: params.size,
          language: params.language.trim() || undefined,
          statuses: params.statuses.length ? params.statuses.join(',') : undefined,
          sort: params.sort,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /mini-course-change-logs (API-P-31), newest first (MC-07). */
export function useMiniCourseChangeLogs(miniCourseId: number | null, page: number, size: number) {
  const { portalApi } = useApi();
  return useQuery({
    queryKey: miniCourseKeys.logs(miniCourseId ?? 0, page, size),
    enabled: miniCourseId !== null,
    queryFn: ({ signal }) =>
      portalApi.get<Page<MiniCourseChangeLog>>('/mini-course-change-logs', {
        signal,
        query: { miniCourseId, page, size, sort: 'createdDate,DESC' },
      }),
    placeholderData: keepPreviousData,
  });
}
