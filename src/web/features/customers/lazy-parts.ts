import { lazyDialog, lazyPanel } from '../../components/lazy-parts';
import type BillingAddressDialogType from './BillingAddressDialog';
import type DeleteCustomerDialogType from './DeleteCustomerDialog';
import type EditEmailDialogType from './EditEmailDialog';
import type EditNameDialogType from './EditNameDialog';
import type GiftsTabType from './gifts/GiftsTab';
import type IapRecordsTabType from './IapRecordsTab';
import type LearningProgressTabType from './LearningProgressTab';
import type OptInDialogType from './OptInDialog';
import type SubscriptionsTabType from './subscriptions/SubscriptionsTab';
import type TransactionsTabType from './transactions/TransactionsTab';

/** The customer detail's dialogs and second tabs: each its own chunk, loaded when first opened. */

const isOpen = (props: { open: boolean }) => props.open;

export const EditNameDialog = lazyDialog<Parameters<typeof EditNameDialogType>[0]>(
  () => import('./EditNameDialog').then((m) => m.default),
  isOpen,
);
export const EditEmailDialog = lazyDialog<Parameters<typeof EditEmailDialogType>[0]>(
  () => import('./EditEmailDialog').then((m) => m.default),
  isOpen,
);
export const OptInDialog = lazyDialog<Parameters<typeof OptInDialogType>[0]>(
  () => import('./OptInDialog').then((m) => m.default),
  isOpen,
);
export const BillingAddressDialog = lazyDialog<Parameters<typeof BillingAddressDialogType>[0]>(
  () => import('./BillingAddressDialog').then((m) => m.default),
  isOpen,
);
export const DeleteCustomerDialog = lazyDialog<Parameters<typeof DeleteCustomerDialogType>[0]>(
  () => import('./DeleteCustomerDialog').then((m) => m.default),
  isOpen,
);
export const LearningProgressTab = lazyPanel<Parameters<typeof LearningProgressTabType>[0]>(
  () => import('./LearningProgressTab').then((m) => m.default),
  'Loading the learning progress',
);
export const TransactionsTab = lazyPanel<Parameters<typeof TransactionsTabType>[0]>(
  () => import('./transactions/TransactionsTab').then((m) => m.default),
  'Loading the transactions',
);
export const SubscriptionsTab = lazyPanel<Parameters<typeof SubscriptionsTabType>[0]>(
  () => import('./subscriptions/SubscriptionsTab').then((m) => m.default),
  'Loading the subscriptions',
);
export const IapRecordsTab = lazyPanel<Parameters<typeof IapRecordsTabType>[0]>(
  () => import('./IapRecordsTab').then((m) => m.default),
  'Loading the in-app purchase records',
);
export const GiftsTab = lazyPanel<Parameters<typeof GiftsTabType>[0]>(
  () => import('./gifts/GiftsTab').then((m) => m.default),
  'Loading the gifts',
);
/** The entitlement section of Customer info (checklist 3.3), from the entitlements feature. */
export const CustomerEntitlements = lazyPanel<{ customer: import('../../../shared/contracts/customers').Customer }>(
  () => import('../entitlements').then((m) => m.CustomerEntitlements),
  'Loading the entitlements',
);
