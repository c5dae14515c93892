import type { CatalogEntity, VerifyResult } from '../../../shared/domain/catalog-workflow';

/** How long an error toast stays before the page reloads (CAT-WF-07, CAT-WF-15). */
export const RELOAD_AFTER_ERROR_MS = 1500;
/** CAT-WF-13: the schedule-saved toast lasts 2 s. */
export const SCHEDULE_TOAST_SECONDS = 2;

/** What the Verify and Publish dialogs take: the entity they act on, and `onSubmit` with what was chosen. */
export interface WorkflowDialogProps<Choice> {
  entity: CatalogEntity;
  open: boolean;
  /** The workflow call; the dialog waits for it. */
  onSubmit: (choice: Choice) => Promise<unknown>;
  onCancel: () => void;
}

export const MISMATCHED_HEADING = 'Mismatched Items';
export const INCORRECT_FORMAT_HEADING = 'Incorrect Formats';

/** CAT-WF-06: the text copied from the verify-failure dialog, one section per non-empty list. */
export function verifyFailureText(result: Pick<VerifyResult, 'mismatchedItems' | 'incorrectFormatItems'>): string {
  const sections: string[] = [];
  if (result.mismatchedItems.length) sections.push([`${MISMATCHED_HEADING}:`, ...result.mismatchedItems].join('\n'));
  if (result.incorrectFormatItems.length)
    sections.push([`${INCORRECT_FORMAT_HEADING}:`, ...result.incorrectFormatItems].join('\n'));
  return sections.join('\n\n');
}
