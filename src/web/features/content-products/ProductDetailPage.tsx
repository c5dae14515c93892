import { Alert, App, Button, ConfigProvider, Form, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  deleteContentProduct,
  type Product,
  type ProductBody,
  productSchema,
  updateContentProduct,
} from '../../../shared/contracts/content-products';
import { deleteRefusal, editRefusal } from '../../../shared/domain/content-product';
import { UNSAVED_CHANGES_TEXT } from '../../../shared/domain/ui-texts';
import { staleCurrent } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { PageTitle } from '../../components/PageTitle';
import { unchangedEdit } from '../../components/unchanged-edit';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { WorkflowActions } from '../catalog-workflow';
import { ProductForm } from './form/ProductForm';
import { formToBody, keepCourseIdentity, type ProductFormValues, productToForm } from './form/product-form-model';
import { useProductFormRules } from './form/useProductFormRules';
import { useProductSubmit } from './form/useProductSubmit';
import { ProductLogTab } from './lazy-parts';
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

function ProductDetail({ product, refetch }: { product: Product; refetch: () => void }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { can } = usePermissions();
  const [form] = Form.useForm<ProductFormValues>();
  const [editing, setEditing] = useState(false);
  // The version of the product the edit builds on: a save after someone else's is refused (409).
  const [editedVersion, setEditedVersion] = useState(product.rowVersion);
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState('info');
  const [choosing, setChoosing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const rules = useProductFormRules(form);
  const { submit } = useProductSubmit(form, rules, setTab);
  const update = useUpdateContentProduct(product.id, {
    // Someone saved in between: the error says so; the edit is kept and now builds on their version,
    // so saving again keeps these values (the server's message offers that).
    onError: (error) => {
      const current = productSchema.pick({ rowVersion: true }).safeParse(staleCurrent(error));
      if (current.success) setEditedVersion(current.data.rowVersion);
    },
  });
  const remove = useDeleteContentProduct(product.id);
  const initialValues = useMemo(() => productToForm(product), [product]);
  useLeavePageGuard(editing && dirty);

  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  // Shown values follow the server while not editing.
  useEffect(() => {
    if (!editing) form.setFieldsValue(initialValues);
  }, [form, editing, initialValues]);

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
    setEditing(false);
    refetch();
  };

  const save = () => {
    const edited = formToBody(form.getFieldsValue(true) as ProductFormValues);
    if (unchangedEdit(formToBody(initialValues), edited)) return;
    // Check first, so the choice is asked only for a savable edit.
    if (product.hasHistoricalActiveStatus) {
      if (rules.check()) return send(undefined); // shows the warning and the first error's tab
      setChoosing(true);
      return;
    }
    return send(undefined);
  };

  const cancelEdit = () => {
    const leave = () => {
      setDirty(false);
      setEditing(false);
      form.resetFields();
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
    setLeaveTo(CONTENT_PRODUCT_LIST_PATH);
  };

  // CP-DET-04/05: the rule that disables Delete or Edit also says why, in the button's tooltip.
  const editBlocked = editRefusal(product);
  const deleteBlocked = deleteRefusal(product);
  const viewButtons = (
    <Space wrap>
      {can(deleteContentProduct.permission) ? (
        <ActionButton danger refusal={deleteBlocked} onClick={() => setDeleting(true)}>
          Delete
        </ActionButton>
      ) : null}
      {can(updateContentProduct.permission) ? (
        <ActionButton
          refusal={editBlocked}
          onClick={() => {
            setTab((t) => (t === 'log' ? 'info' : t));
            setEditedVersion(product.rowVersion);
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
  const editButtons = (
    <Space>
      <Button onClick={cancelEdit}>Cancel</Button>
      <ActionButton type="primary" onClick={save}>
        Save
      </ActionButton>
    </Space>
  );

  return (
    <section aria-labelledby="page-title">
      <PageTitle extra={editing ? editButtons : viewButtons}>
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
      <ProductForm
        key={editing ? 'edit' : 'view'}
        form={form}
        initialValues={initialValues}
        readOnly={!editing}
        activeTab={tab}
        onTabChange={setTab}
        onEdited={() => {
          setDirty(true);
          rules.recheck();
        }}
        extraTabs={
          editing
            ? []
            : [
                {
                  key: 'log',
                  label: 'Product log',
                  children: (
                    <ConfigProvider componentDisabled={false}>
                      <ProductLogTab productId={product.id} />
                    </ConfigProvider>
                  ),
                },
              ]
        }
      />
      <SaveChoiceDialog
        open={choosing}
        onCancel={() => setChoosing(false)}
        onChoose={async (immediately) => {
          await send(immediately);
          setChoosing(false);
        }}
      />
      <ActionDialog
        title={DELETE_PRODUCT_TITLE}
        open={deleting}
        onCancel={() => setDeleting(false)}
        actions={[{ key: 'delete', label: 'Delete', primary: true, danger: true, onClick: deleteProduct }]}
      >
        <Typography.Paragraph>{deleteProductText(product.name, product.isbn)}</Typography.Paragraph>
      </ActionDialog>
    </section>
  );
}

/** /products/content/:productId (CP-DET-01..10): read-only by default, Edit mode, Product log. */
export default function ProductDetailPage() {
  const { productId } = useParams();
  const id = Number(productId);
  const query = useContentProduct(id);
  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title="Not Found" />;
  if (query.isLoading) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spin aria-label="Loading the product" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <Result status="warning" title={query.error instanceof Error ? query.error.message : 'Not Found'} />;
  }
  return <ProductDetail product={query.data} refetch={() => void query.refetch()} />;
}
