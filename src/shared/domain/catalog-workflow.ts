import { CATALOG_STATUS_LABELS, CATALOG_STATUSES, type CatalogStatus } from './catalog-status';
import { defineLifecycle, transitionRefusal } from './lifecycle';

/**
 * The review and publishing workflow shared by content products and mini courses (checklist 9.1).
 * The UI enables buttons with these functions and the server refuses the same transitions with them.
 */

export { CATALOG_STATUS_LABELS, CATALOG_STATUSES, type CatalogStatus } from './catalog-status';

export type CatalogEntity = 'content_product' | 'mini_course';
export const CATALOG_ENTITY_NOUN: Record<CatalogEntity, string> = {
  content_product: 'product',
  mini_course: 'mini course',
};

export const VERIFY_COMMENTS_MAX = 200;

export interface WorkflowState {
  status: CatalogStatus;
  /** Epoch ms of a pending scheduled publish, or null. */
  scheduledPublishTime: number | null;
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

export type WorkflowAction = 'verify' | 'publish' | 'schedule' | 'stopSchedule' | 'scheduledPublish';

/** The permissions of the workflow actions (PERM-PRD-05/06, PERM-MC-03/04). */
export const WORKFLOW_PERMISSIONS = {
  content_product: { verify: 'verify:product', publish: 'publish:product' },
  mini_course: { verify: 'verify:mini_course', publish: 'publish:mini_course' },
} as const;

/** What a catalogue transition does besides the status: the schedule afterwards. */
interface CatalogTransitionExtra {
  /** The schedule afterwards: 'set' (the given time), 'cleared', or 'kept'. */
  scheduleAfter: 'set' | 'cleared' | 'kept';
}

const notInReview = (s: WorkflowState, entity: CatalogEntity) =>
  `Only a ${CATALOG_ENTITY_NOUN[entity]} In Review can be published; this one is ${CATALOG_STATUS_LABELS[s.status]}.`;
/** A transition refused while a publish is scheduled. */
const noSchedule = (s: WorkflowState, entity: CatalogEntity) =>
  s.scheduledPublishTime !== null
    ? `This ${CATALOG_ENTITY_NOUN[entity]} already has a scheduled publish; stop it first.`
    : null;
/** A transition that needs a pending schedule. */
const pendingSchedule = (s: WorkflowState, entity: CatalogEntity) =>
  s.scheduledPublishTime === null ? `This ${CATALOG_ENTITY_NOUN[entity]} has no scheduled publish.` : null;
const verifyPermission = (entity: CatalogEntity) => WORKFLOW_PERMISSIONS[entity].verify;
const publishPermission = (entity: CatalogEntity) => WORKFLOW_PERMISSIONS[entity].publish;

/** What every edit transition shares: the edit's label, permission and UPDATE entry; a schedule ends. */
const EDIT = {
  label: 'Edit',
  permission: () => 'update:product',
  audit: CHANGE_ACTIONS.update,
  by: 'staff',
  scheduleAfter: 'cleared',
} as const;

/** An edit of an item that has been active, to `to` (saved to publish at once, or for a new review). */
const editOfAnEditableItem = (to: CatalogStatus) => ({
  ...EDIT,
  from: ['STAGING', 'READY_FOR_REVIEW', 'ACTIVE'] as const,
  to,
  wrongStatus: (s: WorkflowState) => `An ${CATALOG_STATUS_LABELS[s.status]} item cannot be edited.`,
});

/**
 * The one lifecycle of the catalogue workflow (checklist 9.1): verify (STAGING → In Review),
 * publish now or on a schedule (In Review → ACTIVE), stop a schedule, and the scheduler's publish of a
 * due schedule. The routes, the scheduler and the buttons all read it through `refusal`/`allowed`.
 * Nothing moves an item to ARCHIVED (CAT-WF-17). Saving an edit moves the status too
 * (`editOutcome`): 'editReturnsToStaging', 'editPublishes', 'editSavedForReview'.
 */
export const CATALOG_LIFECYCLE = defineLifecycle<
  CatalogStatus,
  WorkflowAction | EditTransition,
  WorkflowState,
  CatalogEntity,
  CatalogTransitionExtra
>({
  name: 'catalog-workflow',
  statuses: CATALOG_STATUSES,
  labels: CATALOG_STATUS_LABELS,
  transitions: {
    verify: {
      from: ['STAGING'],
      to: 'READY_FOR_REVIEW',
      label: 'Verify',
      permission: verifyPermission,
      audit: CHANGE_ACTIONS.verify,
      by: 'staff',
      scheduleAfter: 'kept',
      wrongStatus: (s, entity) =>
        `Only a ${CATALOG_ENTITY_NOUN[entity]} in STAGING can be verified; this one is ${CATALOG_STATUS_LABELS[s.status]}.`,
    },
    publish: {
      from: ['READY_FOR_REVIEW'],
      to: 'ACTIVE',
      label: 'Publish',
      permission: publishPermission,
      audit: CHANGE_ACTIONS.publish,
      by: 'staff',
      scheduleAfter: 'cleared',
      wrongStatus: notInReview,
      guard: noSchedule,
    },
    schedule: {
      from: ['READY_FOR_REVIEW'],
      to: null,
      label: 'Schedule publish',
      permission: publishPermission,
      audit: CHANGE_ACTIONS.schedule,
      by: 'staff',
      scheduleAfter: 'set',
      wrongStatus: notInReview,
      guard: noSchedule,
    },
    stopSchedule: {
      from: CATALOG_STATUSES,
      to: null,
      label: 'Stop schedule',
      permission: publishPermission,
      audit: CHANGE_ACTIONS.stopSchedule,
      by: 'staff',
      scheduleAfter: 'cleared',
      wrongStatus: () => '',
      guard: pendingSchedule,
    },
    scheduledPublish: {
      from: ['READY_FOR_REVIEW'],
      to: 'ACTIVE',
      label: 'Scheduled publish',
      permission: publishPermission,
      audit: CHANGE_ACTIONS.scheduledPublish,
      by: 'clock',
      scheduleAfter: 'cleared',
      wrongStatus: notInReview,
      guard: pendingSchedule,
    },
    // The status an edit moves an item to (`editOutcome`); the edit writes one UPDATE entry.
    editReturnsToStaging: {
      ...EDIT,
      from: ['READY_FOR_REVIEW'],
      to: 'STAGING',
      wrongStatus: (s) =>
        `An edit returns only an item In Review to STAGING; this one is ${CATALOG_STATUS_LABELS[s.status]}.`,
    },
    editPublishes: editOfAnEditableItem('ACTIVE'),
    editSavedForReview: editOfAnEditableItem('STAGING'),
  },
});

/** The transitions of the workflow's own actions (the routes, the scheduler, the buttons). */
export const CATALOG_TRANSITIONS = CATALOG_LIFECYCLE.transitions;

/** Why a transition is refused (the server's 409 detail, the scheduler's reason), or null when allowed. */
export function refusal(action: WorkflowAction, s: WorkflowState, entity: CatalogEntity): string | null {
  return transitionRefusal(CATALOG_LIFECYCLE, action, s, entity);
}

/** Whether the transition is allowed (the buttons' enabled state). */
export const allowed = (action: WorkflowAction, s: WorkflowState) => refusal(action, s, 'content_product') === null;

/** CAT-WF-14: a pending schedule can be stopped. */
export const canStopSchedule = (s: WorkflowState) => allowed('stopSchedule', s);

// ---- Editing an item (content products): the edit-of-an-active-product rules ----------------------

/**
 * What saving an edit does to the workflow (CAT-WF-17, CP-DET-07; docs/decisions.md):
 * - never active: the values change in place; an item In Review goes back to STAGING (the edit
 *   invalidates the review) and loses its schedule;
 * - has been active, 'Publish immediately': the values go live, the item is ACTIVE, an earlier
 *   pending edit and a schedule are dropped;
 * - has been active, 'Save for later review': the values wait as pending changes (the live values
 *   stay), the item is STAGING for a new verify → review → publish, a schedule is dropped.
 */
export type EditMode = 'inPlace' | 'publishImmediately' | 'saveForReview';
/** The lifecycle transitions an edit makes. */
export type EditTransition = 'editReturnsToStaging' | 'editPublishes' | 'editSavedForReview';
export interface EditOutcome {
  /** The status afterwards; null: unchanged. */
  to: CatalogStatus | null;
  /** The lifecycle transition that moves the status; null when the status stays. */
  transition: EditTransition | null;
  /** true: the edited values are written live; false: kept as pending changes. */
  live: boolean;
  /** A pending schedule is stopped (its job cancelled). */
  cancelsSchedule: boolean;
  /** The change-log comment. */
  comment: string | null;
}

/** An edit of an item that has been active must say how it is saved (`isEffectiveImmediately`). */
export function editMode(
  item: { hasHistoricalActiveStatus: boolean },
  isEffectiveImmediately: boolean | null | undefined,
): EditMode | null {
  if (!item.hasHistoricalActiveStatus) return 'inPlace';
  if (isEffectiveImmediately === null || isEffectiveImmediately === undefined) return null;
  return isEffectiveImmediately ? 'publishImmediately' : 'saveForReview';
}

export function editOutcome(mode: EditMode, status: CatalogStatus): EditOutcome {
  switch (mode) {
    case 'inPlace':
      return status === 'READY_FOR_REVIEW'
        ? {
            to: 'STAGING',
            transition: 'editReturnsToStaging',
            live: true,
            cancelsSchedule: true,
            comment: 'The edit returned the product to STAGING for a new review.',
          }
        : { to: null, transition: null, live: true, cancelsSchedule: false, comment: null };
    case 'publishImmediately':
      return {
        to: 'ACTIVE',
        transition: 'editPublishes',
        live: true,
        cancelsSchedule: true,
        comment: 'Published immediately.',
      };
    case 'saveForReview':
      return {
        to: 'STAGING',
        transition: 'editSavedForReview',
        live: false,
        cancelsSchedule: true,
        comment: 'Saved for later review.',
      };
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
