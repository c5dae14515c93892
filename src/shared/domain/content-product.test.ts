import { describe, expect, it } from 'vitest';
import {
  ALL_ACCESS_DESCRIPTION,
  ALL_ACCESS_NAME,
  allAccessLanguageError,
  canDeleteProduct,
  canEditProduct,
  deleteRefusal,
  generatedDescription,
  namiUpsellLocked,
  normalizeProduct,
  type ProductDraft,
  premiumRule,
  validateProduct,
} from './content-product';

const base: ProductDraft = {
  isbn: '9781234567890',
  productType: 'SINGLE_LEVEL',
  isPremium: false,
  languageId: 15,
  price: { amount: 19.99, currency: 'USD' },
  course: { courseLevel: '1' },
  lessonRange: { from: 1, to: 30 },
  version: 'orig',
};
const messages = (draft: ProductDraft) => validateProduct(draft).map((v) => `${v.field}: ${v.message}`);

describe('validateProduct', () => {
  it('accepts a complete single-level product', () => {
    expect(validateProduct(base)).toEqual([]);
  });

  it('checks the ISBN: required after trimming, 13 to 40 characters, starts with 978', () => {
    expect(messages({ ...base, isbn: '   ' })).toEqual(["isbn: 'ISBN' is required"]);
    expect(messages({ ...base, isbn: null })).toEqual(["isbn: 'ISBN' is required"]);
    expect(messages({ ...base, isbn: '978123' })).toEqual(['isbn: The character length needs to be between 13 and 40']);
    expect(messages({ ...base, isbn: `978${'1'.repeat(38)}` })).toEqual([
      'isbn: The character length needs to be between 13 and 40',
    ]);
    expect(messages({ ...base, isbn: '1234567890123' })).toEqual(['isbn: ISBN must start with 978']);
    expect(messages({ ...base, isbn: '  9781234567890  ' })).toEqual([]);
  });

  it('requires product type, language and course type', () => {
    expect(messages({ ...base, productType: null, isPremium: null, languageId: null })).toEqual([
      "productType: 'Product type' is required",
      "languageId: 'Language' is required",
      "isPremium: 'Course type' is required",
    ]);
  });

  it('does not ask for a course type the product type fixes', () => {
    const aa: ProductDraft = { isbn: base.isbn, productType: 'ALL_ACCESS', languageId: 52, price: { amount: 1 } };
    expect(validateProduct(aa)).toEqual([]);
    expect(validateProduct({ ...aa, productType: 'UPGRADE', premiumISBN: '9780000000001' })).toEqual([]);
  });

  it('single level: course level, lesson range end 2..30, version', () => {
    expect(messages({ ...base, course: {} })).toEqual(["course.courseLevel: 'Course level' is required"]);
    expect(messages({ ...base, course: { courseLevel: '7' } })).toEqual([
      "course.courseLevel: 'Course level' must be one of Level 1 to Level 5",
    ]);
    expect(messages({ ...base, lessonRange: { from: 1, to: null } })).toEqual([
      'lessonRange.to: Lesson range is required',
    ]);
    expect(messages({ ...base, lessonRange: { from: 1, to: 31 } })).toEqual([
      'lessonRange.to: Lesson range must be between 1 and 30',
    ]);
    expect(messages({ ...base, lessonRange: { from: 1, to: 2.5 } })).toEqual([
      'lessonRange.to: Lesson range must be a whole number',
    ]);
    expect(messages({ ...base, lessonRange: { from: 1, to: 1 } })).toEqual([
      'lessonRange.to: start lesson must be smaller than end lesson',
    ]);
    expect(messages({ ...base, lessonRange: { from: 1, to: 2 } })).toEqual([]);
    expect(messages({ ...base, version: '' })).toEqual(["version: 'Version' is required"]);
    expect(messages({ ...base, version: '24' })).toEqual(["version: 'Version' must be 4 digits or 'orig'"]);
    expect(messages({ ...base, version: '2024' })).toEqual([]);
  });

  it('lesson pack: start and end required, 1..30, start not after end', () => {
    const lp: ProductDraft = { ...base, productType: 'LESSON_PACK', course: null, version: null };
    expect(messages({ ...lp, lessonRange: null })).toEqual([
      'lessonRange.from: Lesson range is required',
      'lessonRange.to: Lesson range is required',
    ]);
    expect(messages({ ...lp, lessonRange: { from: 0, to: 31 } })).toEqual([
      'lessonRange.from: Lesson range must be between 1 and 30',
      'lessonRange.to: Lesson range must be between 1 and 30',
    ]);
    expect(messages({ ...lp, lessonRange: { from: 6, to: 5 } })).toEqual([
      'lessonRange.to: start lesson must be smaller than end lesson',
    ]);
    expect(messages({ ...lp, lessonRange: { from: 5, to: 5 } })).toEqual([]);
  });

  it('free: course level required, no price needed', () => {
    const free: ProductDraft = { ...base, productType: 'FREE', price: null, lessonRange: null, version: null };
    expect(messages(free)).toEqual([]);
    expect(messages({ ...free, course: null })).toEqual(["course.courseLevel: 'Course level' is required"]);
  });

  it('multi-level needs a bundled product, upgrade a premium ISBN', () => {
    expect(messages({ ...base, productType: 'MULTI_LEVEL', bundledProductIds: [] })).toEqual([
      "bundledProductIds: 'Single-level products' is required",
    ]);
    expect(messages({ ...base, productType: 'MULTI_LEVEL', bundledProductIds: [3] })).toEqual([]);
    expect(messages({ ...base, productType: 'UPGRADE', premiumISBN: ' ' })).toEqual([
      "premiumISBN: 'Premium ISBN' is required",
    ]);
  });

  it('checks text limits; the promotion title counts without newlines', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      messages({
        ...base,
        upsellName: long(501),
        learnName: long(501),
        upsellDescription: long(2001),
        notes: long(2001),
        deepLinkPromotion: { promotionTitle: long(31), promotionContent: long(151), promotionComment: long(2001) },
      }),
    ).toEqual([
      "upsellName: 'Course name on upsell card and library' cannot be longer than 500 characters",
      "learnName: 'Course name on learn page' cannot be longer than 500 characters",
      "upsellDescription: 'Upsell description' cannot be longer than 2000 characters",
      "notes: 'Notes' cannot be longer than 2000 characters",
      "deepLinkPromotion.promotionTitle: 'Promotion title' cannot be longer than 30 characters",
      "deepLinkPromotion.promotionContent: 'Promotion content' cannot be longer than 150 characters",
      "deepLinkPromotion.promotionComment: 'Comment' cannot be longer than 2000 characters",
    ]);
    expect(messages({ ...base, deepLinkPromotion: { promotionTitle: `${long(15)}\n\r\n${long(15)}` } })).toEqual([]);
  });

  it('accepts only http(s) deeplinks', () => {
    for (const link of ['https://app.example.com/learn/fr', 'http://localhost:8080/x?y=1']) {
      expect(messages({ ...base, deepLink: link }), link).toEqual([]);
    }
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'app://learn',
      'learn/fr',
      'https://',
    ]) {
      expect(messages({ ...base, deepLink: link }), link).toEqual([
        "deepLink: 'Deeplink' must be an http or https link",
      ]);
    }
  });

  it('price: required, at least 0', () => {
    expect(messages({ ...base, price: null })).toEqual(["price.amount: 'Price' is required"]);
    expect(messages({ ...base, price: { amount: -0.01 } })).toEqual([
      "price.amount: 'Price' must be greater than or equal to 0",
    ]);
    expect(messages({ ...base, price: { amount: 0 } })).toEqual([]);
  });

  it("price: at most the currency's 2 decimals, refused rather than rounded", () => {
    expect(messages({ ...base, price: { amount: 19.999 } })).toEqual([
      "price.amount: 'Price' can have at most 2 decimals",
    ]);
    expect(messages({ ...base, price: { amount: 19.9 } })).toEqual([]);
    expect(messages({ ...base, price: { amount: 999999.99 } })).toEqual([]);
  });

  it('upsell cards: type, in-app ISBN, PID and code when the promotion box is ticked', () => {
    expect(
      messages({
        ...base,
        productUpsells: [
          { upsellType: null, upsellInAppIsbn: '', hasEComPromotionCode: true },
          { upsellType: 'SUBSCRIPTION', upsellInAppIsbn: '9780000000001', hasEComPromotionCode: false },
        ],
      }),
    ).toEqual([
      "productUpsells.0.upsellType: 'Upsell type' is required",
      "productUpsells.0.upsellInAppIsbn: 'In-app upsell ISBN' is required",
      'productUpsells.0.upsellEcomPid: Please select a PID first.',
      'productUpsells.0.upsellPromotionCode: eCom Promotion Code is required.',
    ]);
  });

  it('Nami group ids: letters, digits, _ and -, 1 to 100', () => {
    expect(messages({ ...base, namiGroups: ['fr_sub-1', 'bad group', '', 'x'.repeat(101), 'x'.repeat(100)] })).toEqual([
      'namiGroups.1: Please enter an alphanumeric value with no special characters.',
      'namiGroups.2: Please enter an alphanumeric value with no special characters.',
      'namiGroups.3: Please enter an alphanumeric value with no special characters.',
    ]);
  });
});

describe('normalizeProduct', () => {
  it('applies the fixed values of each type', () => {
    const aa = normalizeProduct({
      ...base,
      productType: 'ALL_ACCESS',
      isPremium: false,
      name: 'x',
      isUpsellSupportedByNami: true,
    });
    expect(aa).toMatchObject({
      isPremium: true,
      name: ALL_ACCESS_NAME,
      upsellDescription: ALL_ACCESS_DESCRIPTION,
      isUpsellSupportedByNami: false,
      lessonRange: { from: null, to: null },
    });
    const free = normalizeProduct({ ...base, productType: 'FREE', price: { amount: 9, currency: 'EUR' } });
    expect(free).toMatchObject({ price: { amount: 0, currency: 'USD' }, lessonRange: { from: 1, to: 1 } });
    const single = normalizeProduct({ ...base, isbn: ' 9781234567890 ', lessonRange: { from: 4, to: 12 } });
    expect(single).toMatchObject({
      isbn: '9781234567890',
      lessonRange: { from: 1, to: 12 },
      price: { currency: 'USD' },
    });
    expect(normalizeProduct({ ...base, productType: 'LESSON_PACK', isPremium: true }).isPremium).toBe(false);
    expect(normalizeProduct({ ...base, productType: 'UPGRADE', isPremium: false }).isPremium).toBe(true);
    const promo = normalizeProduct({ ...base, deepLinkPromotion: { promotionTitle: 'a\nb\r\nc' } });
    expect(promo.deepLinkPromotion?.promotionTitle).toBe('abc');
    const card = normalizeProduct({ ...base, productUpsells: [{ upsellInAppIsbn: ' 978 ' }] });
    expect(card.productUpsells[0]).toMatchObject({
      upsellType: 'SUBSCRIPTION',
      upsellInAppIsbn: '978',
      hasEComPromotionCode: false,
    });
    expect(normalizeProduct({ ...base, bundledProductIds: [1, 2] }).bundledProductIds).toEqual([]);
  });
});

describe('type rules', () => {
  it('locks the Nami upsell box for six types', () => {
    expect(
      ['DVD', 'MULTI_LEVEL', 'SUBSCRIPTION', 'UPGRADE', 'UPSELL', 'ALL_ACCESS'].every((t) =>
        namiUpsellLocked(t as never),
      ),
    ).toBe(true);
    expect(namiUpsellLocked('SINGLE_LEVEL')).toBe(false);
    expect(namiUpsellLocked('FREE')).toBe(false);
    expect(namiUpsellLocked('LESSON_PACK')).toBe(false);
  });
  it('premium rules', () => {
    expect(premiumRule('ALL_ACCESS')).toBe('premium');
    expect(premiumRule('UPGRADE')).toBe('premium');
    expect(premiumRule('LESSON_PACK')).toBe('standard');
    expect(premiumRule('SINGLE_LEVEL')).toBe('either');
  });
  it('generated descriptions: 30 lessons per level, the lesson pack text', () => {
    expect(generatedDescription('LESSON_PACK')).toBe('5 thirty-minute language lessons');
    expect(generatedDescription('MULTI_LEVEL', { courseLevel: '-1' })).toMatch(/^150 thirty-minute language lessons/);
    expect(generatedDescription('MULTI_LEVEL', { courseLevel: '2,3' })).toMatch(/^60 /);
    expect(generatedDescription('SUBSCRIPTION')).toMatch(/^150 /);
    expect(generatedDescription('ALL_ACCESS')).toBe(ALL_ACCESS_DESCRIPTION);
    expect(ALL_ACCESS_DESCRIPTION).toMatch(/51 languages/);
    expect(ALL_ACCESS_DESCRIPTION).toMatch(/3 household members/);
    expect(ALL_ACCESS_DESCRIPTION).toMatch(/companion web app/);
    expect(generatedDescription('SINGLE_LEVEL')).toBeNull();
  });
  it('edit and delete', () => {
    expect(canEditProduct({ productType: 'DVD', status: 'STAGING' })).toBe(false);
    expect(canEditProduct({ productType: 'UPSELL', status: 'ACTIVE' })).toBe(false);
    expect(canEditProduct({ productType: 'FREE', status: 'ARCHIVED' })).toBe(false);
    expect(canEditProduct({ productType: 'FREE', status: 'ACTIVE' })).toBe(true);
    expect(canDeleteProduct({ status: 'ACTIVE' })).toBe(false);
    expect(canDeleteProduct({ status: 'ARCHIVED' })).toBe(false);
    expect(canDeleteProduct({ status: 'STAGING' })).toBe(true);
    expect(canDeleteProduct({ status: 'READY_FOR_REVIEW' })).toBe(true);
    expect(canDeleteProduct({ status: 'STAGING', hasHistoricalActiveStatus: true })).toBe(false);
    expect(deleteRefusal({ status: 'STAGING', hasHistoricalActiveStatus: true })).toBe(
      'A product that has been active cannot be deleted: customers have it. Its edit waits for review.',
    );
  });
});

describe('allAccessLanguageError (CP-FORM-13)', () => {
  it('puts All Access products, and only them, in the All Access language', () => {
    expect(allAccessLanguageError('ALL_ACCESS', true)).toBeNull();
    expect(allAccessLanguageError('SINGLE_LEVEL', false)).toBeNull();
    expect(allAccessLanguageError(undefined, true)).toBeNull();
    expect(allAccessLanguageError('ALL_ACCESS', false)).toBe("'Language' must be All Access for an All Access product");
    expect(allAccessLanguageError('UPGRADE', true)).toBe("'Language' All Access is only for All Access products");
  });
});
