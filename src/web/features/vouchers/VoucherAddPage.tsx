import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { idParam } from '../../../shared/contracts/fields';
import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import { VOUCHER_MESSAGES as MESSAGES } from '../../../shared/domain/voucher';
import { AddPageFrame } from '../../components/AddPageFrame';
import { Loading } from '../../components/Loading';
import { ReadErrorState, useReadErrorNotice } from '../../components/ReadErrorState';
import { usePageFormAdd } from '../../components/usePageFormAdd';
import { copyToForm, emptyVoucherForm, formToBody } from './form-model';
import { useCreateVoucherGroup, useVoucherGroup } from './queries';
import { VOUCHER_LIST_PATH, voucherGroupPath } from './texts';
import { VoucherForm } from './VoucherForm';

/** The add form, empty or (Copy Me) prefilled from `source`; the leave guard (SHELL-UX-01). */
function AddVoucherGroup({ source }: { source?: VoucherGroup }) {
  const create = useCreateVoucherGroup();
  const add = usePageFormAdd({
    initial: () => (source ? copyToForm(source) : emptyVoucherForm()),
    toBody: formToBody,
    create: create.mutateAsync,
    added: MESSAGES.added,
    pathAfter: (saved) => voucherGroupPath(saved.voucherGroupId),
  });
  const { setDirty } = add;
  // A copy is a change already: leaving it asks first.
  useEffect(() => {
    if (source) setDirty(true);
  }, [source, setDirty]);

  return (
    <AddPageFrame
      title={source ? 'Add new voucher group (copy)' : 'Add new voucher group'}
      name="Add voucher group"
      cancelTo={VOUCHER_LIST_PATH}
      onSave={add.save}
    >
      <VoucherForm {...add.formProps} />
    </AddPageFrame>
  );
}

/**
 * /vouchers/add (VG-04, PERM-VG-02); `?copyFrom={groupId}` (VG-05, 'Copy Me') prefills it from that group
 * once it is read.
 */
export default function VoucherAddPage() {
  const [params] = useSearchParams();
  const parsed = idParam().safeParse(params.get('copyFrom') ?? '');
  const copyFrom = parsed.success ? parsed.data : null;
  const source = useVoucherGroup(copyFrom);
  useReadErrorNotice(source.error);
  if (copyFrom === null) return <AddVoucherGroup />;
  if (source.isError) return <ReadErrorState onRetry={() => void source.refetch()} retrying={source.isFetching} />;
  if (!source.data) return <Loading label="Loading the voucher group to copy" />;
  return <AddVoucherGroup source={source.data} />;
}
