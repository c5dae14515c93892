/**
 * Voucher groups (spec 3 §2.7, §3, §4, §5, §9; checklist 11.2 VG-01…30): B2B licences an organization
 * bought for some courses, their codes and their redemption. The one place the add/edit form and the
 * server take the enumerations, limits, labels, messages and rules from; pure functions, no I/O.
 *
 * Dates of a voucher group are calendar days (`YYYY-MM-DD`, UTC): a valid period runs from the start of
 * its start day to the end of its expiration day; a fixed entitlement expiry is the end of its day.
 */
import { requiredMessage, tooLongMessage, type Violation } from './content-product';
import { currencyDigits, fitsCurrency } from './money';

export type { Violation };

// ---- Enumerations ------------------------------------------------------------------------------------

/** VG-11: SINGLE (one code per licence), MASTER (one shared code, uses per user), SEAT (seats assigned). */
export const VOUCHER_GROUP_TYPES = ['SINGLE', 'MASTER', 'SEAT'] as const;
export type VoucherGroupType = (typeof VOUCHER_GROUP_TYPES)[number];
export const VOUCHER_GROUP_TYPE_LABELS: Record<VoucherGroupType, string> = {
  SINGLE: 'Single',
  MASTER: 'Master',
  SEAT: 'Seat',
};

/** VG-13. */
export const VOUCHER_DEALS = ['OPEN_ENDED', 'FIXED_TERM'] as const;
export type VoucherDeal = (typeof VOUCHER_DEALS)[number];
export const VOUCHER_DEAL_LABELS: Record<VoucherDeal, string> = {
  OPEN_ENDED: 'Open-ended',
  FIXED_TERM: 'Fixed term',
};

/** VG-22, VG-27 (decided): FIXED_TERM lasts `entitlementDays` from the redemption, FIXED_ENDED ends on a date. */
export const ENTITLEMENT_DEALS = ['OPEN_ENDED', 'FIXED_TERM', 'FIXED_ENDED'] as const;
export type EntitlementDeal = (typeof ENTITLEMENT_DEALS)[number];
export const ENTITLEMENT_DEAL_LABELS: Record<EntitlementDeal, string> = {
  OPEN_ENDED: 'Open-ended',
  FIXED_TERM: 'Fixed term (days)',
  FIXED_ENDED: 'Fixed end date',
};

/** VG-17. */
export const ISBN_SELECTION_TYPES = ['GENERIC', 'INDIVIDUAL'] as const;
export type IsbnSelectionType = (typeof ISBN_SELECTION_TYPES)[number];
export const ISBN_SELECTION_LABELS: Record<IsbnSelectionType, string> = {
  GENERIC: 'Generic ISBN',
  INDIVIDUAL: 'Individual ISBNs',
};

/** VG-15: `isPrepaidVoucher`. */
export const paymentTypeLabel = (isPrepaidVoucher: boolean) => (isPrepaidVoucher ? 'Prepaid' : 'Billing later');

/**
 * API-M-46/47 (decided): the courses a voucher group can give. Generic: ACTIVE subscription and All Access
 * products (one course for any language); individual: ACTIVE single and multi-level products of a language.
 */
export const GENERIC_PRODUCT_TYPES = ['SUBSCRIPTION', 'ALL_ACCESS'] as const;
export const INDIVIDUAL_PRODUCT_TYPES = ['SINGLE_LEVEL', 'MULTI_LEVEL'] as const;

// ---- Limits ------------------------------------------------------------------------------------------

/** VG-09, VG-26, §9. */
export const VOUCHER_DESCRIPTION_MAX = 100;
export const VOUCHER_INVOICE_MAX = 255;
export const VOUCHER_DOC_NUMBER_MAX = 255;
/** VG-20. */
export const VOUCHER_LICENCES_MIN = 1;
export const VOUCHER_LICENCES_MAX = 10_000;
/** VG-21: at least 1 (at most the total). */
export const USES_PER_USER_MIN = 1;
/** VG-23. */
export const ENTITLEMENT_DAYS_MIN = 1;
export const ENTITLEMENT_DAYS_MAX = 3650;
/** VG-16: USD, at least 0; decided: at most 999,999.99 (minor units fit the 32-bit column), 2 decimals. */
export const VOUCHER_CURRENCY = 'USD';
export const VOUCHER_PRICE_MAX = 999_999.99;
/** Decided: the most language groups and courses an individual voucher group names. */
export const VOUCHER_MAX_LANGUAGE_GROUPS = 20;
export const VOUCHER_MAX_COURSES_PER_LANGUAGE = 100;
/** A course's public product id and a generic ISBN on the wire (the content product limits). */
export const VOUCHER_PRODUCT_ID_MAX = 40;
export const VOUCHER_ISBN_MAX = 40;
/** VG-30 (decided): a group is about to expire in the last 30 days of its valid period. */
export const ABOUT_TO_EXPIRE_DAYS = 30;
/** VG-14, VG-25: the default validity and entitlement expiry, one year ahead. */
export const DEFAULT_VALID_YEARS = 1;

// ---- Labels and messages -----------------------------------------------------------------------------

export const VOUCHER_LABELS = {
  id: 'Voucher group ID',
  description: 'Description',
  organization: 'Organization',
  voucherType: 'Voucher type',
  voucherDeal: 'Voucher deal',
  validPeriod: 'Valid duration',
  paymentType: 'Payment type',
  price: 'Price per voucher',
  isbnSelectionType: 'ISBN selection',
  genericProduct: 'Course',
  language: 'Language',
  courses: 'Course',
  voucherAmount: 'Total licenses',
  usesPerUser: 'Licenses per user',
  entitlementDeal: 'Entitlement deal',
  entitlementDays: 'Entitlement days',
  entitlementExpirationDate: 'Entitlement expiration date',
  invoice: 'Invoice',
  docNumber: 'Doc number',
  status: 'Status',
  redeemed: 'Redeemed licenses',
  modifiedAt: 'Modified at',
} as const;

const L = VOUCHER_LABELS;

export const VOUCHER_MESSAGES = {
  descriptionRequired: requiredMessage(L.description),
  descriptionTooLong: tooLongMessage(L.description, VOUCHER_DESCRIPTION_MAX),
  organizationRequired: requiredMessage(L.organization),
  voucherTypeRequired: requiredMessage(L.voucherType),
  voucherDealRequired: requiredMessage(L.voucherDeal),
  /** VG-13, word for word. */
  validPeriodRequired: "'Valid duration' is required",
  validPeriodPast: "'Valid duration' cannot start or end before today",
  validPeriodOrder: "'Valid duration' must end on or after its start",
  paymentTypeRequired: requiredMessage(L.paymentType),
  priceRequired: requiredMessage(L.price),
  priceMin: `'${L.price}' must be greater than or equal to 0`,
  priceMax: `'${L.price}' must be less than or equal to ${VOUCHER_PRICE_MAX}`,
  priceDecimals: `'${L.price}' can have at most ${currencyDigits(VOUCHER_CURRENCY)} decimals`,
  currencyFixed: `The currency of a voucher is ${VOUCHER_CURRENCY}`,
  isbnSelectionRequired: requiredMessage(L.isbnSelectionType),
  courseRequired: requiredMessage(L.courses),
  languageRequired: requiredMessage(L.language),
  languageTwice: 'Each language can be chosen once',
  tooManyLanguages: `At most ${VOUCHER_MAX_LANGUAGE_GROUPS} languages can be chosen`,
  tooManyCourses: `At most ${VOUCHER_MAX_COURSES_PER_LANGUAGE} courses can be chosen per language`,
  courseTwice: 'Each course can be chosen once',
  voucherAmountRequired: requiredMessage(L.voucherAmount),
  voucherAmountRange: `'${L.voucherAmount}' must be a whole number from ${VOUCHER_LICENCES_MIN} to ${VOUCHER_LICENCES_MAX}`,
  usesPerUserRequired: requiredMessage(L.usesPerUser),
  usesPerUserRange: `'${L.usesPerUser}' must be a whole number of at least ${USES_PER_USER_MIN}`,
  usesPerUserAboveTotal: `'${L.usesPerUser}' cannot be more than the total licenses`,
  entitlementDealRequired: requiredMessage(L.entitlementDeal),
  entitlementDaysRequired: requiredMessage(L.entitlementDays),
  entitlementDaysRange: `'${L.entitlementDays}' must be a whole number from ${ENTITLEMENT_DAYS_MIN} to ${ENTITLEMENT_DAYS_MAX}`,
  /** VG-24, word for word: the fixed expiration date is required. */
  entitlementDateRequired: 'Invalid date',
  /** VG-24, word for word: a fixed term voucher without its valid duration. */
  chooseValidPeriodFirst: 'Please choose voucher valid duration first',
  entitlementDateBeforeVoucher: `'${L.entitlementExpirationDate}' cannot be before the voucher's expiration date`,
  entitlementDatePast: `'${L.entitlementExpirationDate}' cannot be before today`,
  invoiceTooLong: tooLongMessage(L.invoice, VOUCHER_INVOICE_MAX),
  docNumberTooLong: tooLongMessage(L.docNumber, VOUCHER_DOC_NUMBER_MAX),
  // Server refusals (they need the database).
  unknownOrganization: (id: number) => `No organization has the id ${id}.`,
  unknownGenericProduct: (isbn: string) =>
    `No active generic course (subscription or All Access) has the ISBN '${isbn}'.`,
  unknownLanguage: (id: number) => `No language has the id ${id}.`,
  unknownCourses: (ids: readonly string[]) =>
    `${ids.length === 1 ? 'The course' : 'The courses'} ${ids.join(', ')} ${ids.length === 1 ? 'is not an active single or multi-level course' : 'are not active single or multi-level courses'} of the chosen language.`,
  /** Decided: licences already redeemed stay redeemed. */
  licencesBelowRedeemed: (redeemed: number) =>
    `'${L.voucherAmount}' cannot be less than the ${redeemed} ${redeemed === 1 ? 'license' : 'licenses'} already redeemed`,
  /** Decided: the codes of a group follow its type; once one is used the type stays. */
  typeAfterRedemption: `The voucher type cannot change once a license is redeemed`,
  notFound: (id: number) => `No voucher group has the id ${id}.`,
  stale: 'Someone else saved this voucher group after you opened it. Reload it, or keep your values and save again.',
  /** VG-27 (decided): the success, delete and refusal texts. */
  added: 'Voucher group added successfully.',
  updated: 'Voucher group updated successfully.',
  deleted: 'Voucher group deleted successfully.',
  deleteTitle: 'Delete voucher group',
  deleteConfirm: 'Are you sure you want to delete the voucher group? Its unused codes stop working.',
  /** API-M-45 (decided): a group with redemptions is kept (its customers' entitlements name it). */
  deleteRedeemed: 'A voucher group with redeemed licenses cannot be deleted.',
} as const;

/** The redemption engine's refusals (redeemVoucher, assignSeat). */
export const REDEEM_VOUCHER_MESSAGES = {
  unknownCode: 'No voucher has this code.',
  unknownCustomer: (id: number) => `No customer has the id ${id}.`,
  notStarted: (startDate: string) => `The voucher is not valid yet: it can be redeemed from ${startDate}.`,
  expired: (expirationDate: string) => `The voucher expired on ${expirationDate}.`,
  noLicenceLeft: 'Every license of the voucher group has been redeemed.',
  codeUsed: 'The voucher code has already been redeemed.',
  usesPerUser: (uses: number) =>
    `The customer has already redeemed this voucher ${uses === 1 ? 'once' : `${uses} times`}, the most a user may.`,
  notSeatGroup: 'Seats are assigned in a SEAT voucher group only.',
  unknownGroup: (id: number) => `No voucher group has the id ${id}.`,
} as const;

// ---- Display state (VG-08, VG-30) --------------------------------------------------------------------

/**
 * VG-08/30 (decided): expired past its valid period; about to expire in its last 30 days; active while in
 * it (an open-ended group always); not started before its first day (a valid period may start later).
 */
export const VOUCHER_STATES = ['ACTIVE', 'ABOUT_TO_EXPIRE', 'EXPIRED', 'NOT_STARTED'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];
export const VOUCHER_STATE_LABELS: Record<VoucherState, string> = {
  ACTIVE: 'Active',
  ABOUT_TO_EXPIRE: 'About to expire',
  EXPIRED: 'Expired',
  NOT_STARTED: 'Not started',
};
export const VOUCHER_STATE_COLORS: Record<VoucherState, string> = {
  ACTIVE: 'green',
  ABOUT_TO_EXPIRE: 'orange',
  EXPIRED: 'red',
  NOT_STARTED: 'blue',
};

export interface VoucherFlags {
  isActive: boolean;
  hasExpired: boolean;
  aboutToExpire: boolean;
}

/** The display state from the server's flags (VG-08). */
export function voucherState(flags: VoucherFlags): VoucherState {
  if (flags.hasExpired) return 'EXPIRED';
  if (flags.aboutToExpire) return 'ABOUT_TO_EXPIRE';
  if (flags.isActive) return 'ACTIVE';
  return 'NOT_STARTED';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The flags at `now` of a group valid from `startAt` (its first day's start) to `expirationAt` (its last
 * day's end; both null: open-ended): expired after it, active within it, about to expire within its last
 * ABOUT_TO_EXPIRE_DAYS days. Every change falls on a UTC midnight (`nextFlagChange`).
 */
export function voucherFlags(startAt: Date | null, expirationAt: Date | null, now: Date): VoucherFlags {
  const t = now.getTime();
  const hasExpired = expirationAt !== null && t > expirationAt.getTime();
  const started = startAt === null || t >= startAt.getTime();
  const isActive = started && !hasExpired;
  const aboutToExpire = isActive && expirationAt !== null && t > expirationAt.getTime() - ABOUT_TO_EXPIRE_DAYS * DAY_MS;
  return { isActive, hasExpired, aboutToExpire };
}

/** The next instant any group's flags may change: the next UTC midnight. */
export function nextFlagChange(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

// ---- Calendar days -----------------------------------------------------------------------------------

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day 'YYYY-MM-DD' (years 0001–9999). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const at = new Date(Date.UTC(2000, mo - 1, d));
  at.setUTCFullYear(y);
  return at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** The UTC calendar day of an instant. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);
/** A day's first instant (UTC). */
export const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
/** A day's last instant (UTC). */
export const dayEnd = (date: string) => new Date(`${date}T23:59:59.999Z`);

/** The day `years` years after `date` (29 February → 28 February). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(2000, m - 1, 1));
  at.setUTCFullYear(y + years);
  const last = new Date(Date.UTC(at.getUTCFullYear(), m, 0)).getUTCDate();
  at.setUTCDate(Math.min(d, last));
  return utcDate(at);
}

/**
 * The earliest day that is still today somewhere (UTC−12): the server's "today" for the from-today rules,
 * so a date a user picks as today in any time zone is taken (VG-13, VG-24).
 */
export const earliestToday = (now: Date) => utcDate(new Date(now.getTime() - 12 * 60 * 60 * 1000));

// ---- Codes -------------------------------------------------------------------------------------------

/**
 * A voucher code: 16 characters of 32 letters and digits without the confusable I, O, 0 and 1: 80 bits
 * of randomness (crypto), shown in groups of four ('7KQM-R2XD-…'); typed in any case, with or without
 * the dashes and spaces.
 */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_LENGTH = 16;
/** The longest code text the engine looks at (dashes and spaces included). */
export const VOUCHER_CODE_INPUT_MAX = 40;

export const normalizeVoucherCode = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();
export const formatVoucherCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
export const isVoucherCode = (code: string) =>
  code.length === VOUCHER_CODE_LENGTH && [...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c));

// ---- The form's rules (VG-09…26) ---------------------------------------------------------------------

/** A voucher group body as a form holds it: every field may still be empty. The body is one too. */
export interface VoucherGroupDraft {
  description?: string | null;
  organizationId?: number | null;
  invoice?: string | null;
  docNumber?: string | null;
  voucherInfo?: {
    voucherType?: VoucherGroupType | null;
    voucherAmount?: number | null;
    usesPerUser?: number | null;
  } | null;
  voucherDeal?: VoucherDeal | null;
  validPeriod?: { startDate?: string | null; expirationDate?: string | null } | null;
  isbnSelectionType?: IsbnSelectionType | null;
  genericProduct?: { isbn?: string | null; name?: string | null } | null;
  price?: { amount?: number | null; currency?: string | null } | null;
  languageProductGroups?:
    | {
        languageId?: number | null;
        productItems?: { productId?: string | null; productName?: string | null }[] | null;
      }[]
    | null;
  entitlementDeal?: EntitlementDeal | null;
  entitlementDays?: number | null;
  entitlementExpirationDate?: string | null;
  isPrepaidVoucher?: boolean | null;
}

/**
 * A group as it is saved: what its deals and ISBN selection do not use left out (the valid period only for
 * a FIXED_TERM voucher deal; the generic course or the individual courses, by the selection; the days only
 * for a FIXED_TERM entitlement deal, the end only for FIXED_ENDED). The form sends it so, the server keeps
 * it so.
 */
export function withoutUnusedParts<D extends VoucherGroupDraft>(draft: D): D {
  const generic = draft.isbnSelectionType === 'GENERIC';
  return {
    ...draft,
    validPeriod: draft.voucherDeal === 'FIXED_TERM' ? draft.validPeriod : null,
    genericProduct: generic ? draft.genericProduct : null,
    languageProductGroups: generic ? [] : draft.languageProductGroups,
    entitlementDays: draft.entitlementDeal === 'FIXED_TERM' ? draft.entitlementDays : null,
    entitlementExpirationDate: draft.entitlementDeal === 'FIXED_ENDED' ? draft.entitlementExpirationDate : null,
  };
}

/** What the group held before an edit: its stored dates stay valid though they are now in the past. */
export interface StoredDates {
  startDate: string | null;
  expirationDate: string | null;
  entitlementExpirationDate: string | null;
}

const blank = (text: string | null | undefined) => !text?.trim();
const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function checkPeriod(draft: VoucherGroupDraft, today: string, stored: StoredDates | undefined, out: Violation[]) {
  if (draft.voucherDeal !== 'FIXED_TERM') return;
  const start = draft.validPeriod?.startDate;
  const end = draft.validPeriod?.expirationDate;
  if (!start || !end) {
    out.push({ field: 'validPeriod', message: VOUCHER_MESSAGES.validPeriodRequired });
    return;
  }
  const movedStart = start !== stored?.startDate;
  const movedEnd = end !== stored?.expirationDate;
  if ((movedStart && start < today) || (movedEnd && end < today)) {
    out.push({ field: 'validPeriod', message: VOUCHER_MESSAGES.validPeriodPast });
  } else if (end < start) {
    out.push({ field: 'validPeriod', message: VOUCHER_MESSAGES.validPeriodOrder });
  }
}

function checkLicences(draft: VoucherGroupDraft, out: Violation[]) {
  const info = draft.voucherInfo;
  const amount = info?.voucherAmount;
  if (amount === null || amount === undefined) {
    out.push({ field: 'voucherInfo.voucherAmount', message: VOUCHER_MESSAGES.voucherAmountRequired });
  } else if (!isWhole(amount) || amount < VOUCHER_LICENCES_MIN || amount > VOUCHER_LICENCES_MAX) {
    out.push({ field: 'voucherInfo.voucherAmount', message: VOUCHER_MESSAGES.voucherAmountRange });
  }
  if (info?.voucherType !== 'MASTER') return;
  const uses = info.usesPerUser;
  if (uses === null || uses === undefined) {
    out.push({ field: 'voucherInfo.usesPerUser', message: VOUCHER_MESSAGES.usesPerUserRequired });
  } else if (!isWhole(uses) || uses < USES_PER_USER_MIN) {
    out.push({ field: 'voucherInfo.usesPerUser', message: VOUCHER_MESSAGES.usesPerUserRange });
  } else if (isWhole(amount) && uses > amount) {
    out.push({ field: 'voucherInfo.usesPerUser', message: VOUCHER_MESSAGES.usesPerUserAboveTotal });
  }
}

function checkPrice(draft: VoucherGroupDraft, out: Violation[]) {
  const amount = draft.price?.amount;
  if (amount === null || amount === undefined) {
    out.push({ field: 'price.amount', message: VOUCHER_MESSAGES.priceRequired });
  } else if (!Number.isFinite(amount) || amount < 0) {
    out.push({ field: 'price.amount', message: VOUCHER_MESSAGES.priceMin });
  } else if (amount > VOUCHER_PRICE_MAX) {
    out.push({ field: 'price.amount', message: VOUCHER_MESSAGES.priceMax });
  } else if (!fitsCurrency(amount, VOUCHER_CURRENCY)) {
    out.push({ field: 'price.amount', message: VOUCHER_MESSAGES.priceDecimals });
  }
  const currency = draft.price?.currency;
  if (currency && currency !== VOUCHER_CURRENCY) {
    out.push({ field: 'price.currency', message: VOUCHER_MESSAGES.currencyFixed });
  }
}

function checkCourses(draft: VoucherGroupDraft, out: Violation[]) {
  if (!draft.isbnSelectionType) {
    out.push({ field: 'isbnSelectionType', message: VOUCHER_MESSAGES.isbnSelectionRequired });
    return;
  }
  if (draft.isbnSelectionType === 'GENERIC') {
    if (blank(draft.genericProduct?.isbn))
      out.push({ field: 'genericProduct', message: VOUCHER_MESSAGES.courseRequired });
    return;
  }
  const groups = draft.languageProductGroups ?? [];
  if (groups.length === 0) {
    out.push({ field: 'languageProductGroups.0.languageId', message: VOUCHER_MESSAGES.languageRequired });
    out.push({ field: 'languageProductGroups.0.productItems', message: VOUCHER_MESSAGES.courseRequired });
    return;
  }
  if (groups.length > VOUCHER_MAX_LANGUAGE_GROUPS) {
    out.push({ field: 'languageProductGroups', message: VOUCHER_MESSAGES.tooManyLanguages });
  }
  const languages = new Set<number>();
  const courses = new Set<string>();
  groups.forEach((group, i) => {
    const at = `languageProductGroups.${i}`;
    if (group.languageId === null || group.languageId === undefined) {
      out.push({ field: `${at}.languageId`, message: VOUCHER_MESSAGES.languageRequired });
    } else if (languages.has(group.languageId)) {
      out.push({ field: `${at}.languageId`, message: VOUCHER_MESSAGES.languageTwice });
    } else languages.add(group.languageId);
    const items = (group.productItems ?? []).filter((item) => !blank(item.productId));
    if (items.length === 0) out.push({ field: `${at}.productItems`, message: VOUCHER_MESSAGES.courseRequired });
    else if (items.length > VOUCHER_MAX_COURSES_PER_LANGUAGE) {
      out.push({ field: `${at}.productItems`, message: VOUCHER_MESSAGES.tooManyCourses });
    } else {
      const ids = items.map((item) => item.productId ?? '');
      if (new Set(ids).size !== ids.length || ids.some((id) => courses.has(id))) {
        out.push({ field: `${at}.productItems`, message: VOUCHER_MESSAGES.courseTwice });
      }
      for (const id of ids) courses.add(id);
    }
  });
}

function checkEntitlement(draft: VoucherGroupDraft, today: string, stored: StoredDates | undefined, out: Violation[]) {
  switch (draft.entitlementDeal) {
    case null:
    case undefined:
      out.push({ field: 'entitlementDeal', message: VOUCHER_MESSAGES.entitlementDealRequired });
      return;
    case 'FIXED_TERM': {
      const days = draft.entitlementDays;
      if (days === null || days === undefined) {
        out.push({ field: 'entitlementDays', message: VOUCHER_MESSAGES.entitlementDaysRequired });
      } else if (!isWhole(days) || days < ENTITLEMENT_DAYS_MIN || days > ENTITLEMENT_DAYS_MAX) {
        out.push({ field: 'entitlementDays', message: VOUCHER_MESSAGES.entitlementDaysRange });
      }
      return;
    }
    case 'FIXED_ENDED': {
      const date = draft.entitlementExpirationDate;
      const field = 'entitlementExpirationDate';
      if (!date) {
        out.push({ field, message: VOUCHER_MESSAGES.entitlementDateRequired });
        return;
      }
      if (draft.voucherDeal === 'FIXED_TERM') {
        const voucherEnd = draft.validPeriod?.expirationDate;
        if (!voucherEnd || !draft.validPeriod?.startDate) {
          out.push({ field, message: VOUCHER_MESSAGES.chooseValidPeriodFirst });
          return;
        }
        if (date < voucherEnd) {
          out.push({ field, message: VOUCHER_MESSAGES.entitlementDateBeforeVoucher });
          return;
        }
      }
      if (date !== stored?.entitlementExpirationDate && date < today) {
        out.push({ field, message: VOUCHER_MESSAGES.entitlementDatePast });
      }
      return;
    }
    default:
      return;
  }
}

/**
 * Every violation of a (possibly half-filled) voucher group, with the spec's messages, fields named by
 * body path ('voucherInfo.usesPerUser', 'languageProductGroups.0.productItems'). `today` is the form's
 * local day, or the server's `earliestToday`; `stored` are an edited group's dates, which stay valid.
 */
export function validateVoucherGroup(draft: VoucherGroupDraft, today: string, stored?: StoredDates): Violation[] {
  const out: Violation[] = [];
  const description = draft.description?.trim() ?? '';
  if (!description) out.push({ field: 'description', message: VOUCHER_MESSAGES.descriptionRequired });
  else if (description.length > VOUCHER_DESCRIPTION_MAX) {
    out.push({ field: 'description', message: VOUCHER_MESSAGES.descriptionTooLong });
  }
  if (draft.organizationId === null || draft.organizationId === undefined) {
    out.push({ field: 'organizationId', message: VOUCHER_MESSAGES.organizationRequired });
  }
  if (!draft.voucherInfo?.voucherType) {
    out.push({ field: 'voucherInfo.voucherType', message: VOUCHER_MESSAGES.voucherTypeRequired });
  }
  if (!draft.voucherDeal) out.push({ field: 'voucherDeal', message: VOUCHER_MESSAGES.voucherDealRequired });
  checkPeriod(draft, today, stored, out);
  if (draft.isPrepaidVoucher === null || draft.isPrepaidVoucher === undefined) {
    out.push({ field: 'isPrepaidVoucher', message: VOUCHER_MESSAGES.paymentTypeRequired });
  }
  checkPrice(draft, out);
  checkCourses(draft, out);
  checkLicences(draft, out);
  checkEntitlement(draft, today, stored, out);
  if ((draft.invoice?.trim().length ?? 0) > VOUCHER_INVOICE_MAX) {
    out.push({ field: 'invoice', message: VOUCHER_MESSAGES.invoiceTooLong });
  }
  if ((draft.docNumber?.trim().length ?? 0) > VOUCHER_DOC_NUMBER_MAX) {
    out.push({ field: 'docNumber', message: VOUCHER_MESSAGES.docNumberTooLong });
  }
  return out;
}

/**
 * VG-12: a change of the voucher type resets the total licenses and the uses per user (the form's
 * values after the change: empty, a SINGLE or SEAT group's uses per user are 1).
 */
export const resetLicences = (type: VoucherGroupType | null | undefined) => ({
  voucherAmount: null,
  usesPerUser: type === 'MASTER' ? null : 1,
});

/** The uses per user a group of `type` has: MASTER its own, SINGLE and SEAT one (decided). */
export const usesPerUserOf = (type: VoucherGroupType, usesPerUser: number | null | undefined) =>
  type === 'MASTER' ? (usesPerUser ?? 1) : 1;

/** The expiry of an entitlement a redemption at `now` gives (VG-27): none, `days` later, or the fixed day's end. */
export function entitlementExpiry(
  deal: EntitlementDeal,
  days: number | null,
  fixedAt: Date | null,
  now: Date,
): Date | null {
  if (deal === 'FIXED_TERM') return new Date(now.getTime() + (days ?? 0) * DAY_MS);
  if (deal === 'FIXED_ENDED') return fixedAt;
  return null;
}
