import { describe, expect, it } from 'vitest';
import type { ProductLogEntry } from '../../../shared/contracts/ecom-products';
import { ecomActionLabel, entryLines } from './log-lines';

const names = {
  language: (id: number) => (id === 16 ? 'German' : undefined),
  basePrice: (id: number) => (id === 3 ? 'Level Lifetime' : undefined),
  billingPlan: (id: number) => (id === 1 ? 'Monthly' : undefined),
  template: (id: number) => (id === 2 ? 'Lifetime level' : undefined),
};

const entry = (over: Partial<ProductLogEntry>): ProductLogEntry => ({
  id: 1,
  pid: 'PL-000001',
  action: 'CREATE_PLAN',
  prev: null,
  current: null,
  updatedBy: 'catalog@portal.example.com',
  updatedAt: '2026-01-01T00:00:00.000Z',
  contentProducts: [],
  ...over,
});

describe('the Product log lines (EP-LOG-01/04)', () => {
  it('shows a created plan in the form order, codes by labels, ids by names, empty fields left out', () => {
    const lines = entryLines(
      entry({
        current: {
          pid: 'PL-000001',
          promotionCode: null,
          joinUpsell: true,
          name: 'German Level 1',
          status: 'draft',
          productType: 'SINGLE_LEVEL',
          courseLevels: '1',
          contentProductId: 9,
          basePriceId: 3,
          billingPlanId: null,
          freeTrialType: 'promotional',
          freeTrialUsageLimit: 2,
          descTemplateId: 2,
        },
        contentProducts: [{ id: 9, isbn: '9781400000149', name: 'German Level 1' }],
      }),
      names,
    );
    expect(lines.prev).toBeNull();
    expect(lines.current?.map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Plan Name: German Level 1',
      'Status: Draft',
      'Product type: Single level',
      'Course levels: Level 1',
      'Course: 9781400000149 - German Level 1',
      'Base Price: Level Lifetime',
      'Free trial type: Promotional',
      'Free trial usage limit: 2',
      'Join upsell: Yes',
      'Description template: Lifetime level',
    ]);
  });

  it('shows the changed fields of an edit on both sides, an emptied one as --, unknown ids as #id', () => {
    const lines = entryLines(
      entry({
        action: 'UPDATE_PLAN',
        prev: { billingPlanId: 1, promotionCode: 'SPRING' },
        current: { billingPlanId: 77, promotionCode: null },
      }),
      names,
    );
    expect(lines.prev).toEqual([
      { label: 'Billing Plan', value: 'Monthly' },
      { label: 'Promotion code', value: 'SPRING' },
    ]);
    expect(lines.current).toEqual([
      { label: 'Billing Plan', value: '#77' },
      { label: 'Promotion code', value: '--' },
    ]);
  });

  it('lists the plans of a deleted product, one line each', () => {
    const lines = entryLines(
      entry({
        pid: null,
        action: 'DELETE_PRODUCT',
        prev: {
          languageId: 16,
          courseType: 'premium',
          plans: [{ pid: 'PL-000001', name: 'German Level 1', status: 'draft' }],
        },
      }),
      names,
    );
    expect(lines.prev).toEqual([
      { label: 'Language', value: 'German' },
      { label: 'Course type', value: 'Premium' },
      { label: 'Plan', value: 'PL-000001 · German Level 1 · Draft' },
    ]);
  });

  it('names the actions by the eCom labels', () => {
    expect(ecomActionLabel('BULK_PUBLISH')).toBe('Publish (bulk)');
    expect(ecomActionLabel('REVERT_TO_DRAFT')).toBe('Revert to Draft');
    expect(ecomActionLabel('SOMETHING_NEW')).toBe('Something new');
  });
});
