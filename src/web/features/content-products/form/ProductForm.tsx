import { type FormInstance, Tabs, type TabsProps } from 'antd';
import { PRODUCT_TAB_LABELS } from '../../../../shared/domain/content-product-labels';
import { PageForm } from '../../../components/PageForm';
import { DeeplinkTab } from './DeeplinkTab';
import { ProductInfoTab } from './ProductInfoTab';
import { fixedFormValues, type ProductFormValues } from './product-form-model';
import { UpsellUpgradeTab } from './UpsellUpgradeTab';

/**
 * The content product form: one antd Form over the tabs 'Product info', 'Upsell & Upgrade' and
 * 'Deeplink' (CP-ADD-02, CP-DET-06), used by the add page and the detail's edit mode (the detail
 * shows the product read-only as text until Edit: ProductReadOnly.tsx). Every tab is rendered up
 * front, so violations can be shown on fields of a tab not yet opened.
 */
export function ProductForm({
  form,
  initialValues,
  activeTab,
  onTabChange,
  onEdited,
}: {
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  activeTab: string;
  onTabChange: (key: string) => void;
  /** Called after a user change (the page marks itself dirty and re-checks the rules). */
  onEdited?: () => void;
}) {
  const items: TabsProps['items'] = [
    { key: 'info', label: PRODUCT_TAB_LABELS.info, forceRender: true, children: <ProductInfoTab /> },
    { key: 'upsell', label: PRODUCT_TAB_LABELS.upsell, forceRender: true, children: <UpsellUpgradeTab /> },
    { key: 'deeplink', label: PRODUCT_TAB_LABELS.deeplink, forceRender: true, children: <DeeplinkTab /> },
  ];
  return (
    <PageForm
      form={form}
      initialValues={initialValues}
      label="Content product"
      onValuesChange={(changed: Partial<ProductFormValues>) => {
        // The product type fixes some values (shared normalizeProduct): show them at once.
        if ('productType' in changed) {
          form.setFieldsValue(fixedFormValues(form.getFieldsValue(true) as ProductFormValues));
        }
        onEdited?.();
      }}
    >
      <Tabs activeKey={activeTab} onChange={onTabChange} items={items} />
    </PageForm>
  );
}
