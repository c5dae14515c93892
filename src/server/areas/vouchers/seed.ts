import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VoucherGroupBody } from '../../../shared/contracts/vouchers';
import { addYears, utcDate, type VoucherGroupType } from '../../../shared/domain/voucher';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { contentProduct, demoProductIsbn } from '../content-products';
import { customer } from '../customers';
import { DEMO_ORGANIZATIONS, organization } from '../organizations';
import { assignSeat, redeemVoucher } from './redeem';
import { createVoucherGroup } from './service';
import { voucher, voucherGroup } from './tables';

/**
 * Demo voucher groups (issue 24): every type (SINGLE, MASTER, SEAT), voucher deal, entitlement deal, ISBN
 * selection and display state (active, about to expire, expired, not started) in the demo organizations,
 * made through the service as staff would have on the day each was added, then redeemed through the
 * engine by the organizations' demo B2B customers on days spread over the last four months (GENERIC ones
 * in the previous month among them, for the redeemed-ISBN report). Idempotent by description.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const clockAt = (time: Date): Clock => ({ now: () => new Date(time) });

/** The staff member the demo groups are added by (the b2b demo account). */
const DEMO_B2B_ACTOR: Principal = {
  sub: 'staff-b2b',
  email: 'b2b@portal.example.com',
  nickname: 'B2B',
  permissions: [],
};

/** A GENERIC group's course, or an INDIVIDUAL group's courses by language (demo product keys). */
type Courses = { generic: 'sub-fr' | 'aa-0' } | { individual: Partial<Record<'fr' | 'de' | 'es', string[]>> };

interface DemoGroup {
  description: string;
  /** Index into DEMO_ORGANIZATIONS. */
  organization: number;
  type: VoucherGroupType;
  licences: number;
  usesPerUser?: number;
  /** Added this many days ago (negative: days from now); its valid period starts that day. */
  addedDaysAgo: number;
  /** Valid this many days from its start; none: open-ended. */
  validDays?: number;
  /** Starts this many days after it was added (not started yet when beyond today). */
  startsAfterDays?: number;
  courses: Courses;
  entitlement:
    | { deal: 'OPEN_ENDED' }
    | { deal: 'FIXED_TERM'; days: number }
    | { deal: 'FIXED_ENDED'; afterVoucherDays: number };
  prepaid: boolean;
  price: number;
  invoice: string;
  docNumber: string;
  /** Redemptions (seat assignments for SEAT), spread over the last `overDays` days (at most its valid period). */
  redemptions: number;
  overDays?: number;
}

export const DEMO_VOUCHER_GROUPS: readonly DemoGroup[] = [
  {
    description: 'Northwind 2026 language benefit',
    organization: 0,
    type: 'SINGLE',
    licences: 40,
    addedDaysAgo: 150,
    validDays: 365,
    courses: { generic: 'sub-fr' },
    entitlement: { deal: 'FIXED_TERM', days: 365 },
    prepaid: true,
    price: 49.99,
    invoice: 'INV-2026-0012',
    docNumber: 'PO-88412',
    redemptions: 26,
  },
  {
    description: 'Harbor Point drivers All Access',
    organization: 1,
    type: 'MASTER',
    licences: 200,
    usesPerUser: 3,
    addedDaysAgo: 200,
    courses: { generic: 'aa-0' },
    entitlement: { deal: 'OPEN_ENDED' },
    prepaid: false,
    price: 0,
    invoice: 'INV-2026-0031',
    docNumber: '',
    redemptions: 48,
  },
  {
    description: 'Bluebird front desk Spanish and French',
    organization: 2,
    type: 'SEAT',
    licences: 30,
    addedDaysAgo: 353,
    validDays: 365,
    courses: { individual: { es: ['es-1b', 'es-2'], fr: ['fr-1'] } },
    entitlement: { deal: 'FIXED_ENDED', afterVoucherDays: 90 },
    prepaid: true,
    price: 120,
    invoice: 'INV-2025-0207',
    docNumber: 'BB-2025-14',
    redemptions: 18,
  },
  {
    description: 'Summit Ridge nurses French pilot',
    organization: 3,
    type: 'SINGLE',
    licences: 15,
    addedDaysAgo: 400,
    validDays: 365,
    courses: { generic: 'sub-fr' },
    entitlement: { deal: 'FIXED_TERM', days: 180 },
    prepaid: true,
    price: 35,
    invoice: 'INV-2025-0098',
    docNumber: 'SR-PO-5521',
    redemptions: 9,
    overDays: 110,
  },
  {
    description: 'Crescent Valley teachers 2027',
    organization: 4,
    type: 'MASTER',
    licences: 120,
    usesPerUser: 2,
    addedDaysAgo: 3,
    startsAfterDays: 23,
    validDays: 365,
    courses: { individual: { de: ['de-1', 'de-2'] } },
    entitlement: { deal: 'FIXED_ENDED', afterVoucherDays: 30 },
    prepaid: false,
    price: 18.5,
    invoice: '',
    docNumber: 'CVSD-2027-01',
    redemptions: 0,
  },
  {
    description: 'Maple & Stone studio seats',
    organization: 5,
    type: 'SEAT',
    licences: 12,
    addedDaysAgo: 90,
    courses: { generic: 'aa-0' },
    entitlement: { deal: 'OPEN_ENDED' },
    prepaid: true,
    price: 99,
    invoice: 'INV-2026-0044',
    docNumber: '',
    redemptions: 7,
    overDays: 85,
  },
  {
    description: 'Lakeside college language lab',
    organization: 6,
    type: 'MASTER',
    licences: 300,
    usesPerUser: 1,
    addedDaysAgo: 130,
    validDays: 730,
    courses: { individual: { fr: ['fr-1', 'ml-fr'], de: ['de-1'], es: ['es-2'] } },
    entitlement: { deal: 'FIXED_TERM', days: 180 },
    prepaid: true,
    price: 25,
    invoice: 'INV-2026-0019',
    docNumber: 'LCC-7781',
    redemptions: 22,
  },
  {
    description: 'Ironwood plant managers (unused)',
    organization: 7,
    type: 'SINGLE',
    licences: 5,
    addedDaysAgo: 20,
    courses: { generic: 'sub-fr' },
    entitlement: { deal: 'OPEN_ENDED' },
    prepaid: false,
    price: 60,
    invoice: '',
    docNumber: '',
    redemptions: 0,
  },
  {
    description: 'Pacific Rim cabin crew French',
    organization: 8,
    type: 'SINGLE',
    licences: 10,
    addedDaysAgo: 345,
    validDays: 365,
    courses: { generic: 'sub-fr' },
    entitlement: { deal: 'FIXED_TERM', days: 90 },
    prepaid: true,
    price: 45,
    invoice: 'INV-2025-0188',
    docNumber: 'PRA-31',
    redemptions: 10,
  },
  {
    description: 'Greenleaf research German 2025',
    organization: 9,
    type: 'MASTER',
    licences: 50,
    usesPerUser: 2,
    addedDaysAgo: 420,
    validDays: 365,
    courses: { individual: { de: ['de-1', 'de-2'] } },
    entitlement: { deal: 'FIXED_TERM', days: 365 },
    prepaid: false,
    price: 30,
    invoice: 'INV-2025-0051',
    docNumber: '',
    redemptions: 6,
    overDays: 100,
  },
  {
    description: 'Silverline analysts seats (next quarter)',
    organization: 10,
    type: 'SEAT',
    licences: 25,
    addedDaysAgo: 1,
    startsAfterDays: 40,
    validDays: 365,
    courses: { generic: 'aa-0' },
    entitlement: { deal: 'OPEN_ENDED' },
    prepaid: true,
    price: 149,
    invoice: 'INV-2026-0077',
    docNumber: 'SFS-990',
    redemptions: 0,
  },
  {
    description: 'Tidewater institute All Access',
    organization: 11,
    type: 'SINGLE',
    licences: 60,
    addedDaysAgo: 125,
    validDays: 540,
    courses: { generic: 'aa-0' },
    entitlement: { deal: 'FIXED_ENDED', afterVoucherDays: 0 },
    prepaid: false,
    price: 79.9,
    invoice: 'INV-2026-0025',
    docNumber: 'TLI-4410',
    redemptions: 14,
  },
];

const LANGUAGE_OF = { fr: 15, de: 16, es: 41 } as const;

/** The body staff would have sent on the day the group was added (`added`). */
async function bodyOf(db: Db, g: DemoGroup, organizationId: number, added: Date): Promise<VoucherGroupBody> {
  const startDate = utcDate(at(added, g.startsAfterDays ?? 0));
  const expirationDate = g.validDays ? utcDate(at(new Date(`${startDate}T00:00:00Z`), g.validDays - 1)) : null;
  const productIds = async (keys: string[]) => {
    const rows = await db
      .select({ productId: contentProduct.productId, isbn: contentProduct.isbn })
      .from(contentProduct)
      .where(inArray(contentProduct.isbn, keys.map(demoProductIsbn)));
    return keys.flatMap((key) =>
      rows.filter((r) => r.isbn === demoProductIsbn(key)).map((r) => ({ productId: r.productId })),
    );
  };
  const courses =
    'generic' in g.courses
      ? { isbnSelectionType: 'GENERIC' as const, genericProduct: { isbn: demoProductIsbn(g.courses.generic) } }
      : {
          isbnSelectionType: 'INDIVIDUAL' as const,
          languageProductGroups: await Promise.all(
            (Object.entries(g.courses.individual) as [keyof typeof LANGUAGE_OF, string[]][]).map(
              async ([lang, keys]) => ({
                languageId: LANGUAGE_OF[lang],
                productItems: await productIds(keys),
              }),
            ),
          ),
        };
  const e = g.entitlement;
  return {
    description: g.description,
    organizationId,
    invoice: g.invoice,
    docNumber: g.docNumber,
    voucherInfo: { voucherType: g.type, voucherAmount: g.licences, usesPerUser: g.usesPerUser ?? 1 },
    voucherDeal: expirationDate ? 'FIXED_TERM' : 'OPEN_ENDED',
    validPeriod: expirationDate ? { startDate, expirationDate } : null,
    ...courses,
    price: { amount: g.price, currency: 'USD' },
    entitlementDeal: e.deal,
    entitlementDays: e.deal === 'FIXED_TERM' ? e.days : null,
    entitlementExpirationDate:
      e.deal === 'FIXED_ENDED'
        ? utcDate(at(new Date(`${expirationDate ?? addYears(startDate, 1)}T00:00:00Z`), e.afterVoucherDays))
        : null,
    isPrepaidVoucher: g.prepaid,
  };
}

/** Redeems (or assigns seats of) a new demo group on days spread over its last `overDays` days of validity. */
async function redeemDemo(db: Db, g: DemoGroup, groupId: number, customerIds: number[], added: Date, now: Date) {
  // Each customer at most its uses per user (an organization may have fewer customers than the plan).
  const redemptions = Math.min(g.redemptions, customerIds.length * (g.type === 'MASTER' ? (g.usesPerUser ?? 1) : 1));
  if (redemptions === 0) return;
  const codes = await db
    .select({ code: voucher.code })
    .from(voucher)
    .where(eq(voucher.voucherGroupId, groupId))
    .orderBy(asc(voucher.id));
  const [row] = await db.select().from(voucherGroup).where(eq(voucherGroup.id, groupId));
  const start = Math.max(row?.validStartAt?.getTime() ?? added.getTime(), added.getTime(), at(now, -120).getTime());
  const end = Math.min(row?.validExpirationAt?.getTime() ?? now.getTime(), now.getTime()) - 60 * 60 * 1000;
  const from = g.overDays ? Math.max(start, end - g.overDays * DAY_MS) : start;
  for (let k = 0; k < redemptions; k += 1) {
    const when = new Date(from + ((end - from) * (k + 0.5)) / redemptions);
    const customerId = customerIds[k % customerIds.length] as number;
    const clock = clockAt(when);
    if (g.type === 'SEAT') await assignSeat(db, { voucherGroupId: groupId, customerId }, clock);
    else {
      const code = g.type === 'SINGLE' ? codes[k]?.code : codes[0]?.code;
      if (code) await redeemVoucher(db, { code, customerId }, clock);
    }
  }
}

export async function seedDemoVouchers(db: Db, now: Date): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ description: voucherGroup.description })
        .from(voucherGroup)
        .where(
          inArray(
            voucherGroup.description,
            DEMO_VOUCHER_GROUPS.map((g) => g.description),
          ),
        )
    ).map((r) => r.description),
  );
  const organizations = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.name, [...DEMO_ORGANIZATIONS]));
  const orgId = new Map(organizations.map((o) => [o.name, o.id]));
  for (const g of DEMO_VOUCHER_GROUPS) {
    if (existing.has(g.description)) continue;
    const organizationId = orgId.get(DEMO_ORGANIZATIONS[g.organization] ?? '');
    if (organizationId === undefined) continue;
    const added = at(now, -g.addedDaysAgo);
    const created = await createVoucherGroup(
      db,
      await bodyOf(db, g, organizationId, added),
      DEMO_B2B_ACTOR,
      clockAt(added),
    );
    const customers = await db
      .select({ id: customer.id })
      .from(customer)
      .where(and(eq(customer.organizationId, organizationId), eq(customer.isB2b, true)))
      .orderBy(asc(customer.id))
      .limit(40);
    await redeemDemo(
      db,
      g,
      created.voucherGroupId,
      customers.map((c) => c.id),
      added,
      now,
    );
  }
}
