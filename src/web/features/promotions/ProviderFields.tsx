import { Col, Form, InputNumber, Radio, Select, Typography } from 'antd';
import type { ProviderCoupon } from '../../../shared/contracts/promotions';
import {
  CODE_USAGE_LABELS,
  CODE_USAGES,
  DISCOUNT_TYPE_LABELS,
  discountText,
  durationText,
  PROMOTION_MESSAGES as MESSAGES,
} from '../../../shared/domain/promotion';
import { FieldsCard, RequiredItem } from '../../components/FormFields';
import { checkedBy } from '../../components/form-rules';
import { withKnown } from '../../components/known-options';
import { CountriesSelect, NamedMultiSelect } from '../../components/MultiSelect';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { useCountries } from '../reference';
import { EntryList } from './EntryList';
import { CodeTextSection, type SourceFieldsProps, TextsSection } from './form-parts';
import { PromotionStatusTag, TimeRangeText } from './PromotionStatusTag';
import { discountOf, durationOf, quantityProblem } from './promotion-form-model';
import { useBasePriceOptions, useProviderCoupons } from './queries';

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

/** PROMO-BP-01..08: the billing-provider source. */
export function ProviderFields({ form, promotion, locale, onLocaleChange }: SourceFieldsProps) {
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

  return (
    <>
      <FieldsCard
        title="Billing provider coupon"
        after={
          facts ? (
            <ReadOnlyFields label="Coupon facts" fields={couponFactFields(facts)} />
          ) : (
            <Typography.Text type="secondary">
              The name, time range, type, discount and status come from the chosen coupon.
            </Typography.Text>
          )
        }
      >
        <Col xs={24} lg={6}>
          <RequiredItem
            name="codeUsage"
            label="Code usage"
            message={MESSAGES.codeUsageRequired}
            extra={editing ? 'Fixed once the promotion is made.' : undefined}
          >
            <Radio.Group options={USAGE_OPTIONS} disabled={editing} />
          </RequiredItem>
        </Col>
        <Col xs={24} lg={10}>
          <RequiredItem
            name="recurlyCouponId"
            label="Coupon"
            message={MESSAGES.couponRequired}
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
          </RequiredItem>
        </Col>
        {usage === 'bulk' ? (
          <Col xs={24} lg={8}>
            <Form.Item
              name="quantity"
              label="Quantity"
              required
              dependencies={['recurlyCouponId']}
              rules={[
                // Edit: the quantity is the one generated.
                checkedBy((value: number | null | undefined) =>
                  editing ? null : quantityProblem(value, coupon ? coupon.maxRedemptions : undefined),
                ),
              ]}
              extra={editing ? 'Fixed once the codes are generated.' : 'How many single-use codes to generate.'}
            >
              <InputNumber<number> disabled={editing} placeholder="Number of codes" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
      </FieldsCard>
      <CodeTextSection />
      <FieldsCard title="Applies to">
        <Col xs={24} lg={12}>
          <RequiredItem name="appliedBasePriceIds" label="Applied base price" message={MESSAGES.basePricesRequired}>
            <NamedMultiSelect
              query={basePrices}
              known={promotion?.appliedBasePrices}
              placeholder="Select base prices"
            />
          </RequiredItem>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="appliedCountryIds"
            label="Applied countries/regions"
            extra="None chosen: the promotion applies in every country."
          >
            <CountriesSelect
              query={countries}
              known={promotion?.appliedCountries.map((c) => ({ value: c.id, label: c.name }))}
              placeholder="All countries"
            />
          </Form.Item>
        </Col>
      </FieldsCard>
      <TextsSection>
        <EntryList form={form} promotion={promotion} locale={locale} onLocaleChange={onLocaleChange} />
      </TextsSection>
    </>
  );
}
