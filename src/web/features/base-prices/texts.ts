/** Texts of the base price screens where the spec is silent (decided; docs/decisions.md, BP-15). */

export const ADD_BASE_PRICE_TITLE = 'Add base price';
export const CONFIGURE_CURRENCY_TITLE = 'Configure Currency';

/** BP-15 (GAP, decided): the confirmations of Activate, Deactivate and Delete, naming the base price. */
export const CONFIRM_TITLES = {
  activate: 'Activate base price',
  deactivate: 'Deactivate base price',
  delete: 'Delete base price',
} as const;
export const confirmText = {
  activate: (name: string) =>
    `Are you sure you want to activate the base price '${name}'? It can then be chosen for plans.`,
  deactivate: (name: string) =>
    `Are you sure you want to deactivate the base price '${name}'? It can then no longer be chosen for plans.`,
  delete: (name: string) => `Are you sure you want to delete the base price '${name}'? This cannot be undone.`,
} as const;

/** Only one row is edited at a time: the other rows' Edit says why it is disabled. */
export const ONE_ROW_AT_A_TIME = 'Save or cancel the row being edited first.';

/** BP-16: the applied plans page's title when its address carries no name. */
export const appliedPlansTitle = (name: string, id: number) => name.trim() || `Base price ${id}`;
