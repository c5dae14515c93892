import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/contracts/content-products';
import { ALL_ACCESS_DESCRIPTION, ALL_ACCESS_NAME, validateProduct } from '../../../../shared/domain/content-product';
import {
  emptyProductForm,
  fieldPath,
  fixedFormValues,
  formToBody,
  formToDraft,
  keepCourseIdentity,
  newUpsellCard,
  type ProductFormValues,
  productToForm,
  tabOfField,
} from './product-form-model';

const singleLevel: ProductFormValues = {
  ...emptyProductForm(),
  isbn: '  9781234567890 ',
  productType: 'SINGLE_LEVEL',
  languageId: 3,
  isPremium: false,
  upsellName: '   ',
  price: { amount: 19.99 },
  course: { courseLevel: '2' },
  lessonRange: { from: 1, to: 30 },
};

const product: Product = {
  id: 7,
  productId: 'P-7',
  isbn: '9781234567890',
  productType: 'SINGLE_LEVEL',
  status: 'STAGING',
  hasHistoricalActiveStatus: false,
  isPremium: true,
  languageId: 3,
  languageName: 'French',
  name: 'French Level 2',
  upsellName: null,
  learnName: 'Learn French',
  upsellDescription: null,
  price: { amount: 19.99, currency: 'USD' },
  notes: null,
  version: 'orig',
  course: { courseLevel: '2', courseId: 'fr-L2', courseVersion: 'orig', courseName: 'French 2' },
  lessonRange: { from: 1, to: 30 },
  bundledProductIds: [],
  premiumISBN: null,
  productUpsells: [
    {
      upsellType: 'SUBSCRIPTION',
      upsellInAppId: 9,
      upsellInAppIsbn: '9789999999999',
      upsellInAppName: 'Sub',
      upsellEcomPid: 'PID-1',
      hasEComPromotionCode: true,
      upsellPromotionCode: 'SAVE10',
    },
  ],
  upgradeId: null,
  upgradeIsbn: null,
  upgradeName: null,
  upgradeEcomPid: null,
  upgradePromotionCode: null,
  namiGroups: ['grp_1'],
  isUpsellSupportedByNami: true,
  isDeeplinkSupportedByNami: false,
  deepLink: null,
  deepLinkPromotion: { promotionTitle: 'Title', promotionContent: null, promotionComment: null },
  isEffectiveImmediately: false,
  scheduledPublishTime: null,
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  courseNameUpsellCardLibrary: null,
  hasPendingChanges: false,
  rowVersion: 1,
};

describe('product form model', () => {
  it('builds a draft: ISBN trimmed, blank texts null, USD currency', () => {
    const draft = formToDraft(singleLevel);
    expect(draft.isbn).toBe('9781234567890');
    expect(draft.upsellName).toBeNull();
    expect(draft.price).toEqual({ amount: 19.99, currency: 'USD' });
    expect(validateProduct(draft)).toEqual([]);
  });

  it('leaves an empty form for the shared rules to report', () => {
    const fields = validateProduct(formToDraft(emptyProductForm())).map((v) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['isbn', 'productType', 'languageId', 'price.amount']));
  });

  it('reports the ISBN prefix and an upsell card without its in-app ISBN by form path', () => {
    const violations = validateProduct(
      formToDraft({ ...singleLevel, isbn: '1231234567890', productUpsells: [newUpsellCard()] }),
    );
    expect(violations).toContainEqual({ field: 'isbn', message: 'ISBN must start with 978' });
    const card = violations.find((v) => v.field.startsWith('productUpsells'));
    expect(card && fieldPath(card.field)).toEqual(['productUpsells', 0, 'upsellInAppIsbn']);
    expect(card && tabOfField(fieldPath(card.field))).toBe('upsell');
  });

  it('builds the body with the fixed values of the type', () => {
    const body = formToBody({ ...singleLevel, productType: 'FREE', price: { amount: 5 }, lessonRange: { to: 9 } });
    expect(body.price).toEqual({ amount: 0, currency: 'USD' });
    expect(body.lessonRange).toEqual({ from: 1, to: 1 });
    expect(body).not.toHaveProperty('isEffectiveImmediately');
  });

  it('round-trips a loaded product', () => {
    const values = productToForm(product);
    expect(values.productUpsells?.[0]?.upsellPromotionCode).toBe('SAVE10');
    const body = formToBody(values);
    expect(body.isbn).toBe(product.isbn);
    expect(body.isPremium).toBe(true);
    expect(body.productUpsells).toEqual(product.productUpsells);
    expect(body.namiGroups).toEqual(['grp_1']);
    expect(body.deepLinkPromotion).toEqual(product.deepLinkPromotion);
    expect(body.course?.courseLevel).toBe('2');
  });

  it('shows the values a type fixes', () => {
    expect(fixedFormValues({ productType: 'ALL_ACCESS' })).toMatchObject({
      isPremium: true,
      name: ALL_ACCESS_NAME,
      upsellDescription: ALL_ACCESS_DESCRIPTION,
      isUpsellSupportedByNami: false,
    });
    expect(fixedFormValues({ productType: 'LESSON_PACK', isPremium: true })).toEqual({ isPremium: false });
    expect(fixedFormValues({ productType: 'SINGLE_LEVEL', lessonRange: { to: 12 } })).toMatchObject({
      lessonRange: { from: 1, to: 12 },
      version: 'orig',
    });
    expect(fixedFormValues({})).toEqual({});
  });

  it('maps violation fields to form paths and tabs', () => {
    expect(fieldPath('lessonRange.to')).toEqual(['lessonRange', 'to']);
    expect(fieldPath('productUpsells[1].upsellEcomPid')).toEqual(['productUpsells', 1, 'upsellEcomPid']);
    expect(fieldPath('body.isbn')).toEqual(['isbn']);
    expect(tabOfField(['deepLinkPromotion', 'promotionTitle'])).toBe('deeplink');
    expect(tabOfField(['upgradeEcomPid'])).toBe('upsell');
    expect(tabOfField(['isbn'])).toBe('info');
  });
});

describe('keepCourseIdentity', () => {
  it('keeps the course identifiers while language and level are unchanged, drops them otherwise', () => {
    const edited = formToBody({ ...productToForm(product), learnName: 'New name' });
    expect(edited.course).toEqual({ courseLevel: '2', courseId: null, courseVersion: null, courseName: null });
    expect(keepCourseIdentity(edited, product).course).toEqual(product.course);
    const otherLevel = formToBody({ ...productToForm(product), course: { courseLevel: '3' } });
    expect(keepCourseIdentity(otherLevel, product)).toBe(otherLevel);
    const otherLanguage = formToBody({ ...productToForm(product), languageId: 4 });
    expect(keepCourseIdentity(otherLanguage, product)).toBe(otherLanguage);
  });
});
