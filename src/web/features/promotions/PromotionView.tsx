import { ExportOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import type { DescriptionDisclosure, Promotion } from '../../../shared/contracts/promotions';
import {
  CODE_USAGE_LABELS,
  DISCOUNT_TYPE_LABELS,
  discountText,
  durationText,
  PROMOTION_SOURCE_LABELS,
} from '../../../shared/domain/promotion';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES } from '../../../shared/domain/rich-text';
import { useRuntimeConfig } from '../../app/runtime-config';
import { orEmpty } from '../../components/date-format';
import { CardTitle, SectionTitle } from '../../components/Heading';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { RichTextView } from '../../components/RichTextView';
import { TEXT_PART_LABELS, TEXT_PARTS } from './DescriptionDisclosureTabs';
import { PromotionStatusTag, TimeRangeText } from './PromotionStatusTag';
import { discountOf, durationOf } from './promotion-form-model';
import { codeLabel, providerCouponUrl, PROMOTION_TEXTS as TEXTS } from './texts';

/** The code list's chunk, loaded when its button is pointed at or focused. */
export const loadCodeList = () => import('./CodeListModal');

/** One entry's texts: description and disclosure, English beside Spanish. */
function EntryTexts({
  entry,
  label,
}: {
  entry: Pick<DescriptionDisclosure, 'description' | 'disclosure'>;
  label: string;
}) {
  return (
    <ReadOnlyFields
      label={label}
      fields={TEXT_PARTS.flatMap((part) =>
        RICH_TEXT_LOCALES.map((locale) => ({
          key: `${part}-${locale}`,
          label: `${TEXT_PART_LABELS[part]} (${RICH_TEXT_LOCALE_LABELS[locale]})`,
          value: <RichTextView html={entry[part][locale]} />,
        })),
      )}
    />
  );
}

const codeTextFields = (p: Promotion): ReadOnlyField[] => [
  { key: 'codeTextEn', label: 'Code text (English)', value: p.codeText.en },
  { key: 'codeTextEs', label: 'Code text (Spanish)', value: p.codeText.es },
];

const timeRangeOf = (p: Promotion) => <TimeRangeText {...p.timeRange} />;

/** PROMO-DET-03/04: a billing-provider promotion as text. */
export function ProviderView({ promotion, onViewCodes }: { promotion: Promotion; onViewCodes: () => void }) {
  const { links } = useRuntimeConfig();
  const bulk = promotion.codeUsage === 'bulk';
  const fields: ReadOnlyField[] = [
    { key: 'source', label: 'Source', value: PROMOTION_SOURCE_LABELS[promotion.source] },
    {
      key: 'coupon',
      label: 'Provider coupon',
      value: promotion.recurlyCouponId ? (
        <Typography.Link
          href={providerCouponUrl(links.billingProvider, promotion.recurlyCouponId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {promotion.recurlyCouponId} <ExportOutlined aria-label="opens in a new tab" />
        </Typography.Link>
      ) : null,
    },
    { key: 'codeUsage', label: 'Code usage', value: CODE_USAGE_LABELS[promotion.codeUsage] },
    ...(bulk ? [{ key: 'quantity', label: 'Quantity', value: String(promotion.quantity ?? '') }] : []),
    { key: 'code', label: codeLabel(promotion.codeUsage), value: promotion.code },
    { key: 'name', label: 'Promotion name', value: promotion.name },
    { key: 'timeRange', label: 'Time range', value: timeRangeOf(promotion) },
    { key: 'type', label: 'Promotion type', value: DISCOUNT_TYPE_LABELS[promotion.discountType] },
    { key: 'discount', label: 'Discount', value: discountText(discountOf(promotion)) },
    { key: 'duration', label: 'Duration', value: durationText(durationOf(promotion.duration)) },
    { key: 'status', label: 'Status', value: <PromotionStatusTag status={promotion.status} /> },
    ...(bulk
      ? [
          {
            key: 'codes',
            label: 'Promotion codes',
            value: (
              <Button
                size="small"
                icon={<UnorderedListOutlined aria-hidden />}
                onMouseEnter={() => void loadCodeList()}
                onFocus={() => void loadCodeList()}
                onClick={onViewCodes}
              >
                {TEXTS.viewCodes}
              </Button>
            ),
          },
        ]
      : []),
    ...codeTextFields(promotion),
    {
      key: 'basePrices',
      label: 'Applied base price',
      value: promotion.appliedBasePrices.map((b) => b.name).join(', '),
      wide: true,
    },
    {
      key: 'countries',
      label: 'Applied countries/regions',
      value: promotion.appliedCountries.length
        ? promotion.appliedCountries.map((c) => c.name).join(', ')
        : TEXTS.allCountries,
      wide: true,
    },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ReadOnlyFields label="Promotion" fields={fields} />
      <Card size="small" title={<CardTitle>Description and Disclosure</CardTitle>}>
        {promotion.descriptionDisclosures.length === 0 ? (
          <Typography.Text type="secondary">No description and disclosure.</Typography.Text>
        ) : (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {promotion.descriptionDisclosures.map((entry, i) => (
              <div key={entry.billingPlanId ?? i}>
                <SectionTitle level={3} style={{ marginTop: 0 }}>
                  Billing plan: {orEmpty(entry.billingPlanName)}
                </SectionTitle>
                <EntryTexts entry={entry} label={`Description and Disclosure: ${entry.billingPlanName ?? ''}`} />
              </div>
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}

/** PROMO-DET-06/07: a buy-one-gift-one promotion as text. */
export function BogoView({ promotion }: { promotion: Promotion }) {
  const buy = promotion.buyPlan;
  const fields: ReadOnlyField[] = [
    { key: 'source', label: 'Source', value: PROMOTION_SOURCE_LABELS[promotion.source] },
    { key: 'code', label: 'Promotion code', value: promotion.code },
    { key: 'name', label: 'Promotion name', value: promotion.name },
    { key: 'timeRange', label: 'Time range', value: timeRangeOf(promotion) },
    { key: 'type', label: 'Promotion type', value: DISCOUNT_TYPE_LABELS[promotion.discountType] },
    { key: 'status', label: 'Status', value: <PromotionStatusTag status={promotion.status} /> },
    ...codeTextFields(promotion),
    {
      key: 'basePlan',
      label: 'Base plan',
      value: buy
        ? `${buy.pid}, ${buy.title}${buy.billingPlanName ? ` / ${buy.billingPlanName}` : ''}`
        : promotion.basePlanPid,
    },
    { key: 'giftPlan', label: 'Gift plan', value: promotion.giftPlan?.title ?? promotion.giftPlanPid },
  ];
  const entry = promotion.descriptionDisclosures[0];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ReadOnlyFields label="Promotion" fields={fields} />
      <Card size="small" title="Description and Disclosure">
        {entry ? (
          <EntryTexts entry={entry} label="Description and Disclosure" />
        ) : (
          <Typography.Text type="secondary">No description and disclosure.</Typography.Text>
        )}
      </Card>
    </Space>
  );
}
