/**
 * Description templates (spec 3 §2.3, §5, §8; checklist 10.2, DT-*): the checkout text a plan links,
 * in English and Spanish rich text (src/shared/domain/rich-text.ts). The template screens and the store
 * API take their rules and messages from here.
 */
import { requiredMessage, tooLongMessage } from './content-product';

/** DT-07: the name is required, at most 100 characters (trimmed, MKT-06). */
export const DESCRIPTION_TEMPLATE_NAME_MAX = 100;

export const DESCRIPTION_TEMPLATE_LABELS = { name: 'Name' } as const;

export const DESCRIPTION_TEMPLATE_MESSAGES = {
  nameRequired: requiredMessage(DESCRIPTION_TEMPLATE_LABELS.name),
  nameTooLong: tooLongMessage(DESCRIPTION_TEMPLATE_LABELS.name, DESCRIPTION_TEMPLATE_NAME_MAX),
  /** DT-05: the Delete tooltip, and the server's refusal (409). */
  inUse: 'A template linked to at least one product cannot be deleted.',
  /** DT-09. */
  added: 'Description template added successfully.',
  updated: 'Description template updated successfully.',
  deleted: 'Description template deleted successfully.',
  /** DT-10 (the wording is not shown in the spec: decided). */
  deleteTitle: 'Delete description template',
  deleteConfirm: 'Are you sure you want to delete the description template?',
  stale:
    'Someone else saved this description template after you opened it. Reload it, or keep your values and save again.',
  notFound: (id: number) => `No description template has the id ${id}.`,
} as const;
