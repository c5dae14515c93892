import { inArray, like, sql } from 'drizzle-orm';
import type { CatalogStatus } from '../../../shared/domain/catalog-workflow';
import { ALL_ACCESS_DESCRIPTION, ALL_ACCESS_NAME } from '../../../shared/domain/content-product';
import type { ProductType } from '../../../shared/domain/content-product-types';
import type { Db } from '../client';
import { contentProduct, coupon, ecomPlan, job, language } from '../schema';
import { CONTENT_DEFECTS } from './content-catalog';
import { ALL_ACCESS_LANGUAGE_ID } from './reference-data/languages';

/**
 * Demo catalogue: eCom plans and coupons (what the content product form searches), and content
 * products of every type in every workflow status. Idempotent: plans, coupons and products already
 * there (by pid, code, ISBN) are left untouched; only missing ones are added.
 */

const DAY = 24 * 60 * 60 * 1000;
/** The demo account that scheduled the seeded publishes. */
export const DEMO_CATALOG_ACTOR = 'staff-catalog';

// ---- eCom plans and coupons -----------------------------------------------------------------------

type PlanSeed = [pid: string, name: string, status: string, languageId: number | null, type: string, premium: boolean];
const LANG = { fr: 15, de: 16, it: 25, ja: 26, es419: 41, esES: 42, ptBR: 36, zh: 7, ko: 27, ru: 40, la: 28 } as const;

export const DEMO_PLANS: readonly PlanSeed[] = [
  ['SUB-MONTHLY-FR', 'French Subscription Monthly', 'active', LANG.fr, 'SUBSCRIPTION', false],
  ['SUB-ANNUAL-FR', 'French Subscription Annual', 'active', LANG.fr, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-FR-PREM', 'French Premium Subscription Monthly', 'active', LANG.fr, 'SUBSCRIPTION', true],
  ['SUB-MONTHLY-ES', 'Spanish (Latin America) Subscription Monthly', 'active', LANG.es419, 'SUBSCRIPTION', false],
  ['SUB-ANNUAL-ES', 'Spanish (Latin America) Subscription Annual', 'inactive', LANG.es419, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-DE', 'German Subscription Monthly', 'active', LANG.de, 'SUBSCRIPTION', false],
  ['SUB-QUARTERLY-DE', 'German Subscription Quarterly', 'ready_for_publish', LANG.de, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-IT', 'Italian Subscription Monthly', 'active', LANG.it, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-JA', 'Japanese Subscription Monthly', 'draft', LANG.ja, 'SUBSCRIPTION', false],
  ['SUB-ANNUAL-JA-PREM', 'Japanese Premium Subscription Annual', 'draft', LANG.ja, 'SUBSCRIPTION', true],
  ['SUB-MONTHLY-KO', 'Korean Subscription Monthly', 'inactive', LANG.ko, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-RU', 'Russian Subscription Monthly', 'ready_for_publish', LANG.ru, 'SUBSCRIPTION', false],
  ['SL-L1-FR', 'French Level 1', 'active', LANG.fr, 'SINGLE_LEVEL', false],
  ['SL-L2-FR', 'French Level 2', 'active', LANG.fr, 'SINGLE_LEVEL', false],
  ['SL-L5-FR-PREM', 'French Premium Level 5', 'active', LANG.fr, 'SINGLE_LEVEL', true],
  ['SL-L1-DE', 'German Level 1', 'draft', LANG.de, 'SINGLE_LEVEL', false],
  ['SL-L1-IT', 'Italian Level 1', 'ready_for_publish', LANG.it, 'SINGLE_LEVEL', false],
  ['SL-L1-PT-BR', 'Portuguese (Brazil) Level 1', 'inactive', LANG.ptBR, 'SINGLE_LEVEL', false],
  ['ML-COMPLETE-FR', 'French Complete Course', 'active', LANG.fr, 'MULTI_LEVEL', false],
  ['ML-COMPLETE-ES', 'Spanish (Latin America) Complete Course', 'active', LANG.es419, 'MULTI_LEVEL', false],
  ['ML-L1-2-DE', 'German Levels 1-2', 'draft', LANG.de, 'MULTI_LEVEL', false],
  ['ML-COMPLETE-ZH', 'Chinese (Mandarin) Complete Course', 'inactive', LANG.zh, 'MULTI_LEVEL', false],
  ['AA-MONTHLY', 'All Access Subscription Monthly', 'active', ALL_ACCESS_LANGUAGE_ID, 'ALL_ACCESS', true],
  ['AA-ANNUAL', 'All Access Subscription Annual', 'active', ALL_ACCESS_LANGUAGE_ID, 'ALL_ACCESS', true],
  ['AA-LIFETIME', 'All Access Lifetime', 'draft', ALL_ACCESS_LANGUAGE_ID, 'ALL_ACCESS', true],
];

type CouponSeed = [code: string, status: string, pids: string[]];
export const DEMO_COUPONS: readonly CouponSeed[] = [
  ['SPRING25', 'active', ['SUB-MONTHLY-FR', 'SUB-ANNUAL-FR', 'SUB-MONTHLY-ES', 'SUB-MONTHLY-DE']],
  ['WELCOME10', 'active', ['SUB-MONTHLY-FR', 'SUB-MONTHLY-ES', 'SUB-MONTHLY-IT']],
  ['SUMMER30', 'expired', ['SUB-MONTHLY-FR', 'SUB-ANNUAL-ES']],
  ['BACK2SCHOOL', 'inactive', ['SUB-ANNUAL-FR', 'SUB-MONTHLY-DE']],
  ['FRENCH50', 'active', ['SL-L1-FR', 'SL-L2-FR', 'ML-COMPLETE-FR']],
  ['PREMIUMFR', 'active', ['SUB-MONTHLY-FR-PREM', 'SL-L5-FR-PREM']],
  ['HOLA20', 'active', ['ML-COMPLETE-ES', 'SUB-MONTHLY-ES']],
  ['DEUTSCH15', 'inactive', ['SUB-MONTHLY-DE', 'SL-L1-DE', 'ML-L1-2-DE']],
  ['CIAO10', 'active', ['SUB-MONTHLY-IT', 'SL-L1-IT']],
  ['NIHONGO', 'expired', ['SUB-MONTHLY-JA']],
  ['ALLACCESS40', 'active', ['AA-MONTHLY', 'AA-ANNUAL']],
  ['AAWINTER', 'inactive', ['AA-ANNUAL']],
  ['BLACKFRIDAY', 'expired', ['SUB-ANNUAL-FR', 'SUB-ANNUAL-ES', 'AA-ANNUAL']],
  ['UPGRADE15', 'active', ['SUB-MONTHLY-FR-PREM', 'SUB-ANNUAL-JA-PREM']],
  ['LIFETIME100', 'active', ['AA-LIFETIME']],
];

// ---- Content products -----------------------------------------------------------------------------

interface ProductSeed {
  /** Demo key, unique; the ISBN is derived from its position. */
  key: string;
  type: ProductType;
  status: CatalogStatus;
  languageId: number;
  code: string;
  name: string;
  premium?: boolean;
  level?: number;
  courseLevel?: string;
  to?: number;
  from?: number;
  version?: string;
  priceCents: number;
  /** Keys of bundled single-level products (multi-level). */
  bundles?: string[];
  /** Key of the premium product (upgrade). */
  premiumOf?: string;
  /** Has been active (ACTIVE and ARCHIVED always have). */
  historical?: boolean;
  /** Days from seeding to a scheduled publish (READY_FOR_REVIEW only). */
  scheduleInDays?: number;
  pending?: Record<string, unknown>;
  upsellTo?: string;
}

const L = { ...LANG, sw: 43, ur: 49, esES: 42 } as const;
const defective = (courseId: string) =>
  [
    ...CONTENT_DEFECTS.missingFiles,
    ...CONTENT_DEFECTS.badFileNames,
    ...CONTENT_DEFECTS.missingAndBadFileNames,
  ].includes(courseId as never);

const single = (
  key: string,
  status: CatalogStatus,
  languageId: number,
  code: string,
  language: string,
  level: number,
  extra: Partial<ProductSeed> = {},
): ProductSeed => ({
  key,
  type: 'SINGLE_LEVEL',
  status,
  languageId,
  code,
  name: `${language} Level ${level}${extra.premium ? ' Premium' : ''}`,
  level,
  courseLevel: String(level),
  to: 30,
  version: CONTENT_DEFECTS.versions[`${code}-L${level}`] ?? 'orig',
  priceCents: 14999,
  ...extra,
});

/** Every type in every status; STAGING products mostly verify cleanly, a few are built on defective courses. */
export const DEMO_PRODUCTS: readonly ProductSeed[] = [
  // Single level
  single('fr-1', 'ACTIVE', L.fr, 'fr', 'French', 1, { historical: true }),
  single('fr-2', 'STAGING', L.fr, 'fr', 'French', 2, {
    historical: true,
    pending: { upsellDescription: 'Build confidence with 30 new conversation lessons.', priceAmountMinor: 12999 },
  }),
  single('fr-3', 'READY_FOR_REVIEW', L.fr, 'fr', 'French', 3, { scheduleInDays: 5 }),
  single('fr-5-prem', 'ACTIVE', L.fr, 'fr', 'French', 5, { premium: true, historical: true, priceCents: 19999 }),
  single('de-1', 'ACTIVE', L.de, 'de', 'German', 1, { historical: true }),
  single('de-2', 'ACTIVE', L.de, 'de', 'German', 2, { historical: true }),
  single('de-3', 'STAGING', L.de, 'de', 'German', 3),
  single('it-1', 'STAGING', L.it, 'it', 'Italian', 1),
  single('it-2', 'READY_FOR_REVIEW', L.it, 'it', 'Italian', 2),
  single('ja-2', 'STAGING', L.ja, 'ja', 'Japanese', 2),
  single('es-1', 'ARCHIVED', L.es419, 'es-419', 'Spanish (Latin America)', 1, { historical: true }),
  single('es-1b', 'ACTIVE', L.es419, 'es-419', 'Spanish (Latin America)', 1, {
    name: 'Spanish (Latin America) Level 1 (2025 edition)',
    historical: true,
  }),
  single('es-2', 'ACTIVE', L.es419, 'es-419', 'Spanish (Latin America)', 2, { historical: true }),
  single('es-1-prem', 'ACTIVE', L.es419, 'es-419', 'Spanish (Latin America)', 1, { premium: true, historical: true }),
  // STAGING on defective courses: verify fails
  single('la-1', 'STAGING', L.la, 'la', 'Latin', 1),
  single('sw-2', 'STAGING', L.sw, 'sw', 'Swahili', 2),
  single('ur-4', 'STAGING', L.ur, 'ur', 'Urdu', 4),
  // Multi-level
  {
    key: 'ml-fr',
    type: 'MULTI_LEVEL',
    status: 'ACTIVE',
    languageId: L.fr,
    code: 'fr',
    name: 'French Complete Course',
    courseLevel: '-1',
    priceCents: 39999,
    bundles: ['fr-1', 'fr-2', 'fr-3'],
    historical: true,
  },
  {
    key: 'ml-es',
    type: 'MULTI_LEVEL',
    status: 'STAGING',
    languageId: L.es419,
    code: 'es-419',
    name: 'Spanish (Latin America) Complete Course',
    courseLevel: '1,2',
    priceCents: 24999,
    bundles: ['es-1b', 'es-2'],
  },
  {
    key: 'ml-de',
    type: 'MULTI_LEVEL',
    status: 'READY_FOR_REVIEW',
    languageId: L.de,
    code: 'de',
    name: 'German Levels 1-2',
    courseLevel: '1,2',
    priceCents: 24999,
    bundles: ['de-1', 'de-2'],
    scheduleInDays: 9,
  },
  {
    key: 'ml-it',
    type: 'MULTI_LEVEL',
    status: 'ARCHIVED',
    languageId: L.it,
    code: 'it',
    name: 'Italian Levels 1-2',
    courseLevel: '1,2',
    priceCents: 24999,
    bundles: ['it-1', 'it-2'],
    historical: true,
  },
  // Subscription
  ...(
    [
      ['sub-fr', 'ACTIVE', L.fr, 'fr', 'French'],
      ['sub-ja', 'STAGING', L.ja, 'ja', 'Japanese'],
      ['sub-ru', 'READY_FOR_REVIEW', L.ru, 'ru', 'Russian'],
      ['sub-ko', 'ARCHIVED', L.ko, 'ko', 'Korean'],
    ] as const
  ).map(
    ([key, status, languageId, code, lang]): ProductSeed => ({
      key,
      type: 'SUBSCRIPTION',
      status,
      languageId,
      code,
      name: `${lang} Subscription`,
      priceCents: 2099,
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
    }),
  ),
  // Lesson pack (standard only)
  ...(
    [
      ['lp-fr', 'ACTIVE', L.fr, 'fr', 'French'],
      ['lp-de', 'STAGING', L.de, 'de', 'German'],
      ['lp-it', 'READY_FOR_REVIEW', L.it, 'it', 'Italian'],
      ['lp-pt', 'ARCHIVED', L.ptBR, 'pt-BR', 'Portuguese (Brazil)'],
    ] as const
  ).map(
    ([key, status, languageId, code, lang]): ProductSeed => ({
      key,
      type: 'LESSON_PACK',
      status,
      languageId,
      code,
      name: `${lang} Lesson Pack`,
      courseLevel: '1',
      level: 1,
      from: 1,
      to: 5,
      priceCents: 999,
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
      scheduleInDays: status === 'READY_FOR_REVIEW' ? 3 : undefined,
    }),
  ),
  // All Access (premium, fixed name)
  ...(['ACTIVE', 'STAGING', 'READY_FOR_REVIEW', 'ARCHIVED'] as const).map(
    (status, i): ProductSeed => ({
      key: `aa-${i}`,
      type: 'ALL_ACCESS',
      status,
      languageId: ALL_ACCESS_LANGUAGE_ID,
      code: 'all-access',
      name: ALL_ACCESS_NAME,
      premium: true,
      priceCents: [2999, 2999, 3499, 1999][i] ?? 2999,
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
    }),
  ),
  // Free (level 1, lesson 1, price 0)
  ...(
    [
      ['free-fr', 'ACTIVE', L.fr, 'fr', 'French'],
      ['free-es', 'STAGING', L.esES, 'es-ES', 'Spanish (Spain)'],
      ['free-de', 'READY_FOR_REVIEW', L.de, 'de', 'German'],
      ['free-zh', 'ARCHIVED', L.zh, 'zh', 'Chinese (Mandarin)'],
    ] as const
  ).map(
    ([key, status, languageId, code, lang]): ProductSeed => ({
      key,
      type: 'FREE',
      status,
      languageId,
      code,
      name: `${lang} Free Lesson`,
      courseLevel: '1',
      level: 1,
      from: 1,
      to: 1,
      priceCents: 0,
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
    }),
  ),
  // Upgrade (premium, names a premium ISBN)
  ...(
    [
      ['up-fr', 'ACTIVE', L.fr, 'fr', 'French', 'fr-5-prem'],
      ['up-es', 'STAGING', L.es419, 'es-419', 'Spanish (Latin America)', 'es-1-prem'],
      ['up-fr2', 'READY_FOR_REVIEW', L.fr, 'fr', 'French', 'fr-5-prem'],
      ['up-es2', 'ARCHIVED', L.es419, 'es-419', 'Spanish (Latin America)', 'es-1-prem'],
    ] as const
  ).map(
    ([key, status, languageId, code, lang, premiumOf]): ProductSeed => ({
      key,
      type: 'UPGRADE',
      status,
      languageId,
      code,
      name: `${lang} Premium Upgrade`,
      premium: true,
      premiumOf,
      priceCents: 4999,
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
    }),
  ),
  // Upsell and DVD (legacy types: not editable)
  ...(
    [
      ['us-fr', 'ACTIVE', L.fr, 'fr', 'French Upsell Bundle'],
      ['us-de', 'STAGING', L.de, 'de', 'German Upsell Bundle'],
      ['us-it', 'READY_FOR_REVIEW', L.it, 'it', 'Italian Upsell Bundle'],
      ['us-ja', 'ARCHIVED', L.ja, 'ja', 'Japanese Upsell Bundle'],
    ] as const
  ).map(
    ([key, status, languageId, code, name]): ProductSeed => ({
      key,
      type: 'UPSELL',
      status,
      languageId,
      code,
      name,
      priceCents: 1999,
      upsellTo: 'sub-fr',
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
    }),
  ),
  ...(
    [
      ['dvd-fr', 'ACTIVE', L.fr, 'fr', 'French DVD Collection'],
      ['dvd-es', 'STAGING', L.es419, 'es-419', 'Spanish (Latin America) DVD Collection'],
      ['dvd-de', 'READY_FOR_REVIEW', L.de, 'de', 'German DVD Collection'],
      ['dvd-it', 'ARCHIVED', L.it, 'it', 'Italian DVD Collection'],
    ] as const
  ).map(
    ([key, status, languageId, code, name]): ProductSeed => ({
      key,
      type: 'DVD',
      status,
      languageId,
      code,
      name,
      priceCents: 7999,
      historical: status === 'ACTIVE' || status === 'ARCHIVED',
    }),
  ),
];

/** The demo ISBN of the n-th product: 978, then 10 digits. */
export const demoIsbn = (index: number) => `9781${String(400000001 + index * 37).padStart(9, '0')}`;
/** ISBN of a demo product by key. */
export function demoProductIsbn(key: string): string {
  const index = DEMO_PRODUCTS.findIndex((p) => p.key === key);
  if (index < 0) throw new Error(`no demo product ${key}`);
  return demoIsbn(index);
}

/** Demo products whose verification fails (their course has planted defects). */
export const DEMO_FAILING_KEYS = DEMO_PRODUCTS.filter(
  (p) => p.status === 'STAGING' && p.level !== undefined && defective(`${p.code}-L${p.level}`),
).map((p) => p.key);

export async function seedDemoCatalog(db: Db): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(ecomPlan)
      .values(
        DEMO_PLANS.map(([pid, name, status, languageId, productType, isPremium], i) => ({
          pid,
          name,
          status,
          languageId,
          productType,
          isPremium,
          updatedAt: new Date(now.getTime() - (i + 1) * DAY),
        })),
      )
      .onConflictDoNothing({ target: ecomPlan.pid });
    await tx
      .insert(coupon)
      .values(
        DEMO_COUPONS.map(([code, status, pids], i) => ({
          code,
          status,
          pids,
          updatedAt: new Date(now.getTime() - (i + 1) * DAY),
        })),
      )
      .onConflictDoNothing({ target: coupon.code });

    const isbns = DEMO_PRODUCTS.map((_, i) => demoIsbn(i));
    const existing = await tx
      .select({ id: contentProduct.id, isbn: contentProduct.isbn })
      .from(contentProduct)
      .where(inArray(contentProduct.isbn, isbns));
    const idByIsbn = new Map(existing.map((r) => [r.isbn, r.id]));
    const names = new Map(
      (await tx.select({ id: language.id, name: language.name }).from(language)).map((l) => [l.id, l.name]),
    );
    // Products without references first, so bundles and premium ISBNs can name them.
    const order = DEMO_PRODUCTS.map((p, i) => ({ p, i })).sort(
      (a, b) => Number(!!a.p.bundles) - Number(!!b.p.bundles) || a.i - b.i,
    );
    for (const { p, i } of order) {
      const isbn = demoIsbn(i);
      if (idByIsbn.has(isbn)) continue;
      const modified = new Date(now.getTime() - (i + 1) * 6 * 60 * 60 * 1000);
      const scheduled =
        p.status === 'READY_FOR_REVIEW' && p.scheduleInDays
          ? new Date(Math.ceil((now.getTime() + p.scheduleInDays * DAY) / (60 * 60 * 1000)) * 60 * 60 * 1000)
          : null;
      const courseId = p.level !== undefined ? `${p.code}-L${p.level}` : null;
      const languageName = names.get(p.languageId) ?? '';
      const refIsbn = (key: string | undefined) => (key ? demoProductIsbn(key) : null);
      const [row] = await tx
        .insert(contentProduct)
        .values({
          productId: `SEED-${isbn}`,
          isbn,
          productType: p.type,
          status: p.status,
          hasHistoricalActiveStatus: p.historical ?? false,
          isPremium: p.premium ?? false,
          languageId: p.languageId,
          name: p.name,
          upsellName: p.type === 'DVD' ? null : p.name,
          learnName: p.type === 'DVD' ? null : p.name,
          upsellDescription:
            p.type === 'ALL_ACCESS'
              ? ALL_ACCESS_DESCRIPTION
              : p.type === 'LESSON_PACK'
                ? '5 thirty-minute language lessons'
                : `Speak ${languageName} with confidence: 30-minute audio lessons built on real conversations.`,
          priceAmountMinor: p.priceCents,
          priceCurrency: 'USD',
          notes: p.status === 'ARCHIVED' ? 'Retired from sale.' : null,
          version: p.version ?? (p.type === 'SINGLE_LEVEL' ? 'orig' : null),
          courseLevel: p.courseLevel ?? null,
          courseId,
          courseVersion: p.version ?? null,
          courseName: p.level !== undefined ? `${languageName} Level ${p.level}` : null,
          lessonFrom: p.type === 'SINGLE_LEVEL' ? 1 : (p.from ?? null),
          lessonTo: p.to ?? null,
          bundledProductIds: (p.bundles ?? []).map((key) => idByIsbn.get(demoProductIsbn(key)) ?? 0).filter(Boolean),
          premiumIsbn: refIsbn(p.premiumOf),
          productUpsells: p.upsellTo
            ? [
                {
                  upsellType: 'SUBSCRIPTION',
                  upsellInAppId: idByIsbn.get(demoProductIsbn(p.upsellTo)) ?? null,
                  upsellInAppIsbn: demoProductIsbn(p.upsellTo),
                  upsellInAppName: 'French Subscription',
                  upsellEcomPid: 'SUB-MONTHLY-FR',
                  hasEComPromotionCode: true,
                  upsellPromotionCode: 'SPRING25',
                },
              ]
            : [],
          namiGroups: p.type === 'SUBSCRIPTION' ? [`${p.code.replace(/[^A-Za-z0-9_-]/g, '_')}_subscription`] : [],
          isUpsellSupportedByNami: p.type === 'SINGLE_LEVEL' && p.status === 'ACTIVE',
          isDeeplinkSupportedByNami: p.type === 'SUBSCRIPTION',
          deepLink: p.type === 'SUBSCRIPTION' ? `https://app.example.com/learn/${p.code}` : null,
          deepLinkPromotion:
            p.type === 'SUBSCRIPTION'
              ? { promotionTitle: 'Start today', promotionContent: 'Your first week is free.', promotionComment: null }
              : null,
          isEffectiveImmediately: !p.pending,
          pendingChanges: p.pending ?? null,
          scheduledPublishTime: scheduled,
          lastVerifiedAt: p.status === 'STAGING' ? null : modified,
          createdDate: new Date(modified.getTime() - 30 * DAY),
          lastModifiedDate: modified,
        })
        .returning({ id: contentProduct.id });
      if (!row) throw new Error('demo product not written');
      idByIsbn.set(isbn, row.id);
      if (scheduled) {
        await tx
          .insert(job)
          .values({
            kind: 'publish',
            entityType: 'content_product',
            entityId: row.id,
            runAt: scheduled,
            actorId: DEMO_CATALOG_ACTOR,
            actorEmail: 'catalog@portal.example.com',
          })
          .onConflictDoNothing();
      }
    }
    await tx
      .update(contentProduct)
      .set({ productId: sql`'CP-' || lpad(${contentProduct.id}::text, 6, '0')` })
      .where(like(contentProduct.productId, 'SEED-%'));
  });
}
