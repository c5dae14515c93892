import type { VoucherGroupBody } from '../../src/shared/contracts/vouchers';
import { addYears } from '../../src/shared/domain/voucher';

/**
 * Builders of the vouchers area: a voucher group body as the add form sends it: a SINGLE group of 5
 * licences of a generic course, valid a year from `today`, entitlements open-ended, prepaid, USD 10,
 * unless `over` says otherwise.
 */
export function aVoucherGroupBody(
  organizationId: number,
  genericIsbn: string,
  today: string,
  over: Partial<VoucherGroupBody> = {},
): VoucherGroupBody {
  return {
    description: 'Test voucher group',
    organizationId,
    invoice: 'INV-T-1',
    docNumber: 'DOC-T-1',
    voucherInfo: { voucherType: 'SINGLE', voucherAmount: 5, usesPerUser: 1 },
    voucherDeal: 'FIXED_TERM',
    validPeriod: { startDate: today, expirationDate: addYears(today, 1) },
    isbnSelectionType: 'GENERIC',
    genericProduct: { isbn: genericIsbn },
    price: { amount: 10, currency: 'USD' },
    entitlementDeal: 'OPEN_ENDED',
    entitlementDays: null,
    entitlementExpirationDate: null,
    isPrepaidVoucher: true,
    ...over,
  };
}
