import { Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import {
  allAccessLanguageError,
  generatedDescription,
  hasFixedPrice,
  namiUpsellLocked,
  PRODUCT_CURRENCY,
  premiumRule,
  TEXT_LIMITS,
} from '../../../../shared/domain/content-product';
import { PRODUCT_LABELS as L } from '../../../../shared/domain/content-product-labels';
import {
  MULTI_LEVEL_OPTIONS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  type ProductType,
  SINGLE_LEVEL_OPTIONS,
} from '../../../../shared/domain/content-product-types';
import { blockExponent, NumberRangeInput } from '../../../components/NumberRangeInput';
import { useCatalogueLanguages } from '../../reference';
import { useProductOptions } from '../queries';
import type { ProductFormValues } from './product-form-model';

const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }));

/*
 * CP-FORM-17: the 'e' key (exponent) is blocked in the price and the lesson range. The number fields
 * have no min, max or precision: antd would silently rewrite what was typed (31 → 30, 2.5 → 3, 19.999 →
 * 20.00); the shared rules (`validateProduct`) say what is wrong instead, and the value stays as typed.
 */

/** The 'Product info' tab of the add/edit form (CP-FORM-01..20). */
export function ProductInfoTab() {
  const form = Form.useFormInstance<ProductFormValues>();
  const type = Form.useWatch('productType', form) as ProductType | undefined;
  const languageId = Form.useWatch('languageId', form) as number | undefined;
  const courseLevel = Form.useWatch(['course', 'courseLevel'], form) as string | null | undefined;
  const languages = useCatalogueLanguages();
  const singleLevels = useProductOptions(
    { languageId, productTypes: ['SINGLE_LEVEL'] },
    type === 'MULTI_LEVEL' && languageId !== undefined,
  );
  const premiumProducts = useProductOptions(
    { languageId, isPremium: 'true' },
    type === 'UPGRADE' && languageId !== undefined,
  );

  const rule = premiumRule(type);
  const allAccess = type === 'ALL_ACCESS';
  // CP-FORM-13: an All Access product is in the All Access language, and no other product is.
  const languageOptions = (languages.data?.content ?? [])
    .filter((l) => !type || allAccessLanguageError(type, l.isAllAccess) === null)
    .map((l) => ({ value: l.id, label: l.name }));
  const allAccessLanguageId = languages.data?.content.find((l) => l.isAllAccess)?.id;
  useEffect(() => {
    if (allAccessLanguageId === undefined) return;
    const current = form.getFieldValue('languageId') as number | undefined;
    if (allAccess && current !== allAccessLanguageId) form.setFieldValue('languageId', allAccessLanguageId);
    if (!allAccess && current === allAccessLanguageId) form.setFieldValue('languageId', undefined);
  }, [allAccess, allAccessLanguageId, form]);
  const generated = allAccess ? null : generatedDescription(type, { courseLevel });
  const levelOptions = type === 'MULTI_LEVEL' ? MULTI_LEVEL_OPTIONS : SINGLE_LEVEL_OPTIONS;

  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Form.Item label={L.isbn} name="isbn" required normalize={(v: string) => v.trimStart()}>
          <Input placeholder="978…" autoComplete="off" />
        </Form.Item>
        <Form.Item label={L.productType} name="productType" required>
          <Select options={TYPE_OPTIONS} placeholder="Select a product type" />
        </Form.Item>
        <Form.Item label={L.languageId} name="languageId" required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select a language"
            loading={languages.isLoading}
            options={languageOptions}
            disabled={allAccess || undefined}
          />
        </Form.Item>
        <Form.Item label={L.isPremium} name="isPremium" required>
          <Radio.Group
            disabled={rule !== 'either' || undefined}
            options={[
              { value: false, label: 'Standard' },
              { value: true, label: 'Premium' },
            ]}
          />
        </Form.Item>
        <Form.Item label={L.name} name="name" extra={allAccess ? 'Fixed for All Access products.' : undefined}>
          <Input readOnly={allAccess} disabled={allAccess || undefined} maxLength={500} />
        </Form.Item>
        <Form.Item label={L.upsellName} name="upsellName">
          <Input showCount maxLength={TEXT_LIMITS.upsellName} />
        </Form.Item>
        <Form.Item label={L.learnName} name="learnName">
          <Input showCount maxLength={TEXT_LIMITS.learnName} />
        </Form.Item>
        <Form.Item
          label={
            <Space>
              {L.upsellDescription}
              {generated ? (
                <Button size="small" type="link" onClick={() => form.setFieldValue('upsellDescription', generated)}>
                  Use generated text
                </Button>
              ) : null}
            </Space>
          }
          name="upsellDescription"
          extra={allAccess ? 'Fixed for All Access products.' : generated ? `Generated text: ${generated}` : undefined}
        >
          <Input.TextArea
            rows={3}
            showCount
            maxLength={TEXT_LIMITS.upsellDescription}
            readOnly={allAccess}
            disabled={allAccess || undefined}
          />
        </Form.Item>
        <Form.Item label={L.price} required>
          <Space.Compact>
            <Form.Item name={['price', 'amount']} noStyle>
              <InputNumber
                aria-label="Price amount"
                step={1}
                onKeyDown={blockExponent}
                disabled={hasFixedPrice(type) || undefined}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Input value={PRODUCT_CURRENCY} disabled style={{ width: 72 }} aria-label="Currency" />
          </Space.Compact>
        </Form.Item>
        <Form.Item label={L.notes} name="notes">
          <Input.TextArea rows={3} showCount maxLength={TEXT_LIMITS.notes} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        {type === 'SINGLE_LEVEL' || type === 'FREE' || type === 'MULTI_LEVEL' ? (
          <Form.Item label={L.courseLevel} name={['course', 'courseLevel']} required={type !== 'MULTI_LEVEL'}>
            <Select options={levelOptions} placeholder="Select a course level" allowClear />
          </Form.Item>
        ) : null}
        {type === 'SINGLE_LEVEL' || type === 'LESSON_PACK' || type === 'FREE' ? (
          <Form.Item label={L.lessonRange} required>
            <NumberRangeInput
              name={['lessonRange']}
              labels={['Start lesson', 'End lesson']}
              disabled={{ from: type !== 'LESSON_PACK', to: type === 'FREE' }}
            />
          </Form.Item>
        ) : null}
        {type === 'SINGLE_LEVEL' ? (
          <Form.Item label={L.version} name="version" required extra="4 digits or 'orig'">
            <Input maxLength={4} style={{ width: 120 }} />
          </Form.Item>
        ) : null}
        {type === 'MULTI_LEVEL' ? (
          <Form.Item label={L.bundledProductIds} name="bundledProductIds" required>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={languageId === undefined ? 'Select a language first' : 'Select single-level products'}
              disabled={languageId === undefined || undefined}
              loading={singleLevels.isFetching}
              options={(singleLevels.data?.content ?? []).map((p) => ({
                value: p.id,
                label: `${p.isbn} - ${p.name}`,
              }))}
            />
          </Form.Item>
        ) : null}
        {type === 'UPGRADE' ? (
          <Form.Item label={L.premiumISBN} name="premiumISBN" required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder={languageId === undefined ? 'Select a language first' : 'Select a premium product'}
              disabled={languageId === undefined || undefined}
              loading={premiumProducts.isFetching}
              options={(premiumProducts.data?.content ?? []).map((p) => ({
                value: p.isbn,
                label: `${p.isbn} - ${p.name}`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="isUpsellSupportedByNami"
          valuePropName="checked"
          extra={namiUpsellLocked(type) ? 'Not available for this product type.' : undefined}
        >
          <Checkbox disabled={namiUpsellLocked(type) || undefined}>{L.isUpsellSupportedByNami}</Checkbox>
        </Form.Item>
        <Form.Item label={L.namiGroups} name="namiGroups">
          <Select mode="tags" tokenSeparators={[',', ' ']} placeholder="Type an id and press Enter" open={false} />
        </Form.Item>
      </Col>
    </Row>
  );
}
