import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { notifySuccess } from '../../api/notify';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { ProductForm } from './form/ProductForm';
import { emptyProductForm, type ProductFormValues } from './form/product-form-model';
import { useProductFormRules } from './form/useProductFormRules';
import { useProductSubmit } from './form/useProductSubmit';
import { CONTENT_PRODUCT_LIST_PATH, PRODUCT_ADDED, productDetailPath } from './product-texts';
import { useCreateContentProduct } from './queries';

/** /products/content/add (CP-ADD-01..05). */
export default function ProductAddPage() {
  const [form] = Form.useForm<ProductFormValues>();
  const initialValues = useMemo(emptyProductForm, []);
  const [tab, setTab] = useState('info');
  // SHELL-UX-01 / CP-ADD-03: the guard holds while the form has unsaved changes.
  const { markEdited, leaveTo } = useUnsavedChanges();
  const rules = useProductFormRules(form);
  const { submit } = useProductSubmit(form, rules, setTab);
  const create = useCreateContentProduct();

  const save = async () => {
    const product = await submit((body) => create.mutateAsync(body));
    if (!product) return;
    notifySuccess(PRODUCT_ADDED);
    leaveTo(productDetailPath(product.productId));
  };

  return (
    <AddPageFrame title="Add new product" name="Add content product" cancelTo={CONTENT_PRODUCT_LIST_PATH} onSave={save}>
      <ProductForm
        form={form}
        initialValues={initialValues}
        activeTab={tab}
        onTabChange={setTab}
        onEdited={() => {
          markEdited();
          rules.recheck();
        }}
      />
    </AddPageFrame>
  );
}
