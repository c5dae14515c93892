import { Form, type FormInstance, Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import { DeeplinkTab } from './DeeplinkTab';
import { ProductInfoTab } from './ProductInfoTab';
import { fixedFormValues, type ProductFormTab, type ProductFormValues } from './product-form-model';
import { UpsellUpgradeTab } from './UpsellUpgradeTab';

export const PRODUCT_TAB_LABELS: Record<ProductFormTab, string> = {
  info: 'Product info',
  upsell: 'Upsell & Upgrade',
  deeplink: 'Deeplink',
};

/**
 * The content product form: one antd Form over the tabs 'Product info', 'Upsell & Upgrade' and
 * 'Deeplink' (CP-ADD-02, CP-DET-06), used by the add page, the detail (read-only) and edit mode.
 * Every tab is rendered up front, so violations can be shown on fields of a tab not yet opened.
 */
export function ProductForm({
  form,
  initialValues,
  readOnly,
  activeTab,
  onTabChange,
  onEdited,
  extraTabs = [],
}: {
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  readOnly: boolean;
  activeTab: string;
  onTabChange: (key: string) => void;
  /** Called after a user change (the page marks itself dirty and re-checks the rules). */
  onEdited?: () => void;
  extraTabs?: { key: string; label: string; children: ReactNode }[];
}) {
  const items: TabsProps['items'] = [
    {
      key: 'info',
      label: PRODUCT_TAB_LABELS.info,
      forceRender: true,
      children: <ProductInfoTab readOnly={readOnly} />,
    },
    {
      key: 'upsell',
      label: PRODUCT_TAB_LABELS.upsell,
      forceRender: true,
      children: <UpsellUpgradeTab readOnly={readOnly} />,
    },
    { key: 'deeplink', label: PRODUCT_TAB_LABELS.deeplink, forceRender: true, children: <DeeplinkTab /> },
    ...extraTabs,
  ];
  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      requiredMark={!readOnly}
      aria-label="Content product"
      onValuesChange={(changed: Partial<ProductFormValues>) => {
        // The product type fixes some values (shared normalizeProduct): show them at once.
        if ('productType' in changed) {
          form.setFieldsValue(fixedFormValues(form.getFieldsValue(true) as ProductFormValues));
        }
        onEdited?.();
      }}
    >
      <Tabs activeKey={activeTab} onChange={onTabChange} items={items} />
    </Form>
  );
}
