import { Form } from 'antd';
import { useMemo } from 'react';
import { UD_MESSAGES } from '../../../shared/domain/upsell-downgrade';
import { notifySuccess } from '../../api/notify';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { emptyUdForm, type UdFormValues } from './form-model';
import { useCreateUpsellDowngrade } from './queries';
import { UD_LIST_PATH, upsellDowngradePath } from './texts';
import { UpsellDowngradeForm } from './UpsellDowngradeForm';
import { useUdSave } from './useUdSave';

/** /marketing/upsell-downgrade/add (MKT-03, UD-04..11, UD-15, PERM-UD-02), with the leave guard (SHELL-UX-01). */
export default function UpsellDowngradeAddPage() {
  const [form] = Form.useForm<UdFormValues>();
  const initialValues = useMemo(emptyUdForm, []);
  const { markEdited, leaveTo } = useUnsavedChanges();
  const create = useCreateUpsellDowngrade();
  const save = useUdSave(form);

  const onSave = async () => {
    const saved = await save((body) => create.mutateAsync(body));
    if (!saved) return;
    notifySuccess(UD_MESSAGES.added);
    leaveTo(upsellDowngradePath(saved.id));
  };

  return (
    <AddPageFrame
      title="Add new upsell & downgrade"
      name="Add upsell & downgrade"
      cancelTo={UD_LIST_PATH}
      onSave={onSave}
    >
      <UpsellDowngradeForm form={form} initialValues={initialValues} onEdited={markEdited} />
    </AddPageFrame>
  );
}
