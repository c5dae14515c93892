import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_MESSAGES,
  cancelReasonCode,
  cancelReasonProblems,
  descriptionProblem,
  extendDaysProblem,
  SAVE_OFFER_MESSAGES as M,
  needsHeadsUp,
  sortStages,
  titleProblem,
  typeFieldProblems,
} from './save-offer';

describe('extend days (SUB-EXT-01/02)', () => {
  it('is required, whole, 1 to 28', () => {
    expect(extendDaysProblem(undefined)).toBe("'Extend days' is required");
    expect(extendDaysProblem(null)).toBe(M.extendDaysRequired);
    expect(extendDaysProblem(29)).toBe("'Extend days' cannot be longer than 28 days");
    expect(extendDaysProblem(0)).toBe(M.extendDaysTooShort);
    expect(extendDaysProblem(2.5)).toBe(M.extendDaysWhole);
    expect(extendDaysProblem(1)).toBeNull();
    expect(extendDaysProblem(28)).toBeNull();
  });
});

describe('titles and descriptions', () => {
  it('needs an English title of at most 100 characters, trimmed; Spanish optional', () => {
    expect(titleProblem('en', '  ')).toBe("'Title' is required");
    expect(titleProblem('es', '')).toBeNull();
    expect(titleProblem('en', ` ${'x'.repeat(100)} `)).toBeNull();
    expect(titleProblem('es', 'x'.repeat(101))).toBe(M.titleTooLong);
  });
  it('needs an English description with text, at most 14000 characters', () => {
    expect(descriptionProblem('en', '<p><br></p>')).toBe(M.descriptionRequired);
    expect(descriptionProblem('es', '<p> </p>')).toBeNull();
    expect(descriptionProblem('en', `<p>${'x'.repeat(14001)}</p>`)).toBe(M.descriptionTooLong);
  });
});

describe('type fields (SO-FORM-09/12/15/16)', () => {
  it('asks what each type needs', () => {
    expect(typeFieldProblems({})).toEqual([{ field: 'type', message: M.typeRequired }]);
    expect(typeFieldProblems({ type: 'promotion' })).toEqual([
      { field: 'promotion_code', message: M.promotionCodeRequired },
    ]);
    expect(typeFieldProblems({ type: 'switch_plan' }).map((p) => p.field)).toEqual([
      'effective_date',
      'switch_to_plan_pid',
    ]);
    expect(typeFieldProblems({ type: 'switch_plan', effective_date: 'immediately', switch_to_plan_pid: 'P' })).toEqual(
      [],
    );
    expect(typeFieldProblems({ type: 'extend_billing_date', extend_days: 10 })).toEqual([]);
    expect(typeFieldProblems({ type: 'pause' })).toEqual([]);
  });
  it('refuses a field of another type that has a value', () => {
    expect(typeFieldProblems({ type: 'pause', promotion_code: 'X', extend_days: null })).toEqual([
      { field: 'promotion_code', message: M.notOfType('Promotion code', 'pause') },
    ]);
  });
});

describe('the Heads up (SO-FORM-14) and stages', () => {
  it('shows when the plan switched to has a selected base price', () => {
    expect(needsHeadsUp(3, [1, 3])).toBe(true);
    expect(needsHeadsUp(2, [1, 3])).toBe(false);
    expect(needsHeadsUp(null, [1])).toBe(false);
  });
  it('orders stages as the enumeration', () => {
    expect(sortStages(['year_1_plus', 'in_free_trial', 'nope'])).toEqual(['in_free_trial', 'year_1_plus']);
  });
});

describe('cancel reasons (CR-04..06, CR-09)', () => {
  it('needs English, at most 100 in each locale', () => {
    expect(cancelReasonProblems([{ en: ' ' }, { en: 'x'.repeat(101), es: 'y'.repeat(101) }])).toEqual([
      { index: 0, locale: 'en', message: CANCEL_REASON_MESSAGES.required },
      { index: 1, locale: 'en', message: CANCEL_REASON_MESSAGES.tooLong },
      { index: 1, locale: 'es', message: CANCEL_REASON_MESSAGES.tooLong },
    ]);
  });
  it('refuses a text held by another reason, any locale, trimmed and in any case; the first holder keeps it', () => {
    expect(
      cancelReasonProblems([{ en: 'Price', es: 'Precio' }, { en: ' PRECIO ' }, { en: 'Other', es: 'price' }]),
    ).toEqual([
      { index: 1, locale: 'en', message: CANCEL_REASON_MESSAGES.duplicate },
      { index: 2, locale: 'es', message: CANCEL_REASON_MESSAGES.duplicate },
    ]);
    expect(cancelReasonProblems([{ en: 'Same', es: 'same' }])).toEqual([]);
    expect(cancelReasonProblems([{ en: 'Other reason' }], [{ en: 'Other reason', es: 'Otro' }])).toHaveLength(1);
  });
  it('makes a code from the English text, unique, never the default', () => {
    expect(cancelReasonCode('Too expensive!', new Set())).toBe('too_expensive');
    expect(cancelReasonCode('Too expensive', new Set(['too_expensive', 'too_expensive_2']))).toBe('too_expensive_3');
    expect(cancelReasonCode('Demasiado caro ñ é', new Set())).toBe('demasiado_caro_n_e');
    expect(cancelReasonCode('Default', new Set())).toBe('default_2');
    expect(cancelReasonCode('!!!', new Set())).toBe('reason');
  });
});
