import { describe, expect, it } from 'vitest';
import { changeLines } from './change-lines';

const text = (lines: { label: string; value: string }[] | null) => lines?.map((l) => `${l.label}: ${l.value}`) ?? null;

describe('Product log lines', () => {
  it('writes a CREATE as readable field lines in the form order, leaving out empty fields', () => {
    const { prev, current } = changeLines(
      null,
      {
        id: 7,
        productId: 'CP-000007',
        isbn: '9781234567890',
        productType: 'MULTI_LEVEL',
        status: 'STAGING',
        isPremium: true,
        languageId: 15,
        languageName: 'French',
        name: 'French complete',
        upsellName: null,
        price: { amount: 9.99, currency: 'USD' },
        notes: '',
        course: { courseLevel: '-1', courseId: null, courseVersion: null, courseName: null },
        lessonRange: { from: null, to: null },
        bundledProductIds: [3, 4],
        productUpsells: [
          {
            upsellType: 'SUBSCRIPTION',
            upsellInAppId: 9,
            upsellInAppIsbn: '9780000000009',
            upsellInAppName: 'All languages',
            upsellEcomPid: 'PID-1',
            hasEComPromotionCode: true,
            upsellPromotionCode: 'SAVE10',
          },
        ],
        namiGroups: ['fr_a', 'fr_b'],
        isUpsellSupportedByNami: false,
        isDeeplinkSupportedByNami: true,
        deepLinkPromotion: { promotionTitle: 'Start', promotionContent: null, promotionComment: null },
        scheduledPublishTime: null,
        isEffectiveImmediately: true,
        hasPendingChanges: false,
      },
      [
        { id: 3, isbn: '9780000000003', name: 'French 1' },
        { id: 4, isbn: '9780000000004', name: 'French 2' },
      ],
    );
    expect(prev).toBeNull();
    expect(text(current)).toEqual([
      'Status: STAGING',
      'ISBN: 9781234567890',
      'Product type: Multi-level',
      'Language: French',
      'Course type: Premium',
      'Name: French complete',
      'Price: USD 9.99',
      'Course level: Complete course',
      'Bundled single-level products: 9780000000003 - French 1, 9780000000004 - French 2',
      'Supported by Nami: No',
      'Nami product group ids: fr_a, fr_b',
      'Upsell card 1: Subscription · 9780000000009 - All languages · eCom PID PID-1 · Promotion code SAVE10',
      'Deeplink supported by Nami: Yes',
      'Promotion title: Start',
    ]);
    for (const line of text(current) ?? []) expect(line).not.toMatch(/[{}[\]"]/);
  });

  it('writes an edit as the changed fields only, with statuses and dates by their labels', () => {
    const { prev, current } = changeLines(
      {
        status: 'READY_FOR_REVIEW',
        price: { amount: 10, currency: 'USD' },
        course: { courseLevel: '2', courseId: 'fr-L2', courseVersion: 'orig', courseName: 'French Level 2' },
        scheduledPublishTime: 1_767_268_800_000,
        hasPendingChanges: false,
      },
      {
        status: 'STAGING',
        price: { amount: 12.5, currency: 'USD' },
        course: { courseLevel: '3', courseId: 'fr-L2', courseVersion: 'orig', courseName: 'French Level 2' },
        scheduledPublishTime: null,
        hasPendingChanges: true,
      },
      [],
    );
    expect(text(prev)?.slice(0, 3)).toEqual(['Status: In Review', 'Price: USD 10.00', 'Course level: Level 2']);
    expect(text(current)).toEqual([
      'Status: STAGING',
      'Price: USD 12.50',
      'Course level: Level 3',
      'Scheduled publish: --',
      'Changes saved for later review: Yes',
    ]);
    expect(text(prev)?.[3]).toMatch(/^Scheduled publish: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('names a field no label knows in words, and a verify result as lists', () => {
    const { current } = changeLines(
      { status: 'STAGING' },
      { status: 'READY_FOR_REVIEW', updatedFiles: ['a.mp3', 'b.mp3'], someNewFlag: { deepValue: 2 } },
      [],
    );
    expect(text(current)).toEqual(['Status: In Review', 'Updated files: a.mp3; b.mp3', 'Some new flag: Deep value: 2']);
  });
});
