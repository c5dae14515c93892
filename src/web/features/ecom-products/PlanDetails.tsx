import { Space, Typography } from 'antd';
import type { Plan } from '../../../shared/contracts/ecom-products';
import {
  courseLevelLabel,
  lessonRangeText,
  productRefText,
  statusLabel,
  yesNo,
} from '../../../shared/domain/content-product-labels';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../shared/domain/content-product-types';
import {
  billingCycleText,
  checkoutDeeplink,
  FREE_TRIAL_TYPE_LABELS,
  isLifetimeType,
  PLAN_PRODUCT_TYPE_LABELS,
} from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS as L } from '../../../shared/domain/ecom-plan-labels';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES, richTextPlain } from '../../../shared/domain/rich-text';
import { useRuntimeConfig } from '../../app/runtime-config';
import { CopyButton } from '../../components/CopyButton';
import { EMPTY, formatDateTime } from '../../components/date-format';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { PlanStatusDot } from './PlanStatus';

/** EP-DL-01/02: the checkout deeplink, built here from the store address; '--' unless Active or Inactive. */
export function CheckoutDeeplink({ plan }: { plan: Pick<Plan, 'status' | 'pid'> }) {
  const { links } = useRuntimeConfig();
  const link = checkoutDeeplink(links.store, plan);
  if (!link) return <span data-checkout-deeplink="">{EMPTY}</span>;
  return (
    <Space size={8} wrap>
      <Typography.Text code data-checkout-deeplink={link} style={{ overflowWrap: 'anywhere' }}>
        {link}
      </Typography.Text>
      <CopyButton text={link} ariaLabel={`Copy the checkout deeplink of ${plan.pid}`} />
    </Space>
  );
}

const contentProductType = (type: string | null) => (type ? (PRODUCT_TYPE_LABELS[type as ProductType] ?? type) : null);

/** EP-PLAN-16: everything a plan panel shows, as text ('--' when empty). */
export function PlanDetails({ plan, saved = true }: { plan: Plan; saved?: boolean }) {
  const lifetime = isLifetimeType(plan.productType);
  const course = plan.isbn ? productRefText({ isbn: plan.isbn, name: plan.courseName ?? '' }) : null;
  const template = plan.descTemplateContent;
  const fields: ReadOnlyField[] = [
    { key: 'name', label: L.name, value: plan.name },
    { key: 'pid', label: L.pid, value: plan.pid },
    { key: 'status', label: L.status, value: <PlanStatusDot status={plan.status} /> },
    { key: 'productType', label: L.productType, value: PLAN_PRODUCT_TYPE_LABELS[plan.productType] },
    { key: 'courseLevels', label: L.courseLevels, value: courseLevelLabel(plan.courseLevels) },
    { key: 'course', label: L.contentProductId, value: course },
    { key: 'contentProductType', label: L.contentProductType, value: contentProductType(plan.contentProductType) },
    {
      key: 'contentProductStatus',
      label: L.contentProductStatus,
      value: plan.contentProductStatus ? statusLabel(plan.contentProductStatus) : null,
    },
    { key: 'version', label: L.version, value: plan.version },
    { key: 'lessonRange', label: L.lessonRange, value: lessonRangeText({ from: plan.lessonFrom, to: plan.lessonTo }) },
    {
      key: 'basePrice',
      label: L.basePriceId,
      value: plan.basePriceName ? (
        <span>
          {plan.basePriceName}
          {plan.basePriceHelpText ? (
            <Typography.Text type="secondary"> ({plan.basePriceHelpText})</Typography.Text>
          ) : null}
        </span>
      ) : null,
    },
    ...(lifetime
      ? []
      : [
          { key: 'billingPlan', label: L.billingPlanId, value: plan.billingPlan?.name },
          {
            key: 'billingCycle',
            label: L.billingCycle,
            value: plan.billingPlan ? billingCycleText(plan.billingPlan.cycle, plan.billingPlan.quantity) : null,
          },
        ]),
    {
      key: 'freeTrialType',
      label: L.freeTrialType,
      value: plan.freeTrialType ? FREE_TRIAL_TYPE_LABELS[plan.freeTrialType] : null,
    },
    { key: 'freeTrialUsageLimit', label: L.freeTrialUsageLimit, value: plan.freeTrialUsageLimit?.toString() },
    { key: 'joinUpsell', label: L.joinUpsell, value: yesNo(plan.joinUpsell) },
    { key: 'promotionCode', label: L.promotionCode, value: plan.promotionCode },
    { key: 'descTemplate', label: L.descTemplateId, value: plan.descTemplateName, wide: true },
    {
      key: 'descTemplateContent',
      label: L.descTemplateContent,
      wide: true,
      multiline: true,
      value: template
        ? RICH_TEXT_LOCALES.map((locale) => {
            const text = richTextPlain(template[locale]);
            return text ? `${RICH_TEXT_LOCALE_LABELS[locale]}: ${text}` : null;
          })
            .filter((line): line is string => line !== null)
            .join('\n')
        : null,
    },
    {
      key: 'bundledProducts',
      label: L.bundledProducts,
      wide: true,
      value: plan.bundledProducts.map(
        (b) => `${productRefText({ isbn: b.isbn, name: b.name })}${b.course ? ` · ${b.course}` : ''}`,
      ),
    },
    {
      key: 'productImage',
      label: L.productImage,
      wide: true,
      value: plan.productImage ? (
        <a href={plan.productImage} target="_blank" rel="noopener noreferrer">
          {plan.productImage}
        </a>
      ) : null,
    },
    { key: 'coupons', label: L.coupons, wide: true, value: plan.coupons.length ? plan.coupons.join(', ') : null },
    ...(saved
      ? [
          { key: 'checkoutDeeplink', label: L.checkoutDeeplink, wide: true, value: <CheckoutDeeplink plan={plan} /> },
          { key: 'updatedAt', label: L.updatedAt, value: formatDateTime(plan.updatedAt) },
        ]
      : []),
  ];
  return <ReadOnlyFields fields={fields} label={`Plan ${plan.name}`} />;
}
