import { lazyPanel } from '../../components/lazy-parts';
import type { VoucherEditor as VoucherEditorType } from './VoucherEditor';

/** Edit mode (the form, its date pickers and selects): loaded when Edit is pointed at, focused or clicked. */
export const loadVoucherEditor = () => import('./VoucherEditor').then((m) => m.VoucherEditor);
export const VoucherEditor = lazyPanel<Parameters<typeof VoucherEditorType>[0]>(
  loadVoucherEditor,
  'Loading the editor',
);
