import { Flex, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import type { SubscriptionCoupon } from '../../../../shared/contracts/subscriptions';
import { FormDialog } from '../../../components/FormDialog';
import { useReadErrorNotice } from '../../../components/ReadErrorState';
import { StatusTag } from '../../../components/StatusTag';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { useCountries } from '../../reference';
import { ActionPreview } from './ActionPreview';
import {
  COUPON_USAGE_TAGS,
  couponCodeText,
  couponDiscountText,
  couponDurationText,
  couponLabel,
  couponsFor,
} from './action-options';
import { useApplySubscriptionCoupon, useSubscriptionCoupons, useSubscriptionPreview } from './queries';
import {
  CONFIRM_LABELS,
  DIALOG_TITLES,
  PREVIEW_AFTER_CODE,
  PROMO_EXPLANATION,
  PROMO_LABELS,
  PROMO_PLACEHOLDERS,
  PROMO_REQUIRED,
} from './texts';
import { type SubscriptionDialogProps, useConfirmAction, useFormActionSave } from './useConfirmAction';

interface Values {
  country: string | null;
  code: string | null;
}

const INITIAL: Values = { country: null, code: null };

/** SUB-PRO-04..06: the code (its kind as a tag), the discount and the duration. */
function CouponOption({ coupon }: { coupon: SubscriptionCoupon }) {
  const { code } = couponCodeText(coupon);
  return (
    <Flex gap={8} align="center" wrap={false}>
      <Typography.Text strong>{code}</Typography.Text>
      <StatusTag status={coupon.codeUsage} vocabulary={COUPON_USAGE_TAGS} style={{ marginInlineEnd: 0 }} />
      <Typography.Text>{couponDiscountText(coupon)}</Typography.Text>
      <Typography.Text type="secondary">{couponDurationText(coupon.duration)}</Typography.Text>
    </Flex>
  );
}

/**
 * SUB-PRO: a country (the cached countries, API-S-31) and a promo code of the subscription (API-S-26)
 * that applies there (SUB-PRO-03), both required (SUB-PRO-02); once both are chosen, the preview of
 * the code applied; confirm applies it (API-S-27, If-Match), 'Applied successfully' (SUB-PRO-08). A
 * FormDialog (SHELL-UX-01).
 */
export function ApplyPromoCodeDialog({ open, auth0Id, subscription, onClose }: SubscriptionDialogProps) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const country: string | null = Form.useWatch('country', form) ?? null;
  const code: string | null = Form.useWatch('code', form) ?? null;
  const countries = useCountries();
  const coupons = useSubscriptionCoupons(subscription.subscriptionId, open);
  useReadErrorNotice(coupons.error);
  const offered = useMemo(() => couponsFor(coupons.data ?? [], country), [coupons.data, country]);
  const chosen = country !== null && code !== null && offered.some((c) => c.code === code);
  const preview = useSubscriptionPreview(
    auth0Id,
    subscription,
    'applyPromoCode',
    chosen ? { code, applyCountry: country } : {},
    open && chosen,
  );
  const apply = useApplySubscriptionCoupon(auth0Id);
  const confirm = useConfirmAction('applyPromoCode', subscription);

  const save = useFormActionSave(
    form,
    confirm,
    { clean: guard.clean, onClose, refetch: preview.refetch },
    (acted, values) => apply.mutateAsync({ ...acted, code: values.code ?? '', applyCountry: values.country ?? '' }),
  );

  const onValuesChange = (changed: Partial<Values>) => {
    guard.markDirty();
    // A code the new country does not take is dropped (SUB-PRO-03).
    if ('country' in changed && code && !couponsFor(coupons.data ?? [], changed.country).some((c) => c.code === code))
      form.setFieldsValue({ code: null });
  };

  const countryOptions = (countries.data?.data ?? []).map((c) => ({ value: c.iso2, label: c.displayName }));
  const codeOptions = offered.map((c) => ({
    value: c.code,
    label: <CouponOption coupon={c} />,
    title: couponLabel(c),
  }));
  let codePlaceholder: string = PROMO_PLACEHOLDERS.code;
  if (!country) codePlaceholder = PROMO_PLACEHOLDERS.chooseCountry;
  else if (!coupons.isFetching && offered.length === 0) codePlaceholder = PROMO_PLACEHOLDERS.noCode;

  return (
    <FormDialog
      title={DIALOG_TITLES.applyPromoCode}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={save}
      form={form}
      saveLabel={CONFIRM_LABELS.applyPromoCode}
      width={640}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{subscription.title}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{PROMO_EXPLANATION}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={INITIAL} onValuesChange={onValuesChange}>
        <Form.Item
          name="country"
          label={PROMO_LABELS.country}
          required
          rules={[{ required: true, message: PROMO_REQUIRED.country }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isFetching}
            options={countryOptions}
            placeholder={PROMO_PLACEHOLDERS.country}
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={PROMO_LABELS.code}
          required
          rules={[{ required: true, message: PROMO_REQUIRED.code }]}
          style={{ marginBottom: 0 }}
        >
          <Select
            disabled={!country}
            loading={coupons.isFetching}
            options={codeOptions}
            placeholder={codePlaceholder}
            notFoundContent={PROMO_PLACEHOLDERS.noCode}
          />
        </Form.Item>
      </Form>
      <ActionPreview
        preview={preview.data}
        loading={preview.isFetching}
        error={preview.error}
        idle={chosen ? undefined : PREVIEW_AFTER_CODE}
      />
    </FormDialog>
  );
}
