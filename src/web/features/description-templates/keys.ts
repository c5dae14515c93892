import { queryKeys } from '../../api/query-keys';

/** Description templates: one key tree under 'description-templates' (list and detail). */
export const descriptionTemplateKeys = queryKeys('description-templates');
