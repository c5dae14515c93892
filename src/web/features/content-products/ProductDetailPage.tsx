import { Tabs } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  deleteContentProduct,
  type Product,
  productRefParam,
  updateContentProduct,
} from '../../../shared/contracts/content-products';
import { deleteRefusal, editRefusal } from '../../../shared/domain/content-product';
import { PRODUCT_TAB_LABELS } from '../../../shared/domain/content-product-labels';
import { usePermissions } from '../../auth/session';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { useEditMode } from '../../components/useEditMode';
import { WorkflowActions } from '../catalog-workflow';
import { ProductLogTab } from './lazy-parts';
import { ProductEditor } from './ProductEditor';
import { ProductHeader } from './ProductHeader';
import { DeeplinkView, ProductInfoView, UpsellUpgradeView } from './ProductReadOnly';
import { CONTENT_PRODUCT_LIST_PATH, DELETE_PRODUCT_TITLE, deleteProductText, PRODUCT_DELETED } from './product-texts';
import { CONTENT_PRODUCT_WORKFLOW, useContentProduct, useDeleteContentProduct } from './queries';

function ProductDetail({ product }: { product: Product }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const [tab, setTab] = useState('info');
  const remove = useDeleteContentProduct(product);

  if (editing) return <ProductEditor product={product} tab={tab} onTabChange={setTab} onDone={endEdit} />;

  // CP-DET-04/05: the rule that disables Delete or Edit also says why, in the button's tooltip.
  const viewButtons = (
    <DetailActions
      remove={{
        allowed: can(deleteContentProduct.permission),
        refusal: deleteRefusal(product),
        title: DELETE_PRODUCT_TITLE,
        text: deleteProductText(product.name, product.isbn),
        run: () => remove.mutateAsync(),
        deleted: PRODUCT_DELETED,
        backTo: CONTENT_PRODUCT_LIST_PATH,
      }}
      edit={{
        allowed: can(updateContentProduct.permission),
        refusal: editRefusal(product),
        onEdit: () => {
          setTab((t) => (t === 'log' ? 'info' : t));
          startEdit();
        },
      }}
    >
      <WorkflowActions
        workflow={CONTENT_PRODUCT_WORKFLOW}
        item={{ id: product.id, status: product.status, scheduledPublishTime: product.scheduledPublishTime }}
        variant="buttons"
      />
    </DetailActions>
  );

  return (
    <>
      <ProductHeader product={product} extra={viewButtons} />
      {/* CP-DET-02/06: read-only by default, as text; Edit turns the three tabs into the form. */}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'info', label: PRODUCT_TAB_LABELS.info, children: <ProductInfoView product={product} /> },
          { key: 'upsell', label: PRODUCT_TAB_LABELS.upsell, children: <UpsellUpgradeView product={product} /> },
          { key: 'deeplink', label: PRODUCT_TAB_LABELS.deeplink, children: <DeeplinkView product={product} /> },
          { key: 'log', label: PRODUCT_TAB_LABELS.log, children: <ProductLogTab productId={product.id} /> },
        ]}
      />
    </>
  );
}

/** The product the address names: its public product id ('CP-000042') or its id; null for anything else. */
function productRef(param: string | undefined): number | string | null {
  const parsed = productRefParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * /products/content/:productId (CP-DET-01..10): the address carries the PID the header shows; the
 * numeric id opens the product too. Read-only by default, Edit mode, Product log.
 */
export default function ProductDetailPage() {
  const { productId } = useParams();
  const ref = productRef(productId);
  const query = useContentProduct(ref);
  // A product the address names nothing of is 'Not Found' (no breadcrumbs above it), with the server's message.
  return (
    <DetailPageFrame
      found={ref !== null}
      query={query}
      loadingLabel="Loading the product"
      kind="Content product"
      name={(product) => product.productId}
      notFoundDetail
    >
      {(product) => <ProductDetail key={product.id} product={product} />}
    </DetailPageFrame>
  );
}
