import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Divider, Empty, Form, Row, Select, Typography } from 'antd';
import { PRODUCT_LABELS as L } from '../../../../shared/domain/content-product-labels';
import { PRODUCT_TYPE_LABELS, UPSELL_TYPES, type UpsellType } from '../../../../shared/domain/content-product-types';
import { orEmpty } from '../../../components/date-format';
import { type ProductOption, useProductOptions } from '../queries';
import { CouponSelect, PidSelect } from './EcomSelects';
import { newUpsellCard, type ProductFormValues } from './product-form-model';

const UPSELL_TYPE_OPTIONS = UPSELL_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }));

const itemOptions = (items: readonly ProductOption[] | undefined) =>
  (items ?? []).map((p) => ({ value: p.isbn, label: `${p.isbn} - ${p.name}`, item: p }));

/** Candidates of an upsell card: products of the card's type, in the product's language (All Access: any). */
function useUpsellCandidates(type: UpsellType | undefined, languageId: number | undefined) {
  return useProductOptions(
    { languageId: type === 'ALL_ACCESS' ? undefined : languageId, productTypes: type ? [type] : undefined },
    type !== undefined,
  );
}

function UpsellCard({ index, onRemove }: { index: number; onRemove: () => void }) {
  // Untyped instance: the card's fields are addressed by list paths.
  const form = Form.useFormInstance();
  const languageId = Form.useWatch('languageId', form) as number | undefined;
  const type = Form.useWatch(['productUpsells', index, 'upsellType'], form) as UpsellType | undefined;
  const pid = Form.useWatch(['productUpsells', index, 'upsellEcomPid'], form) as string | null | undefined;
  const hasCode = Form.useWatch(['productUpsells', index, 'hasEComPromotionCode'], form) as boolean | undefined;
  const candidates = useUpsellCandidates(type, languageId);
  const at = (field: string) => ['productUpsells', index, field];

  return (
    <Card
      size="small"
      title={`Upsell card ${index + 1}`}
      style={{ marginBottom: 16 }}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={`Remove upsell card ${index + 1}`}
        >
          Remove
        </Button>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={L.upsellType} name={[index, 'upsellType']} required>
            <Select
              options={UPSELL_TYPE_OPTIONS}
              onChange={() =>
                form.setFieldValue(['productUpsells', index], {
                  ...form.getFieldValue(['productUpsells', index]),
                  upsellInAppId: null,
                  upsellInAppIsbn: null,
                  upsellInAppName: null,
                })
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={L.upsellInAppIsbn} name={[index, 'upsellInAppIsbn']} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder="Select the in-app product"
              loading={candidates.isFetching}
              options={itemOptions(candidates.data?.content)}
              onChange={(_value, option) => {
                const item = (Array.isArray(option) ? undefined : option)?.item;
                form.setFieldValue(at('upsellInAppId'), item?.id ?? null);
                form.setFieldValue(at('upsellInAppName'), item?.name ?? null);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={L.upsellEcomPid} name={[index, 'upsellEcomPid']}>
            <PidSelect
              aria-label={`eCom PID of upsell card ${index + 1}`}
              onChange={(v) => {
                form.setFieldValue(at('upsellEcomPid'), v);
                form.setFieldValue(at('upsellPromotionCode'), null);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[index, 'hasEComPromotionCode']} valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{L.hasEComPromotionCode}</Checkbox>
          </Form.Item>
          {hasCode ? (
            <Form.Item name={[index, 'upsellPromotionCode']} required label={L.upsellPromotionCode}>
              <CouponSelect pid={pid} aria-label={`Promotion code of upsell card ${index + 1}`} />
            </Form.Item>
          ) : null}
        </Col>
      </Row>
    </Card>
  );
}

/** Shows a form value as text (a field the form fills, not the user). */
function TextValue({ value }: { value?: string | null }) {
  return <Typography.Text type="secondary">{orEmpty(value)}</Typography.Text>;
}

function UpgradeFields() {
  const form = Form.useFormInstance<ProductFormValues>();
  const languageId = Form.useWatch('languageId', form) as number | undefined;
  const pid = Form.useWatch('upgradeEcomPid', form) as string | null | undefined;
  const upgrades = useProductOptions({ languageId, productTypes: ['UPGRADE'] }, languageId !== undefined);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={L.upgradeIsbn} name="upgradeIsbn">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={languageId === undefined ? 'Select a language first' : 'Select the upgrade product'}
            loading={upgrades.isFetching}
            options={itemOptions(upgrades.data?.content)}
            onChange={(_value, option) => {
              const item = (Array.isArray(option) ? undefined : option)?.item;
              form.setFieldsValue({ upgradeId: item?.id ?? null, upgradeName: item?.name ?? null });
            }}
          />
        </Form.Item>
        <Form.Item label={L.upgradeName} name="upgradeName">
          <TextValue />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={L.upgradeEcomPid} name="upgradeEcomPid">
          <PidSelect
            aria-label="Upgrade eCom PID"
            onChange={(v) => form.setFieldsValue({ upgradeEcomPid: v, upgradePromotionCode: null })}
          />
        </Form.Item>
        <Form.Item label={L.upgradePromotionCode} name="upgradePromotionCode">
          <CouponSelect pid={pid} aria-label="Upgrade promotion code" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The 'Upsell & Upgrade' tab (CP-FORM-21..24, 26). */
export function UpsellUpgradeTab() {
  return (
    <>
      <Divider titlePlacement="start">Upsell</Divider>
      <Form.List name="productUpsells">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <Empty description="No upsell card" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
            {fields.map((field) => (
              <UpsellCard key={field.key} index={field.name} onRemove={() => remove(field.name)} />
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newUpsellCard())} block>
              Add upsell card
            </Button>
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">Upgrade</Divider>
      <UpgradeFields />
    </>
  );
}
