import { describe, expect, it } from 'vitest';
import {
  addYears,
  earliestToday,
  entitlementExpiry,
  formatVoucherCode,
  isCalendarDate,
  isVoucherCode,
  VOUCHER_MESSAGES as M,
  nextFlagChange,
  normalizeVoucherCode,
  resetLicences,
  VOUCHER_CODE_ALPHABET,
  type VoucherGroupDraft,
  validateVoucherGroup,
  voucherFlags,
  voucherState,
  withoutUnusedParts,
} from './voucher';

const TODAY = '2026-11-20';
const valid: VoucherGroupDraft = {
  description: 'Acme',
  organizationId: 1,
  voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 2 },
  voucherDeal: 'FIXED_TERM',
  validPeriod: { startDate: TODAY, expirationDate: '2027-11-20' },
  isPrepaidVoucher: true,
  price: { amount: 9.99, currency: 'USD' },
  isbnSelectionType: 'GENERIC',
  genericProduct: { isbn: '9781400000778' },
  entitlementDeal: 'OPEN_ENDED',
};
const problems = (over: Partial<VoucherGroupDraft>, stored?: Parameters<typeof validateVoucherGroup>[2]) =>
  validateVoucherGroup({ ...valid, ...over }, TODAY, stored);

describe('validateVoucherGroup', () => {
  it('takes a whole group', () => {
    expect(problems({})).toEqual([]);
  });

  it('says every missing field with the spec message', () => {
    const all = validateVoucherGroup({}, TODAY).map((v) => `${v.field}: ${v.message}`);
    expect(all).toEqual([
      "description: 'Description' is required",
      "organizationId: 'Organization' is required",
      "voucherInfo.voucherType: 'Voucher type' is required",
      "voucherDeal: 'Voucher deal' is required",
      "isPrepaidVoucher: 'Payment type' is required",
      "price.amount: 'Price per voucher' is required",
      "isbnSelectionType: 'ISBN selection' is required",
      "voucherInfo.voucherAmount: 'Total licenses' is required",
      "entitlementDeal: 'Entitlement deal' is required",
    ]);
  });

  it('checks the valid duration: required for fixed term, from today, in order; stored days stay valid', () => {
    expect(problems({ validPeriod: { startDate: TODAY } })).toEqual([
      { field: 'validPeriod', message: "'Valid duration' is required" },
    ]);
    expect(problems({ voucherDeal: 'OPEN_ENDED', validPeriod: null })).toEqual([]);
    expect(problems({ validPeriod: { startDate: '2026-11-19', expirationDate: '2027-01-01' } })[0]?.message).toBe(
      M.validPeriodPast,
    );
    expect(problems({ validPeriod: { startDate: '2027-02-01', expirationDate: '2027-01-01' } })[0]?.message).toBe(
      M.validPeriodOrder,
    );
    const stored = { startDate: '2026-01-01', expirationDate: '2027-01-01', entitlementExpirationDate: null };
    expect(problems({ validPeriod: { startDate: '2026-01-01', expirationDate: '2027-01-01' } }, stored)).toEqual([]);
  });

  it('checks licences and uses per user (MASTER only)', () => {
    for (const amount of [0, 10_001, 1.5]) {
      expect(problems({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: amount } })[0]?.message).toBe(
        M.voucherAmountRange,
      );
    }
    expect(problems({ voucherInfo: { voucherType: 'SINGLE', voucherAmount: 10_000 } })).toEqual([]);
    expect(problems({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 11 } })[0]?.message).toBe(
      M.usesPerUserAboveTotal,
    );
    expect(problems({ voucherInfo: { voucherType: 'MASTER', voucherAmount: 10, usesPerUser: 10 } })).toEqual([]);
    expect(problems({ voucherInfo: { voucherType: 'SEAT', voucherAmount: 10, usesPerUser: 99 } })).toEqual([]);
  });

  it('checks the price: at least 0, two decimals, at most the maximum, USD', () => {
    expect(problems({ price: { amount: 0 } })).toEqual([]);
    expect(problems({ price: { amount: -0.01 } })[0]?.message).toBe(M.priceMin);
    expect(problems({ price: { amount: 0.001 } })[0]?.message).toBe(M.priceDecimals);
    expect(problems({ price: { amount: 999_999.99 } })).toEqual([]);
    expect(problems({ price: { amount: 1_000_000 } })[0]?.message).toBe(M.priceMax);
    expect(problems({ price: { amount: 1, currency: 'EUR' } })[0]?.message).toBe(M.currencyFixed);
  });

  it('checks the courses of each ISBN selection', () => {
    expect(problems({ genericProduct: { isbn: ' ' } })).toEqual([
      { field: 'genericProduct', message: "'Course' is required" },
    ]);
    expect(problems({ isbnSelectionType: 'INDIVIDUAL', languageProductGroups: [] }).map((v) => v.field)).toEqual([
      'languageProductGroups.0.languageId',
      'languageProductGroups.0.productItems',
    ]);
    expect(
      problems({
        isbnSelectionType: 'INDIVIDUAL',
        languageProductGroups: [
          { languageId: 15, productItems: [{ productId: 'CP-1' }] },
          { languageId: 15, productItems: [{ productId: 'CP-1' }] },
        ],
      }),
    ).toEqual([
      { field: 'languageProductGroups.1.languageId', message: M.languageTwice },
      { field: 'languageProductGroups.1.productItems', message: M.courseTwice },
    ]);
  });

  it('checks the entitlement deal: days 1–3650, a fixed date not before the voucher expiry', () => {
    expect(problems({ entitlementDeal: 'FIXED_TERM', entitlementDays: 3650 })).toEqual([]);
    expect(problems({ entitlementDeal: 'FIXED_TERM', entitlementDays: 3651 })[0]?.message).toBe(M.entitlementDaysRange);
    expect(problems({ entitlementDeal: 'FIXED_ENDED' })[0]?.message).toBe('Invalid date');
    expect(problems({ entitlementDeal: 'FIXED_ENDED', entitlementExpirationDate: '2027-11-19' })[0]?.message).toBe(
      M.entitlementDateBeforeVoucher,
    );
    expect(problems({ entitlementDeal: 'FIXED_ENDED', entitlementExpirationDate: '2027-11-20' })).toEqual([]);
    expect(
      problems({ entitlementDeal: 'FIXED_ENDED', entitlementExpirationDate: '2030-01-01', validPeriod: null }).at(-1)
        ?.message,
    ).toBe('Please choose voucher valid duration first');
    expect(
      problems({
        voucherDeal: 'OPEN_ENDED',
        entitlementDeal: 'FIXED_ENDED',
        entitlementExpirationDate: '2026-11-19',
      })[0]?.message,
    ).toBe(M.entitlementDatePast);
  });

  it('limits the invoice and the doc number to 255 (trimmed), the description to 100', () => {
    expect(problems({ invoice: ` ${'x'.repeat(255)} ` })).toEqual([]);
    expect(problems({ invoice: 'x'.repeat(256) })[0]?.message).toBe(M.invoiceTooLong);
    expect(problems({ docNumber: 'x'.repeat(256) })[0]?.message).toBe(M.docNumberTooLong);
    expect(problems({ description: 'x'.repeat(101) })[0]?.message).toBe(M.descriptionTooLong);
  });
});

describe('withoutUnusedParts', () => {
  it('leaves out what the deals and the ISBN selection do not use', () => {
    const everything: VoucherGroupDraft = {
      ...valid,
      voucherDeal: 'OPEN_ENDED',
      languageProductGroups: [{ languageId: 15, productItems: [{ productId: 'P-1' }] }],
      entitlementDeal: 'FIXED_ENDED',
      entitlementDays: 30,
      entitlementExpirationDate: '2028-01-01',
    };
    expect(withoutUnusedParts(everything)).toEqual({
      ...everything,
      validPeriod: null,
      languageProductGroups: [],
      entitlementDays: null,
    });
    const individual = withoutUnusedParts({
      ...everything,
      isbnSelectionType: 'INDIVIDUAL',
      entitlementDeal: 'FIXED_TERM',
    });
    expect(individual).toMatchObject({
      genericProduct: null,
      languageProductGroups: everything.languageProductGroups,
      entitlementDays: 30,
      entitlementExpirationDate: null,
    });
    expect(withoutUnusedParts(valid).validPeriod).toEqual(valid.validPeriod);
  });
});

describe('display state (VG-08/30)', () => {
  const start = new Date('2026-12-01T00:00:00.000Z');
  const end = new Date('2027-01-30T23:59:59.999Z');
  const at = (time: string) => voucherState(voucherFlags(start, end, new Date(time)));
  it('is not started, active, about to expire in its last 30 days, then expired', () => {
    expect(at('2026-11-30T23:59:59.999Z')).toBe('NOT_STARTED');
    expect(at('2026-12-01T00:00:00.000Z')).toBe('ACTIVE');
    expect(at('2026-12-31T23:59:59.999Z')).toBe('ACTIVE');
    expect(at('2027-01-01T00:00:00.000Z')).toBe('ABOUT_TO_EXPIRE');
    expect(at('2027-01-31T00:00:00.000Z')).toBe('EXPIRED');
    expect(voucherState(voucherFlags(null, null, new Date()))).toBe('ACTIVE');
  });
  it('changes only at UTC midnights', () => {
    expect(nextFlagChange(new Date('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
});

describe('days, codes and expiries', () => {
  it('reads calendar days and moves them by years', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-11-20', 1)).toBe('2027-11-20');
    expect(earliestToday(new Date('2026-11-20T10:00:00Z'))).toBe('2026-11-19');
    expect(earliestToday(new Date('2026-11-20T13:00:00Z'))).toBe('2026-11-20');
  });
  it('formats and normalises codes of the 32-letter alphabet', () => {
    expect(VOUCHER_CODE_ALPHABET).toHaveLength(32);
    expect(VOUCHER_CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(formatVoucherCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(normalizeVoucherCode(' abcd-efgh jklm-npqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(isVoucherCode('ABCDEFGHJKLMNPQR')).toBe(true);
    expect(isVoucherCode('ABCDEFGHIJKLMNOP')).toBe(false);
  });
  it('resets the licences on a new type and reckons an entitlement expiry', () => {
    expect(resetLicences('MASTER')).toEqual({ voucherAmount: null, usesPerUser: null });
    expect(resetLicences('SINGLE')).toEqual({ voucherAmount: null, usesPerUser: 1 });
    const now = new Date('2026-11-20T10:00:00Z');
    expect(entitlementExpiry('OPEN_ENDED', null, null, now)).toBeNull();
    expect(entitlementExpiry('FIXED_TERM', 2, null, now)?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const fixed = new Date('2028-01-01T23:59:59.999Z');
    expect(entitlementExpiry('FIXED_ENDED', null, fixed, now)).toBe(fixed);
  });
});
