import { inArray, like, sql } from 'drizzle-orm';
import type { CatalogStatus } from '../../../shared/domain/catalog-workflow';
import { ALL_ACCESS_DESCRIPTION, ALL_ACCESS_NAME } from '../../../shared/domain/content-product';
import type { ProductType } from '../../../shared/domain/content-product-types';
import type { Db } from '../../db/client';
import { CONTENT_DEFECTS, scheduleDemoPublish } from '../catalog-workflow';
import { ALL_ACCESS_LANGUAGE_ID, listLanguageRows } from '../reference';
import { contentProduct } from './tables';

/**
 * Demo content products of every type in every workflow status. Idempotent: products already there
 * (by ISBN) are left untouched; only missing ones are added.
 */

const DAY = 24 * 60 * 60 * 1000;

const LANG = { fr: 15, de: 16, it: 25, ja: 26, es419: 41, esES: 42, ptBR: 36, zh: 7, ko: 27, ru: 40, la: 28 } as const;

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

export async function seedDemoContentProducts(db: Db): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const isbns = DEMO_PRODUCTS.map((_, i) => demoIsbn(i));
    const existing = await tx
      .select({ id: contentProduct.id, isbn: contentProduct.isbn })
      .from(contentProduct)
      .where(inArray(contentProduct.isbn, isbns));
    const idByIsbn = new Map(existing.map((r) => [r.isbn, r.id]));
    const names = new Map((await listLanguageRows(tx)).map((l) => [l.id, l.name]));
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
        await scheduleDemoPublish(tx, 'content_product', row.id, scheduled);
      }
    }
    await tx
      .update(contentProduct)
      .set({ productId: sql`'CP-' || lpad(${contentProduct.id}::text, 6, '0')` })
      .where(like(contentProduct.productId, 'SEED-%'));
  });
}
