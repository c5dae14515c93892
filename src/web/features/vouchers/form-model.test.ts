import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import { addYears } from '../../../shared/domain/voucher';
import { copyToForm, emptyVoucherForm, fieldProblem, formToBody, groupToForm, localToday } from './form-model';

const group: VoucherGroup = {
  voucherGroupId: 7,
  description: 'Acme',
  organizationId: 3,
  organizationName: 'Acme Inc',
  invoice: 'INV-1',
  docNumber: 'DOC-1',
  voucherInfo: { voucherType: 'MASTER', voucherAmount: 50, usesPerUser: 2 },
  voucherDeal: 'FIXED_TERM',
  validPeriod: { startDate: '2026-01-01', expirationDate: '2026-12-31' },
  isbnSelectionType: 'INDIVIDUAL',
  price: { amount: 12.5, currency: 'USD' },
  entitlementDeal: 'FIXED_TERM',
  entitlementDays: 90,
  entitlementExpirationDate: null,
  isPrepaidVoucher: false,
  redeemedCount: 4,
  isActive: true,
  hasExpired: false,
  aboutToExpire: false,
  lastModifiedDate: '2026-06-01T00:00:00.000Z',
  genericProduct: null,
  languageProductGroups: [
    {
      languageId: 15,
      languageName: 'French',
      productItems: [{ productId: 'CP-000001', productName: 'French Level 1' }],
    },
  ],
  createdDate: '2026-01-01T00:00:00.000Z',
  rowVersion: 3,
};

describe('the voucher form model', () => {
  it('starts a new group valid a year from today (VG-14/25), prepaid, generic, open-ended entitlements', () => {
    const today = localToday();
    const body = formToBody(emptyVoucherForm(today));
    expect(body.validPeriod).toEqual({ startDate: today, expirationDate: addYears(today, 1) });
    expect(body).toMatchObject({ isPrepaidVoucher: true, isbnSelectionType: 'GENERIC', entitlementDeal: 'OPEN_ENDED' });
    expect(body.entitlementExpirationDate).toBeNull();
  });

  it('sends back what it read, unchanged', () => {
    expect(formToBody(groupToForm(group))).toEqual({
      description: 'Acme',
      organizationId: 3,
      invoice: 'INV-1',
      docNumber: 'DOC-1',
      voucherInfo: { voucherType: 'MASTER', voucherAmount: 50, usesPerUser: 2 },
      voucherDeal: 'FIXED_TERM',
      validPeriod: { startDate: '2026-01-01', expirationDate: '2026-12-31' },
      isPrepaidVoucher: false,
      price: { amount: 12.5, currency: 'USD' },
      isbnSelectionType: 'INDIVIDUAL',
      genericProduct: null,
      languageProductGroups: [{ languageId: 15, productItems: [{ productId: 'CP-000001' }] }],
      entitlementDeal: 'FIXED_TERM',
      entitlementDays: 90,
      entitlementExpirationDate: null,
    });
  });

  it('Copy Me (VG-28) keeps what the group sells, not its invoice, doc number or dates', () => {
    const copy = formToBody(copyToForm(group));
    expect(copy).toMatchObject({ description: 'Acme', organizationId: 3, invoice: '', docNumber: '' });
    expect(copy.voucherInfo).toEqual(group.voucherInfo);
    expect(copy.validPeriod?.startDate).toBe(localToday());
    expect(copy.languageProductGroups).toEqual([{ languageId: 15, productItems: [{ productId: 'CP-000001' }] }]);
  });

  it("answers a field's message from the shared rules", () => {
    const values = {
      ...emptyVoucherForm(),
      validPeriod: [dayjs().add(2, 'day'), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs],
    };
    expect(fieldProblem(values, 'validPeriod')).toBe("'Valid duration' must end on or after its start");
    expect(fieldProblem(values, 'description')).toBe("'Description' is required");
    expect(fieldProblem({ ...values, description: 'x' }, 'description')).toBeNull();
  });
});
