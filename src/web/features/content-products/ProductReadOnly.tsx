import { Divider, Empty, Space, Typography } from 'antd';
import type { Product } from '../../../shared/contracts/content-products';
import { isHttpLink } from '../../../shared/domain/content-product';
import {
  courseLevelLabel,
  courseTypeLabel,
  PRODUCT_LABELS as L,
  lessonRangeText,
  productRefText,
  yesNo,
} from '../../../shared/domain/content-product-labels';
import { PRODUCT_TYPE_LABELS } from '../../../shared/domain/content-product-types';
import { moneyText } from '../../../shared/domain/money';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { useProductOptions } from './queries';

/**
 * The detail's read-only tabs (CP-DET-02, CP-DET-06): the fields of 'Product info', 'Upsell & Upgrade'
 * and 'Deeplink' as text, with the form's labels and the fields the product type shows in the form.
 * Edit turns them into the form.
 */

/** An ISBN with the name of the product it belongs to, when known: '978… - French Level 1'. */
const isbnWithName = (isbn: string | null, name: string | null | undefined) =>
  isbn ? productRefText({ isbn, name: name ?? '' }) : null;

export function ProductInfoView({ product }: { product: Product }) {
  const type = product.productType;
  const multi = type === 'MULTI_LEVEL';
  const upgrade = type === 'UPGRADE';
  // The bundled products and the premium product by ISBN and name, from the same loads the form uses.
  const singles = useProductOptions(
    { languageId: product.languageId, productTypes: ['SINGLE_LEVEL'] },
    multi && product.bundledProductIds.length > 0,
  );
  const premiums = useProductOptions(
    { languageId: product.languageId, isPremium: 'true' },
    upgrade && Boolean(product.premiumISBN),
  );
  const singleById = new Map((singles.data?.content ?? []).map((p) => [p.id, p]));
  const premiumName = premiums.data?.content.find((p) => p.isbn === product.premiumISBN)?.name;

  const fields: ReadOnlyField[] = [
    { key: 'isbn', label: L.isbn, value: product.isbn },
    { key: 'productType', label: L.productType, value: PRODUCT_TYPE_LABELS[type] },
    { key: 'language', label: L.languageName, value: product.languageName },
    { key: 'isPremium', label: L.isPremium, value: courseTypeLabel(product.isPremium) },
    { key: 'name', label: L.name, value: product.name },
    { key: 'price', label: L.price, value: moneyText(product.price.amount, product.price.currency) },
  ];
  if (type === 'SINGLE_LEVEL' || type === 'FREE' || multi) {
    fields.push({ key: 'courseLevel', label: L.courseLevel, value: courseLevelLabel(product.course.courseLevel) });
  }
  if (type === 'SINGLE_LEVEL' || type === 'LESSON_PACK' || type === 'FREE') {
    fields.push({ key: 'lessonRange', label: L.lessonRange, value: lessonRangeText(product.lessonRange) });
  }
  if (type === 'SINGLE_LEVEL') fields.push({ key: 'version', label: L.version, value: product.version });
  if (upgrade) {
    fields.push({ key: 'premiumISBN', label: L.premiumISBN, value: isbnWithName(product.premiumISBN, premiumName) });
  }
  fields.push(
    { key: 'nami', label: L.isUpsellSupportedByNami, value: yesNo(product.isUpsellSupportedByNami) },
    { key: 'namiGroups', label: L.namiGroups, value: product.namiGroups.join(', ') },
  );
  if (multi) {
    fields.push({
      key: 'bundled',
      label: L.bundledProductIds,
      wide: true,
      // By ISBN and name once loaded; a product no longer found keeps its id.
      value: singles.isLoading
        ? 'Loading…'
        : product.bundledProductIds.map((id) => {
            const p = singleById.get(id);
            return p ? productRefText(p) : `#${id}`;
          }),
    });
  }
  fields.push(
    { key: 'upsellName', label: L.upsellName, value: product.upsellName, wide: true },
    { key: 'learnName', label: L.learnName, value: product.learnName, wide: true },
    {
      key: 'upsellDescription',
      label: L.upsellDescription,
      value: product.upsellDescription,
      wide: true,
      multiline: true,
    },
    { key: 'notes', label: L.notes, value: product.notes, wide: true, multiline: true },
  );
  return <ReadOnlyFields label="Product info" fields={fields} />;
}

export function UpsellUpgradeView({ product }: { product: Product }) {
  const cards = product.productUpsells;
  return (
    <>
      <Divider titlePlacement="start">Upsell</Divider>
      {cards.length === 0 ? (
        <Empty description="No upsell card" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {cards.map((card, i) => (
            <ReadOnlyFields
              // Cards have no id; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered
              key={i}
              title={<Typography.Text strong>{`Upsell card ${i + 1}`}</Typography.Text>}
              label={`Upsell card ${i + 1}`}
              fields={[
                { key: 'upsellType', label: L.upsellType, value: PRODUCT_TYPE_LABELS[card.upsellType] },
                {
                  key: 'upsellInAppIsbn',
                  label: L.upsellInAppIsbn,
                  value: isbnWithName(card.upsellInAppIsbn ?? null, card.upsellInAppName),
                },
                { key: 'upsellEcomPid', label: L.upsellEcomPid, value: card.upsellEcomPid },
                { key: 'hasEComPromotionCode', label: L.hasEComPromotionCode, value: yesNo(card.hasEComPromotionCode) },
                ...(card.hasEComPromotionCode
                  ? [{ key: 'upsellPromotionCode', label: L.upsellPromotionCode, value: card.upsellPromotionCode }]
                  : []),
              ]}
            />
          ))}
        </Space>
      )}
      <Divider titlePlacement="start">Upgrade</Divider>
      <ReadOnlyFields
        label="Upgrade"
        fields={[
          { key: 'upgradeIsbn', label: L.upgradeIsbn, value: product.upgradeIsbn },
          { key: 'upgradeName', label: L.upgradeName, value: product.upgradeName },
          { key: 'upgradeEcomPid', label: L.upgradeEcomPid, value: product.upgradeEcomPid },
          { key: 'upgradePromotionCode', label: L.upgradePromotionCode, value: product.upgradePromotionCode },
        ]}
      />
    </>
  );
}

export function DeeplinkView({ product }: { product: Product }) {
  const promotion = product.deepLinkPromotion;
  return (
    <ReadOnlyFields
      label="Deeplink"
      fields={[
        {
          key: 'deepLink',
          label: L.deepLink,
          wide: true,
          value:
            product.deepLink && isHttpLink(product.deepLink) ? (
              <Typography.Link href={product.deepLink} target="_blank" rel="noreferrer">
                {product.deepLink}
              </Typography.Link>
            ) : (
              product.deepLink
            ),
        },
        { key: 'deeplinkNami', label: L.isDeeplinkSupportedByNami, value: yesNo(product.isDeeplinkSupportedByNami) },
        { key: 'promotionTitle', label: L.promotionTitle, value: promotion.promotionTitle },
        { key: 'promotionContent', label: L.promotionContent, value: promotion.promotionContent, wide: true },
        {
          key: 'promotionComment',
          label: L.promotionComment,
          value: promotion.promotionComment,
          wide: true,
          multiline: true,
        },
      ]}
    />
  );
}
