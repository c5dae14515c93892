import { Space, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { deleteEcomProduct, type EcomProduct } from '../../../shared/contracts/ecom-products';
import { idParam } from '../../../shared/contracts/fields';
import { COURSE_TYPE_LABELS, PLAN_LIVE, PLAN_MESSAGES } from '../../../shared/domain/ecom-plan';
import { ecomProductName, PLAN_FIELD_LABELS as L } from '../../../shared/domain/ecom-plan-labels';
import { usePermissions } from '../../auth/session';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { PageTitle } from '../../components/PageTitle';
import { ReadOnlyFields } from '../../components/ReadOnlyFields';
import { DELETE_PRODUCT_TITLE, deleteProductText, ECOM_LIST_PATH, type EcomProductLinkState } from './ecom-texts';
import { ProductLogTab } from './lazy-parts';
import { PlanSection } from './PlanSection';
import { useDeleteEcomProduct, useEcomProduct } from './queries';

function EcomProductDetail({ product }: { product: EcomProduct }) {
  const location = useLocation();
  const linkedPid = (location.state as EcomProductLinkState | null)?.pid ?? null;
  const { can } = usePermissions();
  const name = ecomProductName(product.language, product.courseType);
  const [tab, setTab] = useState('info');
  const removeProduct = useDeleteEcomProduct(product.id);

  const live = product.plans.some((p) => PLAN_LIVE.includes(p.status));
  const info = (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ReadOnlyFields
        label="Product info"
        fields={[
          { key: 'language', label: L.languageId, value: product.language },
          {
            key: 'courseType',
            label: L.courseType,
            value: product.courseType ? COURSE_TYPE_LABELS[product.courseType] : null,
          },
        ]}
      />
      <PlanSection product={product} linkedPid={linkedPid} />
    </Space>
  );

  return (
    <>
      <PageTitle
        extra={
          // EP-DET-05: not while a plan is Active or Inactive; the tooltip says why.
          <DetailActions
            remove={{
              allowed: can(deleteEcomProduct.permission),
              refusal: live ? PLAN_MESSAGES.productLive : null,
              title: DELETE_PRODUCT_TITLE,
              text: deleteProductText(name, product.plans.length),
              run: () => removeProduct.mutateAsync(),
              deleted: PLAN_MESSAGES.productDeleted,
              backTo: ECOM_LIST_PATH,
            }}
          />
        }
      >
        <span id="page-title">{name}</span>
      </PageTitle>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'info', label: 'Product info', children: info },
          { key: 'log', label: 'Product log', children: <ProductLogTab productId={product.id} /> },
        ]}
      />
    </>
  );
}

/** /products/ecom/:productId (checklist 9.11): Product info with the plans, and the Product log. */
export default function EcomProductDetailPage() {
  const { productId } = useParams();
  const parsed = idParam().safeParse(productId ?? '');
  const id = parsed.success ? parsed.data : null;
  const query = useEcomProduct(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the product"
      kind="eCom product"
      name={(product) => ecomProductName(product.language, product.courseType)}
    >
      {(product) => <EcomProductDetail key={product.id} product={product} />}
    </DetailPageFrame>
  );
}
