import { Form, Input } from 'antd';
import { BASE_PRICE_MESSAGES, BASE_PRICE_NAME_MAX } from '../../../shared/domain/base-price';
import { storeViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { FormDialog } from '../../components/FormDialog';
import { useDialogGuard } from '../../components/useDialogGuard';
import { validValues } from '../../components/valid-values';
import { useCreateBasePrice } from './queries';
import { nameProblem } from './row-edit';
import { ADD_BASE_PRICE_TITLE } from './texts';

/** BP-11: the add dialog: the name only (a new base price starts inactive, without amounts). */
export function AddBasePriceDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const guard = useDialogGuard(open);
  const create = useCreateBasePrice();
  const add = async () => {
    const values = await validValues(form);
    if (values === undefined) return;
    try {
      await create.mutateAsync(values.name.trim());
    } catch (error) {
      const named = storeViolations(error).filter((v) => v.field === 'name');
      if (named.length) form.setFields([{ name: 'name', errors: named.map((v) => v.message) }]);
      else notifyError(error);
      return;
    }
    notifySuccess(BASE_PRICE_MESSAGES.added);
    guard.clean();
    onAdded();
  };
  return (
    <FormDialog
      title={ADD_BASE_PRICE_TITLE}
      open={open}
      onClose={onClose}
      guard={guard}
      form={form}
      saveLabel="Add"
      onSave={add}
    >
      <Form form={form} layout="vertical" onFinish={() => void add()} onValuesChange={guard.markDirty}>
        <Form.Item
          name="name"
          label="Name"
          required
          rules={[
            {
              validator: (_, value: string) => {
                const problem = nameProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus maxLength={BASE_PRICE_NAME_MAX} showCount />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
