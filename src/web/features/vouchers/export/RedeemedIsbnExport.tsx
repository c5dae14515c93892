import { LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { usePermissions } from '../../../auth/session';
import { lazyDialog } from '../../../components/lazy-parts';
import { EXPORT_PERMISSION, EXPORT_TEXTS as TEXTS } from './texts';

/** The dialog, with its date picker, loads on first open: the list page does not carry it. */
const ExportDialog = lazyDialog(
  () => import('./ExportDialog').then((module) => module.default),
  (props: { open: boolean }) => props.open,
);

/**
 * The redeemed generic ISBN export of the /vouchers list toolbar (VG-EXP-01 … 06): a button that opens
 * the export dialog; it spins while an export is being written (no icon otherwise: the list's chunk is at its
 * budget). Shown with the export's permission.
 */
export function RedeemedIsbnExport() {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!can(EXPORT_PERMISSION)) return null;
  return (
    <>
      <Button icon={busy ? <LoadingOutlined aria-hidden /> : undefined} onClick={() => setOpen(true)}>
        {TEXTS.button}
      </Button>
      <ExportDialog open={open} onClose={() => setOpen(false)} onBusyChange={setBusy} />
    </>
  );
}

export default RedeemedIsbnExport;
