import {
  type CatalogEntity,
  SCHEDULE_TIME_EARLY,
  SCHEDULE_TIME_REQUIRED,
  type VerifyResult,
} from '../../../shared/domain/catalog-workflow';

/** How long an error toast stays before the page reloads (CAT-WF-07, CAT-WF-15). */
export const RELOAD_AFTER_ERROR_MS = 1500;
/** CAT-WF-13: the schedule-saved toast lasts 2 s. */
export const SCHEDULE_TOAST_SECONDS = 2;

/** The API path of a catalogue item: /products/{id} or /mini-courses/{id}. */
export function entityPath(entity: CatalogEntity, id: number): string {
  return `${entity === 'mini_course' ? '/mini-courses' : '/products'}/${id}`;
}

/** The permissions gating the workflow buttons (PERM-MC-03/04 and the product ones). */
export const WORKFLOW_PERMISSIONS = {
  content_product: { verify: 'verify:product', publish: 'publish:product' },
  mini_course: { verify: 'verify:mini_course', publish: 'publish:mini_course' },
} as const satisfies Record<CatalogEntity, { verify: string; publish: string }>;

/** CAT-WF-10: the schedule time is required and not earlier than `now` (epoch ms); null when valid. */
export function scheduleTimeError(value: number | null | undefined, now: number): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return SCHEDULE_TIME_REQUIRED;
  return value < now ? SCHEDULE_TIME_EARLY : null;
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
