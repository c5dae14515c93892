import { CHANGE_ACTIONS, type ChangeAction } from './catalog-workflow';

/**
 * How the change logs (the content product's 'Product log', the mini course's 'View Log') name their
 * actions. The spec shows no action texts (CP-LOG-03, MC-07 GAP): the labels are decided
 * (docs/decisions.md), in the words the screens use for the same actions (Verify, Publish now,
 * Schedule publish, stop the schedule publish).
 */
export const CHANGE_ACTION_LABELS: Record<ChangeAction, string> = {
  [CHANGE_ACTIONS.create]: 'Created',
  [CHANGE_ACTIONS.update]: 'Edited',
  [CHANGE_ACTIONS.delete]: 'Deleted',
  [CHANGE_ACTIONS.verify]: 'Verified',
  [CHANGE_ACTIONS.verifyFailed]: 'Verify failed',
  [CHANGE_ACTIONS.publish]: 'Published',
  [CHANGE_ACTIONS.schedule]: 'Publish scheduled',
  [CHANGE_ACTIONS.stopSchedule]: 'Scheduled publish stopped',
  [CHANGE_ACTIONS.scheduledPublish]: 'Published on schedule',
};

const isKnownAction = (action: string): action is ChangeAction => Object.hasOwn(CHANGE_ACTION_LABELS, action);

/**
 * The label of a logged action; an action outside the table (written by a later version) reads as
 * words: 'REVERT_TO_DRAFT' → 'Revert to draft'.
 */
export function changeActionLabel(action: string): string {
  if (isKnownAction(action)) return CHANGE_ACTION_LABELS[action];
  const words = action
    .trim()
    .replace(/[_\s]+/g, ' ')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}
