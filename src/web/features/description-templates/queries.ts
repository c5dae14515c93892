import { keepPreviousData, partialMatchKey } from '@tanstack/react-query';
import {
  createDescriptionTemplate,
  type DescriptionTemplate,
  type DescriptionTemplateBody,
  deleteDescriptionTemplate,
  getDescriptionTemplate,
  listDescriptionTemplates,
  updateDescriptionTemplate,
} from '../../../shared/contracts/description-templates';
import { type MutationCallbacks, useEndpointMutation, useEndpointQuery } from '../../api/endpoint-hooks';
import { descriptionTemplateKeys as keys } from './keys';
import type { DescriptionTemplateListQuery } from './list-url';

/**
 * Description templates (API-M-01..05): the hooks reading the area's key tree (keys.ts); every change
 * invalidates all of it.
 */

export type { DescriptionTemplate, DescriptionTemplateBody };

/** GET /descriptions (API-M-01, DT-08). */
export function useDescriptionTemplates(query: DescriptionTemplateListQuery) {
  return useEndpointQuery(listDescriptionTemplates, keys.list(query), { query }, { placeholderData: keepPreviousData });
}

/** GET /descriptions/{id} (API-M-02); null reads nothing. */
export function useDescriptionTemplate(id: number | null) {
  return useEndpointQuery(
    getDescriptionTemplate,
    keys.detail(id ?? 0),
    { params: { id: id ?? 0 } },
    { enabled: id !== null },
  );
}

type Callbacks<V> = MutationCallbacks<DescriptionTemplate, V>;

/** POST /descriptions (API-M-03). */
export function useCreateDescriptionTemplate(callbacks?: Callbacks<DescriptionTemplateBody>) {
  return useEndpointMutation(
    createDescriptionTemplate,
    { input: (body: DescriptionTemplateBody) => ({ body }), invalidate: { queryKey: keys.all } },
    callbacks,
  );
}

/** An edit: the body, and the `rowVersion` the edit builds on (sent as If-Match). */
export interface DescriptionTemplateEdit {
  body: DescriptionTemplateBody;
  rowVersion: number;
}

/** PUT /descriptions/{id} (API-M-04): a versioned write, refused (409) when someone saved in between. */
export function useUpdateDescriptionTemplate(id: number, callbacks?: Callbacks<DescriptionTemplateEdit>) {
  return useEndpointMutation(
    updateDescriptionTemplate,
    {
      input: ({ body, rowVersion }: DescriptionTemplateEdit) => ({ params: { id }, body, ifMatch: rowVersion }),
      invalidate: { queryKey: keys.all },
    },
    callbacks,
  );
}

/** DELETE /descriptions/{id} (API-M-05); the deleted template's own detail is not read again (the page leaves it). */
export function useDeleteDescriptionTemplate(id: number) {
  const deleted = keys.detail(id);
  return useEndpointMutation(deleteDescriptionTemplate, {
    input: () => ({ params: { id } }),
    invalidate: { queryKey: keys.all, predicate: (query) => !partialMatchKey(query.queryKey, deleted) },
  });
}
