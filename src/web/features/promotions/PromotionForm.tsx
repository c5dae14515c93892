import { Card, Flex, Form, Radio, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import type { Promotion } from '../../../shared/contracts/promotions';
import { PROMOTION_SOURCE_LABELS, PROMOTION_SOURCES } from '../../../shared/domain/promotion';
import { type LocalizedPageFormProps, PageForm } from '../../components/PageForm';
import { ProviderFields } from './ProviderFields';
import type { PromotionFormValues } from './promotion-form-model';
import { codeLabel } from './texts';

/** The buy-one-gift-one fields (with the date pickers): loaded once the source is chosen, or preloaded. */
const loadBogoFields = () => import('./BogoFields');
const BogoFields = lazy(loadBogoFields);
export const preloadBogoFields = () => void loadBogoFields();

const SOURCE_OPTIONS = PROMOTION_SOURCES.map((value) => ({ value, label: PROMOTION_SOURCE_LABELS[value] }));

/**
 * PROMO-ADD-01..07, PROMO-BP, PROMO-BOGO, PROMO-DET-08: the add and edit form of a promotion. Add asks
 * for the source first (billing provider or buy one gift one); edit keeps it, and a billing-provider
 * promotion's coupon, code usage and quantity stay as made.
 */
export function PromotionForm({
  form,
  initialValues,
  promotion,
  locale,
  onLocaleChange,
  onEdited,
  notice,
}: LocalizedPageFormProps<PromotionFormValues> & {
  /** The promotion being edited; absent on the add page. */
  promotion?: Promotion;
}) {
  const source = Form.useWatch('source', form) ?? initialValues.source;
  // The other source's fields load while this one is filled in (add).
  useEffect(() => {
    if (!promotion) preloadBogoFields();
  }, [promotion]);
  return (
    <PageForm form={form} initialValues={initialValues} label="Promotion" onValuesChange={onEdited}>
      {notice}
      <Card size="small" style={{ marginBottom: 16 }}>
        {promotion ? (
          <Flex gap={24} wrap>
            <Typography.Text>
              <Typography.Text type="secondary">Source: </Typography.Text>
              {PROMOTION_SOURCE_LABELS[promotion.source]}
            </Typography.Text>
            <Typography.Text>
              <Typography.Text type="secondary">{codeLabel(promotion.codeUsage)}: </Typography.Text>
              {promotion.code}
            </Typography.Text>
          </Flex>
        ) : (
          <Form.Item name="source" label="Source" required style={{ marginBottom: 0 }}>
            <Radio.Group options={SOURCE_OPTIONS} />
          </Form.Item>
        )}
      </Card>
      {source === 'buy-one-gift-one' ? (
        <Suspense fallback={<Spin aria-label="Loading the buy one gift one fields" />}>
          <BogoFields form={form} promotion={promotion} locale={locale} onLocaleChange={onLocaleChange} />
        </Suspense>
      ) : (
        <ProviderFields form={form} promotion={promotion} locale={locale} onLocaleChange={onLocaleChange} />
      )}
    </PageForm>
  );
}
