import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../api/notify';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { ProductForm } from './form/ProductForm';
import { emptyProductForm, type ProductFormValues } from './form/product-form-model';
import { useProductFormRules } from './form/useProductFormRules';
import { useProductSubmit } from './form/useProductSubmit';
import { CONTENT_PRODUCT_LIST_PATH, PRODUCT_ADDED, productDetailPath } from './product-texts';
import { useCreateContentProduct } from './queries';

/** /products/content/add (CP-ADD-01..05). */
export default function ProductAddPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const initialValues = useMemo(emptyProductForm, []);
  const [tab, setTab] = useState('info');
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const rules = useProductFormRules(form);
  const { submit } = useProductSubmit(form, rules, setTab);
  const create = useCreateContentProduct();
  // SHELL-UX-01 / CP-ADD-03: the guard holds while the form has unsaved changes.
  useLeavePageGuard(dirty);

  // Navigate once the guard has seen the saved (clean) state.
  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const save = async () => {
    const product = await submit((body) => create.mutateAsync(body));
    if (!product) return;
    notifySuccess(PRODUCT_ADDED);
    setDirty(false);
    setLeaveTo(productDetailPath(product.productId));
  };

  return (
    <AddPageFrame title="Add new product" name="Add content product" cancelTo={CONTENT_PRODUCT_LIST_PATH} onSave={save}>
      <ProductForm
        form={form}
        initialValues={initialValues}
        activeTab={tab}
        onTabChange={setTab}
        onEdited={() => {
          setDirty(true);
          rules.recheck();
        }}
      />
    </AddPageFrame>
  );
}
