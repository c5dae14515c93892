import dayjs, { type Dayjs } from 'dayjs';
import type { VoucherGroup, VoucherGroupBody } from '../../../shared/contracts/vouchers';
import {
  addYears,
  DEFAULT_VALID_YEARS,
  type EntitlementDeal,
  type IsbnSelectionType,
  type StoredDates,
  VOUCHER_CURRENCY,
  type VoucherDeal,
  type VoucherGroupDraft,
  type VoucherGroupType,
  validateVoucherGroup,
  withoutUnusedParts,
} from '../../../shared/domain/voucher';

/**
 * The add/edit form's values, named as the body names them (a refusal's field names a form field):
 * the dates as pickers hold them, an individual group's courses as their product ids.
 */
export interface VoucherFormValues {
  description?: string;
  organizationId?: number | null;
  invoice?: string;
  docNumber?: string;
  voucherInfo?: {
    voucherType?: VoucherGroupType | null;
    voucherAmount?: number | null;
    usesPerUser?: number | null;
  };
  voucherDeal?: VoucherDeal | null;
  validPeriod?: [Dayjs | null, Dayjs | null] | null;
  isPrepaidVoucher?: boolean | null;
  price?: { amount?: number | null };
  isbnSelectionType?: IsbnSelectionType | null;
  genericProduct?: { isbn?: string | null };
  languageProductGroups?: { languageId?: number | null; productItems?: string[] }[];
  entitlementDeal?: EntitlementDeal | null;
  entitlementDays?: number | null;
  entitlementExpirationDate?: Dayjs | null;
}

const DAY = 'YYYY-MM-DD';
/** The user's today, as the form's from-today rules count it. */
export const localToday = () => dayjs().format(DAY);
const day = (text: string | null | undefined) => (text ? dayjs(text, DAY) : null);
const text = (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null);

/**
 * VG-14/25: a new group: valid from today for one year, entitlements ending one year ahead by default
 * (when the fixed end is chosen), prepaid, USD; the rest empty.
 */
export function emptyVoucherForm(today = localToday()): VoucherFormValues {
  return {
    description: '',
    organizationId: null,
    invoice: '',
    docNumber: '',
    voucherInfo: { voucherType: null, voucherAmount: null, usesPerUser: null },
    voucherDeal: 'FIXED_TERM',
    validPeriod: [day(today), day(addYears(today, DEFAULT_VALID_YEARS))],
    isPrepaidVoucher: true,
    price: { amount: null },
    isbnSelectionType: 'GENERIC',
    genericProduct: { isbn: null },
    languageProductGroups: [{ languageId: null, productItems: [] }],
    entitlementDeal: 'OPEN_ENDED',
    entitlementDays: null,
    entitlementExpirationDate: day(addYears(today, DEFAULT_VALID_YEARS)),
  };
}

/** A group as the edit form starts from. */
export function groupToForm(group: VoucherGroup): VoucherFormValues {
  const today = localToday();
  return {
    description: group.description,
    organizationId: group.organizationId,
    invoice: group.invoice,
    docNumber: group.docNumber,
    voucherInfo: { ...group.voucherInfo },
    voucherDeal: group.voucherDeal,
    validPeriod: group.validPeriod
      ? [day(group.validPeriod.startDate), day(group.validPeriod.expirationDate)]
      : [day(today), day(addYears(today, DEFAULT_VALID_YEARS))],
    isPrepaidVoucher: group.isPrepaidVoucher,
    price: { amount: group.price.amount },
    isbnSelectionType: group.isbnSelectionType,
    genericProduct: { isbn: group.genericProduct?.isbn ?? null },
    languageProductGroups: group.languageProductGroups.length
      ? group.languageProductGroups.map((g) => ({
          languageId: g.languageId,
          productItems: g.productItems.map((p) => p.productId),
        }))
      : [{ languageId: null, productItems: [] }],
    entitlementDeal: group.entitlementDeal,
    entitlementDays: group.entitlementDays,
    entitlementExpirationDate: day(group.entitlementExpirationDate ?? addYears(today, DEFAULT_VALID_YEARS)),
  };
}

/**
 * VG-05, VG-28 (decided): 'Copy Me' copies what the group sells (organization, type, licences, uses per
 * user, deals and entitlement days, payment type, price, courses) and its description; not its invoice
 * and doc number (a new sale has its own), and its dates restart at their defaults from today.
 */
export function copyToForm(group: VoucherGroup): VoucherFormValues {
  const fresh = emptyVoucherForm();
  return {
    ...groupToForm(group),
    invoice: '',
    docNumber: '',
    validPeriod: fresh.validPeriod,
    entitlementExpirationDate: fresh.entitlementExpirationDate,
  };
}

/** The values as the shared rules read them (the body, untrimmed). */
export function formToDraft(values: VoucherFormValues): VoucherGroupDraft {
  const [start, end] = values.validPeriod ?? [null, null];
  return {
    description: values.description,
    organizationId: values.organizationId ?? null,
    invoice: values.invoice,
    docNumber: values.docNumber,
    voucherInfo: values.voucherInfo,
    voucherDeal: values.voucherDeal,
    validPeriod: { startDate: text(start), expirationDate: text(end) },
    isPrepaidVoucher: values.isPrepaidVoucher,
    price: { amount: values.price?.amount ?? null, currency: VOUCHER_CURRENCY },
    isbnSelectionType: values.isbnSelectionType,
    genericProduct: values.genericProduct,
    languageProductGroups: (values.languageProductGroups ?? []).map((g) => ({
      languageId: g.languageId ?? null,
      productItems: (g.productItems ?? []).map((productId) => ({ productId })),
    })),
    entitlementDeal: values.entitlementDeal,
    entitlementDays: values.entitlementDays ?? null,
    entitlementExpirationDate: text(values.entitlementExpirationDate),
  };
}

/** The body a save sends: texts trimmed, what the chosen deals and ISBN selection do not use left out. */
export function formToBody(values: VoucherFormValues): VoucherGroupBody {
  const draft = withoutUnusedParts(formToDraft(values));
  return {
    ...draft,
    description: (draft.description ?? '').trim(),
    invoice: (draft.invoice ?? '').trim(),
    docNumber: (draft.docNumber ?? '').trim(),
    genericProduct: draft.genericProduct && { isbn: draft.genericProduct.isbn ?? null },
    languageProductGroups: (draft.languageProductGroups ?? []).map((g) => ({
      languageId: g.languageId ?? null,
      productItems: (g.productItems ?? []).map((item) => ({ productId: item.productId ?? '' })),
    })),
  } as VoucherGroupBody;
}

/** An edited group's stored dates: they stay valid though past (the server's rule too). */
export const storedDatesOf = (group: VoucherGroup | undefined): StoredDates | undefined =>
  group && {
    startDate: group.validPeriod?.startDate ?? null,
    expirationDate: group.validPeriod?.expirationDate ?? null,
    entitlementExpirationDate: group.entitlementExpirationDate,
  };

/** The shared rules' message for one field of the form (a body path), or null. */
export function fieldProblem(values: VoucherFormValues, field: string, stored?: StoredDates): string | null {
  return (
    validateVoucherGroup(formToDraft(values), localToday(), stored).find((v) => v.field === field)?.message ?? null
  );
}
