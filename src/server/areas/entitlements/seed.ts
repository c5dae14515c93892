import { asc, eq } from 'drizzle-orm';
import type { EntitlementSource, EntitlementStatus } from '../../../shared/domain/entitlement';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/json-insert';
import { seededRandom } from '../../db/seed-random';
import { contentProduct } from '../content-products';
import { customer, DEMO_CUSTOMER_EMAILS } from '../customers';
import { type EntitledCourse, entitledCourseColumns, entitlementOfCourse } from './course-grant';
import { PUBLISHED_STATUS } from './read';
import { entitlement } from './tables';

/**
 * Demo entitlements for the demo B2C customers (run after the customers seed; nothing without customers or
 * published content products): about three per customer over the published demo products, every B2C
 * source and every status represented: eCom subscriptions and one-shots, eCom Gift, Naviga and eCom Naviga
 * (some revoked and not expired, so Restore brings them back), app stores, Admin, Okta, Amazon and the
 * rest. The well-known customer (jane.doe@example.com) gets four fixed ones. B2B customers get none here:
 * theirs (Redemption, Seat assignment) are the real redemptions of the demo voucher groups, made by the
 * vouchers seed. Deterministic (a PRNG seeded by each customer's Auth0 id); idempotent: customers that have
 * entitlements already are left alone.
 */

/** The well-known demo customer of the customers seed. */
export const DEMO_ENTITLEMENT_CUSTOMER_EMAIL = DEMO_CUSTOMER_EMAILS.jane;

const DAY_MS = 24 * 60 * 60 * 1000;

/** FNV-1a of a text: the PRNG seed of a customer. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Template {
  source: EntitlementSource;
  isSubscription: boolean;
  status: EntitlementStatus;
  /** Days from now to the expiration (negative: in the past); null: none. */
  expiresInDays: number | null;
}

const t = (
  source: EntitlementSource,
  isSubscription: boolean,
  status: EntitlementStatus,
  expiresInDays: number | null,
): Template => ({ source, isSubscription, status, expiresInDays });

/** B2C entitlements, taken in turn so that a handful of customers shows every source and status. */
const B2C_TEMPLATES: readonly Template[] = [
  t('ECOM', true, 'ACTIVE', 30),
  t('ECOM', false, 'ACTIVE', 365),
  t('MG2', true, 'REVOKED', 60),
  t('ECOM_GIFT', true, 'ACTIVE', 300),
  t('IOS_APPSTORE', true, 'ACTIVE', 25),
  t('ECOM_MG2', true, 'REVOKED', 90),
  t('GOOGLEPLAY', true, 'PAUSED', 12),
  t('ADMIN', false, 'ACTIVE', 180),
  t('MG2', true, 'EXPIRED', -30),
  t('DEMANDWARE', false, 'ACTIVE', null),
  t('OKTA', false, 'ACTIVE', 365),
  t('ECOM', true, 'EXPIRED', -10),
  t('AMAZON', true, 'CANCELED', 15),
  t('UNLIMITED_ACTIVATION', true, 'ACTIVE', 365),
  t('ECOM', false, 'REVOKED', 120),
  t('EDT_SSDS', false, 'ACTIVE', 365),
  t('ECOM_MG2', true, 'ACTIVE', 45),
  t('ECOM', true, 'CANCELED', 20),
  t('ADMIN', false, 'REVOKED', 40),
  t('MG2', true, 'ACTIVE', 75),
  t('ECOM_GIFT', true, 'EXPIRED', -60),
];

/** The well-known customer's four: Admin active, eCom one-shot active, Naviga revoked (restorable), eCom subscription expired. */
const JANE_TEMPLATES: readonly Template[] = [
  t('ADMIN', false, 'ACTIVE', 365),
  t('ECOM', false, 'ACTIVE', 180),
  t('MG2', true, 'REVOKED', 90),
  t('ECOM', true, 'EXPIRED', -15),
];

type NewEntitlement = typeof entitlement.$inferInsert;

export async function seedDemoEntitlements(db: Db, now = new Date()): Promise<void> {
  const customers = await db
    .select({
      id: customer.id,
      auth0Id: customer.auth0Id,
      email: customer.emailKey,
      createdAt: customer.createdAt,
    })
    .from(customer)
    .where(eq(customer.isB2b, false))
    .orderBy(asc(customer.id));
  if (!customers.length) return;
  const products: EntitledCourse[] = await db
    .select(entitledCourseColumns)
    .from(contentProduct)
    .where(eq(contentProduct.status, PUBLISHED_STATUS))
    .orderBy(asc(contentProduct.id));
  if (!products.length) return;
  const entitled = new Set(
    (await db.selectDistinct({ id: entitlement.customerId }).from(entitlement)).map((r) => r.id),
  );

  const rows: NewEntitlement[] = [];
  // A cursor into the templates: consecutive customers take the next ones, so all are used.
  let b2c = 0;
  for (const c of customers) {
    if (entitled.has(c.id)) continue;
    const random = seededRandom(hashOf(c.auth0Id));
    const isJane = c.email === DEMO_ENTITLEMENT_CUSTOMER_EMAIL;
    let templates: readonly Template[];
    if (isJane) templates = JANE_TEMPLATES;
    else {
      const count = 2 + Math.floor(random() * 3);
      templates = Array.from({ length: count }, (_, k) => B2C_TEMPLATES[(b2c + k) % B2C_TEMPLATES.length] as Template);
      b2c += count;
    }
    // Distinct products per customer, from a random start.
    const first = Math.floor(random() * products.length);
    const since = Math.max(c.createdAt.getTime(), now.getTime() - 400 * DAY_MS);
    templates.forEach((tpl, k) => {
      const product = products[(first + k * 3) % products.length] as EntitledCourse;
      const createdAt = new Date(since + Math.floor(random() * Math.max(1, now.getTime() - since)));
      const expiresAt = tpl.expiresInDays === null ? null : new Date(now.getTime() + tpl.expiresInDays * DAY_MS);
      rows.push({
        ...entitlementOfCourse(product, { ...tpl, customerId: c.id, expiresAt }, createdAt),
        isUpgradedToAllAccess: tpl.isSubscription && !isJane && random() < 0.15,
        adminGroupId: tpl.source === 'ADMIN' && !isJane && random() < 0.5 ? 1 + Math.floor(random() * 5) : null,
      });
    });
  }
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await insertRows(tx, entitlement, rows.slice(i, i + CHUNK));
  });
}

/** Rows per statement. */
const CHUNK = 5000;
