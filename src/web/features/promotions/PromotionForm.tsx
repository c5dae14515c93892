import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  type FormInstance,
  InputNumber,
  Popconfirm,
  Radio,
  Row,
  Select,
  Spin,
  Typography,
} from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import type { Promotion, ProviderCoupon } from '../../../shared/contracts/promotions';
import {
  CODE_USAGE_LABELS,
  CODE_USAGES,
  DISCOUNT_TYPE_LABELS,
  discountText,
  durationText,
  PROMOTION_MESSAGES as MESSAGES,
  PROMOTION_SOURCE_LABELS,
  PROMOTION_SOURCES,
} from '../../../shared/domain/promotion';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import { required } from '../../components/form-rules';
import { namedOptions, withKnown } from '../../components/known-options';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { useCountries } from '../reference';
import { DescriptionDisclosureTabs } from './DescriptionDisclosureTabs';
import { CodeTextFields, TextsSection } from './form-parts';
import { PromotionStatusTag, TimeRangeText } from './PromotionStatusTag';
import {
  billingPlanProblem,
  discountOf,
  durationOf,
  type EntryValues,
  emptyEntry,
  type PromotionFormValues,
  quantityProblem,
} from './promotion-form-model';
import { useBasePriceOptions, useBillingPlanOptions, useProviderCoupons } from './queries';
import { codeLabel } from './texts';

/** The buy-one-gift-one fields (with the date pickers): loaded once the source is chosen, or preloaded. */
const loadBogoFields = () => import('./BogoFields');
const BogoFields = lazy(loadBogoFields);
export const preloadBogoFields = () => void loadBogoFields();

const SOURCE_OPTIONS = PROMOTION_SOURCES.map((value) => ({ value, label: PROMOTION_SOURCE_LABELS[value] }));
const USAGE_OPTIONS = CODE_USAGES.map((value) => ({ value, label: CODE_USAGE_LABELS[value] }));

/** The facts a coupon gives its promotion, as the coupon (add) or the promotion (edit) has them. */
type CouponFacts = Pick<
  ProviderCoupon,
  'name' | 'timeRange' | 'discountType' | 'percent' | 'currencies' | 'maxRedemptions' | 'duration' | 'status'
>;

/** PROMO-BP-03: the chosen coupon's name, time range, type, discount and status, read-only (CONST-17/18). */
function couponFactFields(coupon: CouponFacts): ReadOnlyField[] {
  return [
    { key: 'name', label: 'Promotion name', value: coupon.name },
    {
      key: 'timeRange',
      label: 'Time range',
      value: <TimeRangeText {...coupon.timeRange} />,
    },
    { key: 'type', label: 'Promotion type', value: DISCOUNT_TYPE_LABELS[coupon.discountType] },
    { key: 'discount', label: 'Discount', value: discountText(discountOf(coupon)) },
    { key: 'duration', label: 'Duration', value: durationText(durationOf(coupon.duration)) },
    {
      key: 'max',
      label: 'Max redemptions',
      value: coupon.maxRedemptions === null ? 'No limit' : String(coupon.maxRedemptions),
    },
    { key: 'status', label: 'Status', value: <PromotionStatusTag status={coupon.status} /> },
  ];
}

/**
 * PROMO-BP-05: one entry per billing plan (added, edited, deleted), each with its billing plan (each
 * plan once: the plans of the other entries are disabled) and the texts per locale.
 */
function EntryList({
  form,
  promotion,
  locale,
  onLocaleChange,
}: {
  form: FormInstance<PromotionFormValues>;
  promotion?: Promotion;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
}) {
  const plans = useBillingPlanOptions();
  const entries: EntryValues[] = Form.useWatch('descriptionDisclosures', form) ?? [];
  const planOptions = withKnown(
    (plans.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    (promotion?.descriptionDisclosures ?? []).flatMap((e) =>
      e.billingPlanId === null ? [] : [{ value: e.billingPlanId, label: e.billingPlanName ?? `#${e.billingPlanId}` }],
    ),
  );
  return (
    <Form.List name="descriptionDisclosures">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 ? (
            <Typography.Paragraph type="secondary">
              No description and disclosure yet: add one per billing plan.
            </Typography.Paragraph>
          ) : null}
          {fields.map((field, index) => {
            const taken = new Set(entries.filter((_, i) => i !== index).map((e) => e?.billingPlanId ?? null));
            return (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={`Billing plan entry ${index + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  <Popconfirm
                    title="Delete this description and disclosure?"
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancel"
                    onConfirm={() => remove(field.name)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Delete entry ${index + 1}`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>
                }
              >
                <Form.Item
                  name={[field.name, 'billingPlanId']}
                  label="Billing plan"
                  required
                  rules={[
                    {
                      validator: () => {
                        const message = billingPlanProblem(form.getFieldValue('descriptionDisclosures'), index);
                        return message ? Promise.reject(new Error(message)) : Promise.resolve();
                      },
                    },
                  ]}
                  style={{ maxWidth: 360 }}
                >
                  <Select<number>
                    aria-label={`Billing plan of entry ${index + 1}`}
                    placeholder="Select a billing plan"
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={plans.isLoading}
                    options={planOptions.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
                  />
                </Form.Item>
                <DescriptionDisclosureTabs
                  base={[field.name]}
                  activeLocale={locale}
                  onLocaleChange={onLocaleChange}
                  nameSuffix={`, entry ${index + 1}`}
                />
              </Card>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add(emptyEntry())} block>
            Add description and disclosure
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** PROMO-BP-01..08: the billing-provider source. */
function ProviderFields({
  form,
  promotion,
  locale,
  onLocaleChange,
}: {
  form: FormInstance<PromotionFormValues>;
  promotion?: Promotion;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
}) {
  const editing = promotion !== undefined;
  const coupons = useProviderCoupons(!editing);
  const basePrices = useBasePriceOptions();
  const countries = useCountries();
  const usage = Form.useWatch('codeUsage', form);
  const couponId = Form.useWatch('recurlyCouponId', form);
  const coupon = coupons.data?.find((c) => c.id === couponId);
  // Edit: the facts are the promotion's own (its coupon is fixed).
  const facts: CouponFacts | undefined = editing ? promotion : coupon;

  const couponOptions = withKnown(
    (coupons.data ?? []).map((c) => ({ value: c.id, label: c.code, disabled: c.promotionId !== null })),
    promotion?.recurlyCouponId ? [{ value: promotion.recurlyCouponId, label: promotion.code }] : [],
  );
  const basePriceOptions = useMemo(
    () => namedOptions(basePrices.data?.data, promotion?.appliedBasePrices),
    [basePrices.data, promotion],
  );
  const countryOptions = useMemo(
    () =>
      withKnown(
        (countries.data?.data ?? []).map((c) => ({ value: c.id, label: c.displayName })),
        (promotion?.appliedCountries ?? []).map((c) => ({ value: c.id, label: c.name })),
      ),
    [countries.data, promotion],
  );

  return (
    <>
      <Card size="small" title="Billing provider coupon" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={6}>
            <Form.Item
              name="codeUsage"
              label="Code usage"
              required
              rules={[required(MESSAGES.codeUsageRequired)]}
              extra={editing ? 'Fixed once the promotion is made.' : undefined}
            >
              <Radio.Group options={USAGE_OPTIONS} disabled={editing} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={10}>
            <Form.Item
              name="recurlyCouponId"
              label="Coupon"
              required
              rules={[required(MESSAGES.couponRequired)]}
              extra={editing ? undefined : 'A coupon used by a promotion already cannot be chosen.'}
            >
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select a coupon by code"
                loading={coupons.isLoading}
                disabled={editing}
                options={couponOptions}
                optionRender={(option) =>
                  option.data.disabled ? (
                    <span>
                      {option.data.label}
                      <Typography.Text type="secondary"> (in use)</Typography.Text>
                    </span>
                  ) : (
                    option.data.label
                  )
                }
              />
            </Form.Item>
          </Col>
          {usage === 'bulk' ? (
            <Col xs={24} lg={8}>
              <Form.Item
                name="quantity"
                label="Quantity"
                required
                dependencies={['recurlyCouponId']}
                rules={[
                  {
                    validator: (_rule, value: number | null | undefined) => {
                      if (editing) return Promise.resolve();
                      const message = quantityProblem(value, coupon ? coupon.maxRedemptions : undefined);
                      return message ? Promise.reject(new Error(message)) : Promise.resolve();
                    },
                  },
                ]}
                extra={editing ? 'Fixed once the codes are generated.' : 'How many single-use codes to generate.'}
              >
                <InputNumber<number> disabled={editing} placeholder="Number of codes" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        {facts ? (
          <ReadOnlyFields label="Coupon facts" fields={couponFactFields(facts)} />
        ) : (
          <Typography.Text type="secondary">
            The name, time range, type, discount and status come from the chosen coupon.
          </Typography.Text>
        )}
      </Card>
      <Card size="small" title="Code text" style={{ marginBottom: 16 }}>
        <CodeTextFields />
      </Card>
      <Card size="small" title="Applies to" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item
              name="appliedBasePriceIds"
              label="Applied base price"
              required
              rules={[required(MESSAGES.basePricesRequired)]}
            >
              <Select<number[]>
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select base prices"
                loading={basePrices.isLoading}
                options={basePriceOptions}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="appliedCountryIds"
              label="Applied countries/regions"
              extra="None chosen: the promotion applies in every country."
            >
              <Select<number[]>
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="All countries"
                loading={countries.isLoading}
                options={countryOptions}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <TextsSection>
        <EntryList form={form} promotion={promotion} locale={locale} onLocaleChange={onLocaleChange} />
      </TextsSection>
    </>
  );
}

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
}: {
  form: FormInstance<PromotionFormValues>;
  initialValues: PromotionFormValues;
  /** The promotion being edited; absent on the add page. */
  promotion?: Promotion;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
  onEdited: () => void;
  notice?: ReactNode;
}) {
  const source = Form.useWatch('source', form) ?? initialValues.source;
  // The other source's fields load while this one is filled in (add).
  useEffect(() => {
    if (!promotion) preloadBogoFields();
  }, [promotion]);
  return (
    <Form<PromotionFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Promotion"
      onValuesChange={onEdited}
    >
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
    </Form>
  );
}
