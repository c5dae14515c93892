/** UI texts shared by several screens. */

/**
 * CONST-05: the one mark of an empty value, everywhere (lists, panels, logs, read-only fields): '--'.
 * (A base price cell without an amount keeps the spec's '-', the text an inline edit types to unset it.)
 */
export const EMPTY = '--';

/** SHELL-UX-01/02 (GAP: the spec paraphrases it as "all changes will be lost"). */
export const UNSAVED_CHANGES_TEXT =
  'You have unsaved changes. All changes will be lost if you leave this page. Leave anyway?';

/** SHELL-RT-03 (GAP): what '/' shows to a user without any visible menu item. */
export const NO_MENU_ITEM_TEXT = 'No menu item is available to you.';

/** Sections not built yet say so plainly. */
export const SECTION_NOT_AVAILABLE_TEXT = 'This section is not available yet.';

/** SHELL-RT-01. */
export const NOT_FOUND_TITLE = 'Not Found';

/** CONST-13: the copy-confirmation tooltip. */
export const COPIED_TEXT = 'Copied';
export const COPIED_TOOLTIP_MS = 2000;

/** Saving an edit that changes no field (decided): said instead of asking how to save, and nothing is sent. */
export const NOTHING_TO_SAVE_TEXT = 'Nothing to save: no field was changed.';
