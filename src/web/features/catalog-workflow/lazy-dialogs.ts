import { lazyDialog } from '../../components/lazy-parts';
import type { PublishDialog as PublishDialogType } from './PublishDialog';
import type { VerifyDialog as VerifyDialogType } from './VerifyDialog';
import type { VerifyFailureDialog as VerifyFailureDialogType } from './VerifyFailureDialog';

/**
 * The workflow's dialogs, loaded on first open: the Publish dialog's date picker alone is ~35 KB gzip,
 * and every list row and detail page shows the buttons that open them.
 */
export const PublishDialog = lazyDialog<Parameters<typeof PublishDialogType>[0]>(
  () => import('./PublishDialog').then((m) => m.PublishDialog),
  (props) => props.open,
);
export const VerifyDialog = lazyDialog<Parameters<typeof VerifyDialogType>[0]>(
  () => import('./VerifyDialog').then((m) => m.VerifyDialog),
  (props) => props.open,
);
export const VerifyFailureDialog = lazyDialog<Parameters<typeof VerifyFailureDialogType>[0]>(
  () => import('./VerifyFailureDialog').then((m) => m.VerifyFailureDialog),
  (props) => props.result !== null,
);
