import type { Db } from '../../src/server/db/client';
import { contentProduct, miniCourse } from '../../src/server/db/schema';
import type { TestServer } from './test-server';
import { type MintOptions, mintToken } from './tokens';

/**
 * Test data builders (fishery-style): each states the defaults of one thing, a test states only what
 * matters to it. Builders that insert go straight to the table, as seeded data would be.
 */

/** The authorization header of a staff member holding exactly `permissions`. */
export async function staffToken(
  server: TestServer,
  permissions: readonly string[],
  options: Omit<MintOptions, 'permissions'> = {},
): Promise<string> {
  return `Bearer ${await mintToken(server, { ...options, permissions })}`;
}

let sequence = 0;
/** A number unique in this test file (each file has its own database copy). */
export const nextSerial = () => {
  sequence += 1;
  return sequence;
};

/** A unique 13-digit ISBN: 978, a family digit (apart from the demo ISBNs, 9781…), then nine digits. */
export const uniqueIsbn = (family = 2) => `978${family}${String(nextSerial()).padStart(9, '0')}`;

export type ContentProductRow = typeof contentProduct.$inferSelect;
type ContentProductValues = Partial<typeof contentProduct.$inferInsert>;

/**
 * Inserts a content product: a French (language 15) single-level product, level 1, lessons 1–5,
 * STAGING, unless `values` say otherwise. Answers the row.
 */
export async function aContentProduct(db: Db, values: ContentProductValues = {}): Promise<ContentProductRow> {
  const n = nextSerial();
  const [row] = await db
    .insert(contentProduct)
    .values({
      productId: `CP-T${String(n).padStart(6, '0')}`,
      isbn: uniqueIsbn(),
      productType: 'SINGLE_LEVEL',
      isPremium: false,
      languageId: 15,
      name: `Test product ${n}`,
      courseLevel: '1',
      lessonFrom: 1,
      lessonTo: 5,
      status: 'STAGING',
      ...values,
    })
    .returning();
  if (!row) throw new Error('content product not inserted');
  return row;
}

export type MiniCourseRow = typeof miniCourse.$inferSelect;
type MiniCourseValues = Partial<typeof miniCourse.$inferInsert>;

/** Inserts a mini course: French (15), the French mini course content, 10 lessons, STAGING. */
export async function aMiniCourse(db: Db, values: MiniCourseValues = {}): Promise<MiniCourseRow> {
  const [row] = await db
    .insert(miniCourse)
    .values({ languageId: 15, courseId: 'fr-MINI', totalLessons: 10, status: 'STAGING', ...values })
    .returning();
  if (!row) throw new Error('mini course not inserted');
  return row;
}

/**
 * The POST /products body of a complete single-level product (every tab filled); `over` replaces
 * top-level fields.
 */
export const singleLevelBody = (over: Record<string, unknown> = {}) => ({
  isbn: uniqueIsbn(5),
  productType: 'SINGLE_LEVEL',
  isPremium: false,
  languageId: 15,
  name: 'French Level 4',
  upsellName: 'French 4',
  learnName: 'French Level Four',
  upsellDescription: 'Thirty more lessons.',
  price: { amount: 19.99, currency: 'USD' },
  notes: 'note',
  version: 'orig',
  course: { courseLevel: '4', courseId: 'fr-L4', courseVersion: 'orig', courseName: 'French Level 4' },
  lessonRange: { from: 1, to: 30 },
  productUpsells: [
    {
      upsellType: 'SUBSCRIPTION',
      upsellInAppId: null,
      upsellInAppIsbn: '9781400000001',
      upsellInAppName: 'French Subscription',
      upsellEcomPid: 'SUB-MONTHLY-FR',
      hasEComPromotionCode: true,
      upsellPromotionCode: 'SPRING25',
    },
  ],
  upgradeId: 7,
  upgradeIsbn: '9781400000002',
  upgradeName: 'French Premium',
  upgradeEcomPid: 'SUB-MONTHLY-FR-PREM',
  upgradePromotionCode: 'PREMIUMFR',
  namiGroups: ['fr_level_4'],
  isUpsellSupportedByNami: true,
  isDeeplinkSupportedByNami: true,
  deepLink: 'https://app.example.com/learn/fr',
  deepLinkPromotion: { promotionTitle: 'Start\ntoday', promotionContent: 'Free week', promotionComment: 'c' },
  ...over,
});
