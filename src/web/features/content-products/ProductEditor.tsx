import { Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type Product, type ProductBody, productSchema } from '../../../shared/contracts/content-products';
import { editMode } from '../../../shared/domain/catalog-workflow';
import { staleCurrent } from '../../api/errors';
import { notifySuccess } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { SaveActions } from '../../components/SaveActions';
import { unchangedEdit } from '../../components/unchanged-edit';
import { useDiscardConfirm } from '../../components/useDiscardConfirm';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { ProductForm } from './form/ProductForm';
import { formToBody, keepCourseIdentity, type ProductFormValues, productToForm } from './form/product-form-model';
import { useProductFormRules } from './form/useProductFormRules';
import { useProductSubmit } from './form/useProductSubmit';
import { ProductHeader } from './ProductHeader';
import { PRODUCT_SAVED, PUBLISH_IMMEDIATELY, SAVE_CHOICE_QUESTION, SAVE_FOR_REVIEW } from './product-texts';
import { useUpdateContentProduct } from './queries';

/** CP-DET-07: how an edit of a product that has been active is saved; the dialog waits for the save. */
function SaveChoiceDialog({
  open,
  onChoose,
  onCancel,
}: {
  open: boolean;
  onChoose: (immediately: boolean) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <ActionDialog
      open={open}
      title="Save changes"
      onCancel={onCancel}
      actions={[
        { key: 'review', label: SAVE_FOR_REVIEW, onClick: () => onChoose(false) },
        { key: 'now', label: PUBLISH_IMMEDIATELY, primary: true, onClick: () => onChoose(true) },
      ]}
    >
      <Typography.Paragraph>{SAVE_CHOICE_QUESTION}</Typography.Paragraph>
    </ActionDialog>
  );
}

/**
 * Edit mode (CP-DET-06..08): the form over the same three tabs as add, with Cancel and Save. It has
 * its own form, so every edit starts from the product as shown.
 */
export function ProductEditor({
  product,
  tab,
  onTabChange,
  onDone,
}: {
  product: Product;
  tab: string;
  onTabChange: (tab: string) => void;
  /** The edit ends: saved (true) or cancelled. */
  onDone: (saved: boolean) => void;
}) {
  const confirmDiscard = useDiscardConfirm();
  const [form] = Form.useForm<ProductFormValues>();
  // The version of the product the edit builds on: a save after someone else's is refused (409).
  const [editedVersion, setEditedVersion] = useState(product.rowVersion);
  const { dirty, markEdited, leave } = useUnsavedChanges();
  const [choosing, setChoosing] = useState(false);
  const rules = useProductFormRules(form);
  const { submit } = useProductSubmit(form, rules, onTabChange);
  const update = useUpdateContentProduct(product.id, {
    // Someone saved in between: the error says so; the edit is kept and now builds on their version,
    // so saving again keeps these values (the server's message offers that).
    onError: (error) => {
      const current = productSchema.pick({ rowVersion: true }).safeParse(staleCurrent(error));
      if (current.success) setEditedVersion(current.data.rowVersion);
    },
  });
  const initialValues = useMemo(() => productToForm(product), [product]);

  const send = async (isEffectiveImmediately: boolean | undefined) => {
    const saved = await submit((edited: ProductBody) => {
      const body = keepCourseIdentity(edited, product);
      return update.mutateAsync({
        body: isEffectiveImmediately === undefined ? body : { ...body, isEffectiveImmediately },
        rowVersion: editedVersion,
      });
    });
    if (!saved) return;
    notifySuccess(PRODUCT_SAVED);
    // Edit mode ends once the guard has seen the clean state.
    leave(() => onDone(true));
  };

  const save = () => {
    const edited = formToBody(form.getFieldsValue(true) as ProductFormValues);
    if (unchangedEdit(formToBody(initialValues), edited)) return;
    // The transition table says whether this edit needs the choice (editMode null: not chosen yet).
    // Check first, so the choice is asked only for a savable edit.
    if (editMode(product, undefined) === null) {
      if (rules.check()) return send(undefined); // shows the warning and the first error's tab
      setChoosing(true);
      return;
    }
    return send(undefined);
  };

  const cancelEdit = () => confirmDiscard(dirty, () => leave(() => onDone(false)));

  return (
    <>
      <ProductHeader product={product} extra={<SaveActions onCancel={cancelEdit} onSave={save} />} />
      <ProductForm
        form={form}
        initialValues={initialValues}
        activeTab={tab}
        onTabChange={onTabChange}
        onEdited={() => {
          markEdited();
          rules.recheck();
        }}
      />
      <SaveChoiceDialog
        open={choosing}
        onCancel={() => setChoosing(false)}
        onChoose={async (immediately) => {
          await send(immediately);
          setChoosing(false);
        }}
      />
    </>
  );
}
