/** The gift card balance's labels (CUS-INFO-08, GCB; GAPs decided: ours). Rules and messages: shared/domain. */
export const BALANCE_TEXTS = {
  title: 'Gift card balance',
  edit: 'Edit gift card balance',
  dialogTitle: 'Edit gift card balance',
  empty: 'No gift card balance',
  loading: 'Loading the gift card balance',
  history: 'History',
  historyLabel: 'Gift card balance history',
  filter: 'Filter currencies',
  filterPlaceholder: 'Code or name',
  dialogHint: 'Type the new balance of each currency to raise; the rest stay as they are.',
  noMatch: 'No currency matches the filter.',
  currency: 'Currency',
  current: 'Current',
  newValue: 'New value',
  newValueOf: (code: string) => `New value of ${code}`,
} as const;

/** The history's columns: who, when, how much, why. */
export const HISTORY_COLUMNS = {
  created: 'Date',
  currency: 'Currency',
  amount: 'Change',
  balance: 'Balance after',
  reason: 'Reason',
  by: 'By',
} as const;
