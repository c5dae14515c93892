import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import { VOUCHER_MESSAGES as MESSAGES } from '../../../shared/domain/voucher';
import { SaveActions } from '../../components/SaveActions';
import { useVersionedFormEdit } from '../../components/useVersionedFormEdit';
import { formToBody, groupToForm } from './form-model';
import { useUpdateVoucherGroup } from './queries';
import { VoucherForm } from './VoucherForm';
import { VoucherHeader } from './VoucherHeader';

/**
 * Edit mode (VG-06, PERM-VG-03): the add form with Cancel and Save, its own form instance, the leave
 * guard. It sends the version read; a save after someone else's is refused (409, its message says so)
 * and the edit then builds on their version, so Save again writes these values over theirs.
 */
export function VoucherEditor({ group, onDone }: { group: VoucherGroup; onDone: () => void }) {
  const update = useUpdateVoucherGroup(group.voucherGroupId);
  const edit = useVersionedFormEdit({
    record: group,
    toForm: groupToForm,
    toBody: formToBody,
    send: update.mutateAsync,
    updated: MESSAGES.updated,
    onDone,
  });
  return (
    <>
      <VoucherHeader group={group} extra={<SaveActions onCancel={edit.cancel} onSave={edit.save} />} />
      <VoucherForm {...edit.formProps} group={group} />
    </>
  );
}
