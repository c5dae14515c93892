import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContentCatalog,
  CONTENT_CHANGED_AT,
  CONTENT_DEFECTS,
  CONTENT_SEEDED_AT,
  CONTENT_VERIFIED_BEFORE_CHANGE,
  isCleanContentCourse,
  PLANTED_CONTENT_DEFECTS,
  seedContentCatalog,
} from '../../src/server/areas/catalog-workflow/seed';
import { checkContentProduct } from '../../src/server/areas/content-products/verification';
import { checkMiniCourse } from '../../src/server/areas/mini-courses/verification';
import type { Database } from '../../src/server/db/client';
import { contentCourse, contentFile, type contentProduct, language } from '../../src/server/db/schema';
import { parseCourseId } from '../../src/shared/domain/content-naming';
import { aContentProduct, aMiniCourse } from '../support/builders';
import { openTestDatabase } from '../support/test-server';

let database: Database;
let drop: () => Promise<void>;
let langIds: Map<string, number>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  langIds = new Map((await database.db.select().from(language)).map((l) => [l.code, l.id]));
});
afterAll(async () => {
  await database.close();
  await drop();
});

const db = () => database.db;
const lang = (code: string) => {
  const id = langIds.get(code);
  if (!id) throw new Error(`no language ${code}`);
  return id;
};

const addMini = async (courseId: string, languageCode: string, totalLessons = 10) =>
  (await aMiniCourse(db(), { languageId: lang(languageCode), courseId, totalLessons })).id;

type ProductInsert = Partial<typeof contentProduct.$inferInsert>;
/** A product of `productType` in the language `languageCode`, nothing else preset (the defaults are cleared). */
const addProduct = (values: ProductInsert & { productType: string; languageCode: string }) => {
  const { languageCode, ...rest } = values;
  return aContentProduct(db(), {
    languageId: lang(languageCode),
    courseLevel: null,
    lessonFrom: null,
    lessonTo: null,
    ...rest,
  });
};

const single = (code: string, level: number, extra: Partial<ProductInsert> = {}) =>
  addProduct({
    productType: 'SINGLE_LEVEL',
    languageCode: code,
    courseLevel: String(level),
    lessonFrom: 1,
    lessonTo: 30,
    version: 'orig',
    ...extra,
  });

describe('the seeded content catalogue', () => {
  it('has five level courses and a mini course per course language, with their files', async () => {
    const counts = {
      courses: await db().$count(contentCourse),
      files: await db().$count(contentFile),
      minis: await db().$count(contentCourse, eq(contentCourse.kind, 'mini')),
    };
    const planted = PLANTED_CONTENT_DEFECTS.filter((d) => d.defect === 'missing').length;
    expect(counts).toEqual({ courses: 51 * 6, minis: 51, files: 51 * (5 * 30 + 10) * 3 - planted });
  });

  it('is idempotent: seeding again adds nothing', async () => {
    await seedContentCatalog(db());
    expect(await db().$count(contentFile)).toBe(buildContentCatalog().files.length);
  });

  it('plants each kind of failure in both a level course and a mini course', () => {
    for (const list of [CONTENT_DEFECTS.missingFiles, CONTENT_DEFECTS.badFileNames]) {
      const kinds = new Set(list.map((id) => parseCourseId(id)?.kind));
      expect(kinds).toEqual(new Set(['level', 'mini']));
    }
    expect(isCleanContentCourse('fr-MINI')).toBe(true);
    expect(isCleanContentCourse('la-L1')).toBe(false);
  });
});

describe('checkMiniCourse', () => {
  it('passes a clean mini course and reports no updated files when never verified', async () => {
    const id = await addMini('fr-MINI', 'fr');
    expect(await checkMiniCourse(db(), id, null)).toEqual({
      succeeded: true,
      updatedFiles: [],
      mismatchedItems: [],
      incorrectFormatItems: [],
    });
  });

  it('reports a missing lesson file as a mismatched item', async () => {
    expect(await checkMiniCourse(db(), await addMini('ga-MINI', 'ga'), null)).toEqual({
      succeeded: false,
      updatedFiles: [],
      mismatchedItems: ['Lesson 4 of Irish Mini Course (ga-MINI) has no image file'],
      incorrectFormatItems: [],
    });
    const cy = await checkMiniCourse(db(), await addMini('cy-MINI', 'cy'), null);
    expect(cy.mismatchedItems).toEqual(['Lesson 10 of Welsh Mini Course (cy-MINI) has no audio file']);
  });

  it('reports a file name breaking the naming rules as an incorrect format', async () => {
    expect(await checkMiniCourse(db(), await addMini('tl-MINI', 'tl'), null)).toEqual({
      succeeded: false,
      updatedFiles: [],
      mismatchedItems: [],
      incorrectFormatItems: ['tl_mini_l03_transcript.json: name must be TL_MINI_L03_transcript.json'],
    });
  });

  it('reports both lists for a course with both defects', async () => {
    const result = await checkMiniCourse(db(), await addMini('ps-MINI', 'ps'), null);
    expect(result).toMatchObject({
      succeeded: false,
      mismatchedItems: ['Lesson 2 of Pashto Mini Course (ps-MINI) has no transcript file'],
      incorrectFormatItems: ['PS_MINI_L05_audio.m4a: audio must be .mp3'],
    });
  });

  it('refuses a wrong course, a course of another language or kind, and a wrong lesson count', async () => {
    expect((await checkMiniCourse(db(), await addMini('xx-MINI', 'fr'), null)).mismatchedItems).toEqual([
      'Course xx-MINI does not exist in the content catalogue',
    ]);
    expect((await checkMiniCourse(db(), await addMini('de-MINI', 'fr'), null)).mismatchedItems).toEqual([
      'German Mini Course (de-MINI) is not a French course',
    ]);
    const notMini = await checkMiniCourse(db(), await addMini('fr-L1', 'fr'), null);
    expect(notMini.mismatchedItems).toEqual([
      'French Level 1 (fr-L1) is not a mini course',
      'French Level 1 (fr-L1) has 30 lessons, not 10',
    ]);
    expect((await checkMiniCourse(db(), await addMini('fr-MINI', 'fr', 12), null)).mismatchedItems).toEqual([
      'French Mini Course (fr-MINI) has 10 lessons, not 12',
    ]);
  });

  it('lists the files changed after the last verification, and still succeeds', async () => {
    const id = await addMini('it-MINI', 'it');
    expect(await checkMiniCourse(db(), id, CONTENT_VERIFIED_BEFORE_CHANGE)).toEqual({
      succeeded: true,
      updatedFiles: ['IT_MINI_L02_audio.mp3', 'IT_MINI_L02_image.png'],
      mismatchedItems: [],
      incorrectFormatItems: [],
    });
    expect((await checkMiniCourse(db(), id, CONTENT_CHANGED_AT)).updatedFiles).toEqual([]);
    expect((await checkMiniCourse(db(), id, null)).updatedFiles).toEqual([]);
  });

  it('sees a file whose change time moves after `since`', async () => {
    const id = await addMini('nl-MINI', 'nl');
    const since = new Date('2026-11-01T00:00:00.000Z');
    expect((await checkMiniCourse(db(), id, since)).updatedFiles).toEqual([]);
    await db()
      .update(contentFile)
      .set({ updatedAt: new Date('2026-11-02T08:00:00.000Z') })
      .where(
        and(eq(contentFile.courseId, 'nl-MINI'), eq(contentFile.lessonNumber, 6), eq(contentFile.kind, 'transcript')),
      );
    expect(await checkMiniCourse(db(), id, since)).toMatchObject({
      succeeded: true,
      updatedFiles: ['NL_MINI_L06_transcript.json'],
    });
    expect((await checkMiniCourse(db(), id, CONTENT_SEEDED_AT)).updatedFiles).toEqual(['NL_MINI_L06_transcript.json']);
  });

  it('answers 404 for an unknown mini course', async () => {
    await expect(checkMiniCourse(db(), 999_999, null)).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('checkContentProduct: single level, free, lesson pack', () => {
  it('passes a single-level product of a clean course', async () => {
    const p = await single('fr', 1);
    expect(await checkContentProduct(db(), p.id, null)).toEqual({
      succeeded: true,
      updatedFiles: [],
      mismatchedItems: [],
      incorrectFormatItems: [],
    });
  });

  it('checks every lesson in the range only', async () => {
    const whole = await single('la', 1);
    expect(await checkContentProduct(db(), whole.id, null)).toMatchObject({
      succeeded: false,
      mismatchedItems: ['Lesson 7 of Latin Level 1 (la-L1) has no audio file'],
      incorrectFormatItems: [],
    });
    const firstFive = await single('la', 1, { lessonTo: 5 });
    expect((await checkContentProduct(db(), firstFive.id, null)).succeeded).toBe(true);
    const level3 = await single('oj', 3);
    expect((await checkContentProduct(db(), level3.id, null)).mismatchedItems).toEqual([
      'Lesson 30 of Ojibwe Level 3 (oj-L3) has no transcript file',
    ]);
  });

  it('reports bad file names of a lesson pack and a free product as incorrect formats', async () => {
    const pack = await addProduct({
      productType: 'LESSON_PACK',
      languageCode: 'sw',
      courseLevel: '2',
      lessonFrom: 10,
      lessonTo: 14,
      version: 'orig',
    });
    expect(await checkContentProduct(db(), pack.id, null)).toMatchObject({
      succeeded: false,
      mismatchedItems: [],
      incorrectFormatItems: ['SW_L2_L12_audio.wav: audio must be .mp3'],
    });
    const cleanPack = await addProduct({
      productType: 'LESSON_PACK',
      languageCode: 'sw',
      courseLevel: '2',
      lessonFrom: 1,
      lessonTo: 5,
    });
    expect((await checkContentProduct(db(), cleanPack.id, null)).succeeded).toBe(true);
    const free = await addProduct({ productType: 'FREE', languageCode: 'hu', courseLevel: '5', version: 'orig' });
    expect((await checkContentProduct(db(), free.id, null)).incorrectFormatItems).toEqual([
      'HU_L5_L1_image.png: name must be HU_L5_L01_image.png',
    ]);
  });

  it('reports both lists for a course with both defects', async () => {
    const p = await single('ur', 4);
    expect(await checkContentProduct(db(), p.id, null)).toMatchObject({
      mismatchedItems: ['Lesson 15 of Urdu Level 4 (ur-L4) has no audio file'],
      incorrectFormatItems: ['UR_L4_L16_image.gif: image must be .png or .jpg'],
    });
  });

  it('checks the version against the course and its format', async () => {
    const orig = await single('ja', 2);
    expect((await checkContentProduct(db(), orig.id, null)).mismatchedItems).toEqual([
      'Version orig does not match Japanese Level 2 (ja-L2), which is at version 2024',
    ]);
    const right = await single('ja', 2, { version: '2024', courseVersion: '2024' });
    expect((await checkContentProduct(db(), right.id, null)).succeeded).toBe(true);
    const badFormat = await single('fr', 3, { version: '24' });
    expect(await checkContentProduct(db(), badFormat.id, null)).toMatchObject({
      mismatchedItems: [],
      incorrectFormatItems: [`${badFormat.isbn} (${badFormat.name}): Version '24' must be 'orig' or 4 digits`],
    });
  });

  it('refuses a missing level and a course of another level', async () => {
    const noLevel = await single('fr', 1, { courseLevel: null });
    expect((await checkContentProduct(db(), noLevel.id, null)).mismatchedItems).toEqual([
      `${noLevel.isbn} (${noLevel.name}): course level is missing`,
    ]);
    const wrongCourse = await single('fr', 2, { courseId: 'fr-L3' });
    expect((await checkContentProduct(db(), wrongCourse.id, null)).mismatchedItems).toEqual([
      `${wrongCourse.isbn} (${wrongCourse.name}): course fr-L3 is not level 2 of French (fr-L2)`,
    ]);
  });

  it('reports the changed files of its lessons since the last verification', async () => {
    const p = await single('fr', 2, { lessonFrom: 1, lessonTo: 3 });
    expect((await checkContentProduct(db(), p.id, CONTENT_VERIFIED_BEFORE_CHANGE)).updatedFiles).toEqual([
      'FR_L2_L03_audio.mp3',
    ]);
    const whole = await single('fr', 2);
    expect(await checkContentProduct(db(), whole.id, CONTENT_VERIFIED_BEFORE_CHANGE)).toMatchObject({
      succeeded: true,
      updatedFiles: ['FR_L2_L03_audio.mp3', 'FR_L2_L04_audio.mp3'],
    });
  });
});

describe('checkContentProduct: bundles and references', () => {
  it('passes a multi-level product bundling single-level products of its levels', async () => {
    const l1 = await single('es-ES', 1);
    const l2 = await single('es-ES', 2);
    const multi = await addProduct({
      productType: 'MULTI_LEVEL',
      languageCode: 'es-ES',
      courseLevel: '1,2',
      bundledProductIds: [l1.id, l2.id],
    });
    expect(await checkContentProduct(db(), multi.id, null)).toEqual({
      succeeded: true,
      updatedFiles: [],
      mismatchedItems: [],
      incorrectFormatItems: [],
    });
  });

  it('refuses bundles that do not fit', async () => {
    const fr1 = await single('fr', 1);
    const de2 = await single('de', 2);
    const pack = await addProduct({
      productType: 'LESSON_PACK',
      languageCode: 'fr',
      courseLevel: '2',
      lessonFrom: 1,
      lessonTo: 5,
    });
    const multi = await addProduct({
      productType: 'MULTI_LEVEL',
      languageCode: 'fr',
      courseLevel: '-1',
      bundledProductIds: [fr1.id, de2.id, pack.id, 999_999],
    });
    const result = await checkContentProduct(db(), multi.id, null);
    expect(result.succeeded).toBe(false);
    expect(result.mismatchedItems).toEqual([
      `Bundled product ${de2.isbn} (${de2.name}) is German, not French`,
      `Bundled product ${pack.isbn} (${pack.name}) is Lesson pack, not Single level`,
      'Bundled product 999999 does not exist',
      ...[2, 3, 4, 5].map((l) => `${multi.isbn} (${multi.name}): level ${l} has no bundled single-level product`),
    ]);
    const empty = await addProduct({ productType: 'MULTI_LEVEL', languageCode: 'fr', courseLevel: '1,2' });
    expect((await checkContentProduct(db(), empty.id, null)).mismatchedItems).toEqual([
      `${empty.isbn} (${empty.name}): no single-level product is bundled`,
    ]);
  });

  it('checks the content of each bundled product', async () => {
    const la1 = await single('la', 1);
    const la2 = await single('la', 2);
    const multi = await addProduct({
      productType: 'MULTI_LEVEL',
      languageCode: 'la',
      courseLevel: '1,2',
      bundledProductIds: [la1.id, la2.id],
    });
    expect((await checkContentProduct(db(), multi.id, null)).mismatchedItems).toEqual([
      'Lesson 7 of Latin Level 1 (la-L1) has no audio file',
    ]);
  });

  it('checks the premium product of an upgrade', async () => {
    const premium = await single('fr', 4, { isPremium: true });
    const standard = await single('fr', 5);
    const german = await single('de', 4, { isPremium: true });
    const ok = await addProduct({
      productType: 'UPGRADE',
      languageCode: 'fr',
      isPremium: true,
      premiumIsbn: premium.isbn,
    });
    expect((await checkContentProduct(db(), ok.id, null)).succeeded).toBe(true);
    const missing = await addProduct({ productType: 'UPGRADE', languageCode: 'fr', premiumIsbn: '9780000000000' });
    expect((await checkContentProduct(db(), missing.id, null)).mismatchedItems).toEqual([
      'Premium product 9780000000000 does not exist',
    ]);
    const notPremium = await addProduct({ productType: 'UPGRADE', languageCode: 'fr', premiumIsbn: standard.isbn });
    expect((await checkContentProduct(db(), notPremium.id, null)).mismatchedItems).toEqual([
      `Premium product ${standard.isbn} (${standard.name}) is not a premium product`,
    ]);
    const other = await addProduct({ productType: 'UPGRADE', languageCode: 'fr', premiumIsbn: german.isbn });
    expect((await checkContentProduct(db(), other.id, null)).mismatchedItems).toEqual([
      `Premium product ${german.isbn} (${german.name}) is German, not French`,
    ]);
    const none = await addProduct({ productType: 'UPGRADE', languageCode: 'fr' });
    expect((await checkContentProduct(db(), none.id, null)).mismatchedItems).toEqual([
      `${none.isbn} (${none.name}): premium ISBN is missing`,
    ]);
  });

  it('checks every level course of a subscription', async () => {
    const clean = await addProduct({ productType: 'SUBSCRIPTION', languageCode: 'it' });
    expect((await checkContentProduct(db(), clean.id, null)).succeeded).toBe(true);
    const urdu = await addProduct({ productType: 'SUBSCRIPTION', languageCode: 'ur' });
    expect(await checkContentProduct(db(), urdu.id, null)).toMatchObject({
      succeeded: false,
      mismatchedItems: ['Lesson 15 of Urdu Level 4 (ur-L4) has no audio file'],
      incorrectFormatItems: ['UR_L4_L16_image.gif: image must be .png or .jpg'],
    });
    const german = await addProduct({ productType: 'SUBSCRIPTION', languageCode: 'de' });
    expect((await checkContentProduct(db(), german.id, CONTENT_VERIFIED_BEFORE_CHANGE)).updatedFiles).toEqual([
      'DE_L1_L01_transcript.json',
    ]);
  });

  it('checks upsell cards and upgrade references of every type, and skips course files for All Access', async () => {
    const target = await addProduct({ productType: 'SUBSCRIPTION', languageCode: 'fr' });
    const archived = await single('fr', 1, { status: 'ARCHIVED' });
    const allAccess = await addProduct({
      productType: 'ALL_ACCESS',
      languageCode: 'all-access',
      isPremium: true,
      productUpsells: [{ upsellType: 'SUBSCRIPTION', upsellInAppIsbn: target.isbn }],
    });
    expect((await checkContentProduct(db(), allAccess.id, null)).succeeded).toBe(true);
    const wrongLanguage = await addProduct({ productType: 'ALL_ACCESS', languageCode: 'fr', isPremium: true });
    expect((await checkContentProduct(db(), wrongLanguage.id, null)).mismatchedItems).toEqual([
      `${wrongLanguage.isbn} (${wrongLanguage.name}): an All Access product must have the language All Access`,
    ]);
    const dvd = await addProduct({
      productType: 'DVD',
      languageCode: 'fr',
      upgradeIsbn: '9780000000001',
      productUpsells: [
        { upsellInAppIsbn: archived.isbn },
        { upsellInAppIsbn: '9780000000002' },
        { upsellType: 'SUBSCRIPTION' },
      ],
    });
    expect((await checkContentProduct(db(), dvd.id, null)).mismatchedItems).toEqual([
      'Upgrade product 9780000000001 does not exist',
      `Upsell product ${archived.isbn} (${archived.name}) is ARCHIVED`,
      'Upsell product 9780000000002 does not exist',
      'Upsell card 3 has no in-app ISBN',
    ]);
    const upsell = await addProduct({ productType: 'UPSELL', languageCode: 'fr', upgradeId: target.id });
    expect((await checkContentProduct(db(), upsell.id, null)).succeeded).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    await expect(checkContentProduct(db(), 999_999, null)).rejects.toMatchObject({ kind: 'notFound' });
  });
});
