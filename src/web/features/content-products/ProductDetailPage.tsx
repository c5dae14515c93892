import { Alert, App, Button, Form, Result, Space, Tabs, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  deleteContentProduct,
  type Product,
  type ProductBody,
  productRefParam,
  productSchema,
  updateContentProduct,
} from '../../../shared/contracts/content-products';
import { editMode } from '../../../shared/domain/catalog-workflow';
import { deleteRefusal, editRefusal } from '../../../shared/domain/content-product';
import { PRODUCT_TAB_LABELS } from '../../../shared/domain/content-product-labels';
import { NOT_FOUND_TITLE, UNSAVED_CHANGES_TEXT } from '../../../shared/domain/ui-texts';
import { ApiError, staleCurrent } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { Loading } from '../../components/Loading';
import NotFound from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { unchangedEdit } from '../../components/unchanged-edit';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { WorkflowActions } from '../catalog-workflow';
import { ProductForm } from './form/ProductForm';
import { formToBody, keepCourseIdentity, type ProductFormValues, productToForm } from './form/product-form-model';
import { useProductFormRules } from './form/useProductFormRules';
import { useProductSubmit } from './form/useProductSubmit';
import { ProductLogTab } from './lazy-parts';
import { DeeplinkView, ProductInfoView, UpsellUpgradeView } from './ProductReadOnly';
import {
  CONTENT_PRODUCT_LIST_PATH,
  DELETE_PRODUCT_TITLE,
  deleteProductText,
  PENDING_CHANGES_NOTICE,
  PRODUCT_DELETED,
  PRODUCT_SAVED,
  PUBLISH_IMMEDIATELY,
  SAVE_CHOICE_QUESTION,
  SAVE_FOR_REVIEW,
} from './product-texts';
import {
  CONTENT_PRODUCT_WORKFLOW,
  useContentProduct,
  useDeleteContentProduct,
  useUpdateContentProduct,
} from './queries';

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

/** CP-DET-02: the header shows the product name and its status, with the mode's buttons. */
function ProductHeader({ product, extra }: { product: Product; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <Space size="middle" wrap>
          <span id="page-title">{product.name}</span>
          <CatalogStatusTag status={product.status} />
        </Space>
      </PageTitle>
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
        <Typography.Text type="secondary">
          ISBN {product.isbn} · PID {product.productId} · Modified at <DateTime value={product.lastModifiedDate} />
          {product.scheduledPublishTime !== null ? (
            <>
              {' '}
              · Scheduled publish at <DateTime value={product.scheduledPublishTime} />
            </>
          ) : null}
        </Typography.Text>
        {product.hasPendingChanges ? <Alert type="info" showIcon title={PENDING_CHANGES_NOTICE} /> : null}
      </Space>
    </>
  );
}

/**
 * Edit mode (CP-DET-06..08): the form over the same three tabs as add, with Cancel and Save. It has
 * its own form, so every edit starts from the product as shown.
 */
function ProductEditor({
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
  const { modal } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  // The version of the product the edit builds on: a save after someone else's is refused (409).
  const [editedVersion, setEditedVersion] = useState(product.rowVersion);
  const [dirty, setDirty] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [done, setDone] = useState<boolean | null>(null);
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
  useLeavePageGuard(dirty);

  // Leave edit mode once the guard has seen the clean state.
  useEffect(() => {
    if (done !== null && !dirty) onDone(done);
  }, [done, dirty, onDone]);

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
    setDirty(false);
    setDone(true);
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

  const cancelEdit = () => {
    const leave = () => {
      setDirty(false);
      setDone(false);
    };
    if (!dirty) return leave();
    modal.confirm({
      title: 'Unsaved changes',
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: leave,
    });
  };

  return (
    <>
      <ProductHeader
        product={product}
        extra={
          <Space>
            <Button onClick={cancelEdit}>Cancel</Button>
            <ActionButton type="primary" onClick={save}>
              Save
            </ActionButton>
          </Space>
        }
      />
      <ProductForm
        form={form}
        initialValues={initialValues}
        activeTab={tab}
        onTabChange={onTabChange}
        onEdited={() => {
          setDirty(true);
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

function ProductDetail({ product, refetch }: { product: Product; refetch: () => void }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState('info');
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContentProduct(product);

  const deleteProduct = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      setDeleting(false);
      notifyError(error);
      return;
    }
    setDeleting(false);
    notifySuccess(PRODUCT_DELETED);
    navigate(CONTENT_PRODUCT_LIST_PATH);
  };

  const endEdit = useMemo(
    () => (saved: boolean) => {
      setEditing(false);
      if (saved) refetch();
    },
    [refetch],
  );

  if (editing) return <ProductEditor product={product} tab={tab} onTabChange={setTab} onDone={endEdit} />;

  // CP-DET-04/05: the rule that disables Delete or Edit also says why, in the button's tooltip.
  const viewButtons = (
    <Space wrap>
      {can(deleteContentProduct.permission) ? (
        <ActionButton danger refusal={deleteRefusal(product)} onClick={() => setDeleting(true)}>
          Delete
        </ActionButton>
      ) : null}
      {can(updateContentProduct.permission) ? (
        <ActionButton
          refusal={editRefusal(product)}
          onClick={() => {
            setTab((t) => (t === 'log' ? 'info' : t));
            setEditing(true);
          }}
        >
          Edit
        </ActionButton>
      ) : null}
      <WorkflowActions
        workflow={CONTENT_PRODUCT_WORKFLOW}
        item={{ id: product.id, status: product.status, scheduledPublishTime: product.scheduledPublishTime }}
        variant="buttons"
        onChanged={refetch}
      />
    </Space>
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
      <ActionDialog
        title={DELETE_PRODUCT_TITLE}
        open={deleting}
        onCancel={() => setDeleting(false)}
        actions={[{ key: 'delete', label: 'Delete', primary: true, danger: true, onClick: deleteProduct }]}
      >
        <Typography.Paragraph>{deleteProductText(product.name, product.isbn)}</Typography.Paragraph>
      </ActionDialog>
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
  // A product the address names nothing of is 'Not Found' (no breadcrumbs above it).
  if (ref === null) return <NotFound />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound detail={query.error.message} />;
  if (query.isLoading) return <Loading label="Loading the product" />;
  if (query.isError || !query.data) {
    return <Result status="warning" title={query.error instanceof Error ? query.error.message : NOT_FOUND_TITLE} />;
  }
  return (
    <section aria-labelledby="page-title">
      <ProductDetail key={query.data.id} product={query.data} refetch={() => void query.refetch()} />
    </section>
  );
}
