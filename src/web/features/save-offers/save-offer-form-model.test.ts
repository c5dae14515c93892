import { describe, expect, it } from 'vitest';
import { emptySaveOfferForm, saveOfferFormToBody } from './save-offer-form-model';

describe('the save offer payload (SO-FORM-17)', () => {
  const base = {
    ...emptySaveOfferForm(),
    cancel_reason_code: 'too_expensive',
    applied_stages: ['months_1_3' as const],
    applied_base_price_ids: [3],
    title: { en: ' Stay ', es: '' },
    description: { en: '<p>x</p>', es: '' },
    promotion_code: 'SPRING25',
    switch_to_plan_pid: 'SUB-MONTHLY-FR',
    effective_date: 'immediately' as const,
  };

  it('carries only the fields of the type', () => {
    expect(saveOfferFormToBody({ ...base, type: 'extend_billing_date' })).toEqual({
      cancel_reason_code: 'too_expensive',
      applied_stages: ['months_1_3'],
      applied_base_price_ids: [3],
      type: 'extend_billing_date',
      title: { en: 'Stay', es: '' },
      description: { en: '<p>x</p>', es: '' },
      extend_days: 10,
    });
    expect(saveOfferFormToBody({ ...base, type: 'promotion' })).toMatchObject({ promotion_code: 'SPRING25' });
    expect(saveOfferFormToBody({ ...base, type: 'pause' })).not.toHaveProperty('promotion_code');
    expect(saveOfferFormToBody({ ...base, type: 'switch_plan', promotion_code: '' })).toMatchObject({
      switch_to_plan_pid: 'SUB-MONTHLY-FR',
      effective_date: 'immediately',
      promotion_code: null,
    });
  });
});
