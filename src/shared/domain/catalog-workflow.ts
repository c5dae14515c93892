import type { Permission } from '../permissions';

/**
 * The review and publishing workflow shared by content products and mini courses (checklist 9.1).
 * The UI enables buttons with these functions and the server refuses the same transitions with them.
 */

export const CATALOG_STATUSES = ['STAGING', 'READY_FOR_REVIEW', 'ACTIVE', 'ARCHIVED'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** CAT-WF-01: badge labels. */
export const CATALOG_STATUS_LABELS: Record<CatalogStatus, string> = {
  STAGING: 'STAGING',
  READY_FOR_REVIEW: 'In Review',
  ACTIVE: 'ACTIVE',
  ARCHIVED: 'ARCHIVED',
};

export type CatalogEntity = 'content_product' | 'mini_course';
export const CATALOG_ENTITY_NOUN: Record<CatalogEntity, string> = {
  content_product: 'product',
  mini_course: 'mini course',
};

export const VERIFY_COMMENTS_MAX = 200;

/** Where an entity's API routes live (portal API): /products/{id}/…, /mini-courses/{id}/…. */
export const CATALOG_ENTITY_PATH: Record<CatalogEntity, string> = {
  content_product: '/products',
  mini_course: '/mini-courses',
};

/** The permissions of the workflow actions (PERM-PRD-05/06, PERM-MC-03/04), for the buttons and the routes. */
export const WORKFLOW_PERMISSIONS = {
  content_product: { verify: 'verify:product', publish: 'publish:product' },
  mini_course: { verify: 'verify:mini_course', publish: 'publish:mini_course' },
} as const satisfies Record<CatalogEntity, { verify: Permission; publish: Permission }>;

export interface WorkflowState {
  status: CatalogStatus;
  /** Epoch ms of a pending scheduled publish, or null. */
  scheduledPublishTime: number | null;
}

/** CAT-WF-02: Verify only in STAGING. */
export const canVerify = (s: WorkflowState) => s.status === 'STAGING';
/** CAT-WF-08: Publish (now or scheduled) only in READY_FOR_REVIEW, and not while a schedule is pending. */
export const canPublish = (s: WorkflowState) => s.status === 'READY_FOR_REVIEW' && s.scheduledPublishTime === null;
export const canSchedulePublish = canPublish;
/** CAT-WF-14: a pending schedule can be stopped. */
export const canStopSchedule = (s: WorkflowState) => s.scheduledPublishTime !== null;

/** Why a transition is refused (the server's 409 detail), or null when allowed. */
export function refusal(
  action: 'verify' | 'publish' | 'schedule' | 'stopSchedule',
  s: WorkflowState,
  entity: CatalogEntity,
): string | null {
  const noun = CATALOG_ENTITY_NOUN[entity];
  const label = CATALOG_STATUS_LABELS[s.status];
  switch (action) {
    case 'verify':
      return canVerify(s) ? null : `Only a ${noun} in STAGING can be verified; this one is ${label}.`;
    case 'publish':
    case 'schedule':
      if (s.status !== 'READY_FOR_REVIEW') return `Only a ${noun} In Review can be published; this one is ${label}.`;
      return s.scheduledPublishTime === null ? null : `This ${noun} already has a scheduled publish; stop it first.`;
    case 'stopSchedule':
      return canStopSchedule(s) ? null : `This ${noun} has no scheduled publish.`;
  }
}

/** CAT-WF-10: the schedule time is required and not earlier than now. */
export const SCHEDULE_TIME_EARLY = "'Schedule time' should not be earlier than now";
export const SCHEDULE_TIME_REQUIRED = "'Schedule time' is required";
/** CAT-WF-10: the schedule time (epoch ms) is required and not earlier than `now`; null when valid. */
export function scheduleTimeError(value: number | null | undefined, now: number): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return SCHEDULE_TIME_REQUIRED;
  return value < now ? SCHEDULE_TIME_EARLY : null;
}
export const STOP_SCHEDULE_CONFIRM = 'Are you sure you want to stop the schedule publish?';
export const PUBLISH_QUESTION = (entity: CatalogEntity) =>
  `How would you like to publish this ${entity === 'mini_course' ? 'mini course' : 'product'}?`;
export const VERIFY_SUCCESS = 'Verify Successful';
export const PUBLISH_SUCCESS_TITLE = 'Publish Successful';
export const PUBLISH_SUCCESS_TEXT = 'The product is published successfully!';
/** CAT-WF-16 (GAP): our texts for a saved and a stopped schedule. */
export const SCHEDULE_SAVED = 'Schedule publish saved successfully.';
export const SCHEDULE_STOPPED = 'Schedule publish stopped successfully.';

export interface VerifyResult {
  succeeded: boolean;
  updatedFiles: string[];
  mismatchedItems: string[];
  incorrectFormatItems: string[];
}

/** CAT-WF-05: the failure dialog's title. */
export function verifyFailureTitle(result: Pick<VerifyResult, 'mismatchedItems' | 'incorrectFormatItems'>): string {
  const mismatched = result.mismatchedItems.length > 0;
  const format = result.incorrectFormatItems.length > 0;
  if (mismatched && format) return 'Mismatched Items And Incorrect Formats';
  return mismatched ? 'Mismatched Items' : 'Incorrect Formats';
}

/** Change-log actions written to the audit log (entity types 'content_product' / 'mini_course'). */
export const CHANGE_ACTIONS = {
  create: 'CREATE',
  update: 'UPDATE',
  delete: 'DELETE',
  verify: 'VERIFY',
  verifyFailed: 'VERIFY_FAILED',
  publish: 'PUBLISH',
  schedule: 'SCHEDULE_PUBLISH',
  stopSchedule: 'STOP_SCHEDULE_PUBLISH',
  scheduledPublish: 'SCHEDULED_PUBLISH',
} as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[keyof typeof CHANGE_ACTIONS];
