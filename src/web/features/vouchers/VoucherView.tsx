import { Flex } from 'antd';
import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import { moneyText } from '../../../shared/domain/money';
import {
  ENTITLEMENT_DEAL_LABELS,
  ISBN_SELECTION_LABELS,
  VOUCHER_LABELS as LABELS,
  paymentTypeLabel,
  VOUCHER_DEAL_LABELS,
  VOUCHER_GROUP_TYPE_LABELS,
} from '../../../shared/domain/voucher';
import { DateTime } from '../../components/DateTime';
import { ReadOnlyFields } from '../../components/ReadOnlyFields';
import { VoucherCodes } from './VoucherCodes';
import { VoucherStateTag } from './VoucherStateTag';

/** What a redemption gives: the entitlement deal with its days or fixed end. */
function entitlementText(group: VoucherGroup): string {
  const deal = ENTITLEMENT_DEAL_LABELS[group.entitlementDeal];
  if (group.entitlementDeal === 'FIXED_TERM') return `${deal}: ${group.entitlementDays} days from the redemption`;
  if (group.entitlementDeal === 'FIXED_ENDED') return `${deal}: ${group.entitlementExpirationDate}`;
  return deal;
}

/** A group's courses: the generic course, or the individual courses language by language. */
function coursesOf(group: VoucherGroup): string[] {
  if (group.genericProduct) return [`${group.genericProduct.name} (${group.genericProduct.isbn})`];
  return group.languageProductGroups.map(
    (g) => `${g.languageName}: ${g.productItems.map((p) => `${p.productName} (${p.productId})`).join(', ')}`,
  );
}

/** VG-06: the group as text, then its codes and how they were used. */
export function VoucherView({ group }: { group: VoucherGroup }) {
  const info = group.voucherInfo;
  return (
    <Flex vertical gap={16}>
      <ReadOnlyFields
        label="Voucher group"
        fields={[
          { key: 'description', label: LABELS.description, value: group.description },
          { key: 'organization', label: LABELS.organization, value: group.organizationName },
          { key: 'status', label: LABELS.status, value: <VoucherStateTag group={group} /> },
          { key: 'type', label: LABELS.voucherType, value: VOUCHER_GROUP_TYPE_LABELS[info.voucherType] },
          { key: 'licences', label: LABELS.voucherAmount, value: String(info.voucherAmount) },
          { key: 'redeemed', label: LABELS.redeemed, value: `${group.redeemedCount} of ${info.voucherAmount}` },
          ...(info.voucherType === 'MASTER'
            ? [{ key: 'uses', label: LABELS.usesPerUser, value: String(info.usesPerUser) }]
            : []),
          { key: 'deal', label: LABELS.voucherDeal, value: VOUCHER_DEAL_LABELS[group.voucherDeal] },
          {
            key: 'period',
            label: LABELS.validPeriod,
            value: group.validPeriod ? `${group.validPeriod.startDate} to ${group.validPeriod.expirationDate}` : null,
          },
          { key: 'payment', label: LABELS.paymentType, value: paymentTypeLabel(group.isPrepaidVoucher) },
          { key: 'price', label: LABELS.price, value: moneyText(group.price.amount, group.price.currency) },
          { key: 'selection', label: LABELS.isbnSelectionType, value: ISBN_SELECTION_LABELS[group.isbnSelectionType] },
          { key: 'entitlement', label: LABELS.entitlementDeal, value: entitlementText(group) },
          { key: 'invoice', label: LABELS.invoice, value: group.invoice },
          { key: 'docNumber', label: LABELS.docNumber, value: group.docNumber },
          { key: 'created', label: 'Created at', value: <DateTime value={group.createdDate} /> },
          { key: 'courses', label: LABELS.courses, value: coursesOf(group), wide: true },
        ]}
      />
      <VoucherCodes group={group} />
    </Flex>
  );
}
