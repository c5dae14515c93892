import { describe, expect, it } from 'vitest';
import { DISCLOSURE_MESSAGES } from '../../../shared/domain/disclosure';
import {
  basePricesProblem,
  countriesProblem,
  disclosureFormToBody,
  disclosureNameProblem,
  disclosureToForm,
  emptyDisclosureForm,
} from './disclosure-form-model';

describe('disclosure form model', () => {
  it('sends the trimmed name, null for no billing plan, and Spanish as empty text (MKT-06, DISC-10)', () => {
    expect(disclosureFormToBody({ ...emptyDisclosureForm(), name: ' Tax note ', base_price_ids: [3] })).toEqual({
      name: 'Tax note',
      base_price_ids: [3],
      billing_plan_id: null,
      country_ids: [],
      multi_language_content: { en: '', es: '' },
    });
  });

  it('loads a disclosure as ids, and sends it back unchanged', () => {
    const form = disclosureToForm({
      id: 7,
      name: 'D',
      status: 'active',
      billing_plan_id: 2,
      billing_plan: { id: 2, name: 'Monthly' },
      base_prices: [
        { id: 5, name: 'A' },
        { id: 1, name: 'B' },
      ],
      countries: [{ id: 840, display_name: 'United States' }],
      multi_language_content: { en: '<p>x</p>', es: '<p>y</p>' },
      created_at: '',
      updated_at: '',
      rowVersion: 1,
    });
    expect(disclosureFormToBody(form)).toEqual({
      name: 'D',
      base_price_ids: [5, 1],
      billing_plan_id: 2,
      country_ids: [840],
      multi_language_content: { en: '<p>x</p>', es: '<p>y</p>' },
    });
  });

  it('checks by the contract: name required and at most 100, at least one base price (DISC-08/09)', () => {
    expect(disclosureNameProblem('  ')).toBe(DISCLOSURE_MESSAGES.nameRequired);
    expect(disclosureNameProblem('a'.repeat(101))).toBe(DISCLOSURE_MESSAGES.nameTooLong);
    expect(disclosureNameProblem('Tax')).toBeNull();
    expect(basePricesProblem([])).toBe(DISCLOSURE_MESSAGES.basePriceRequired);
    expect(basePricesProblem(undefined)).toBe(DISCLOSURE_MESSAGES.basePriceRequired);
    expect(basePricesProblem([1, 2])).toBeNull();
    expect(countriesProblem([])).toBeNull();
  });
});
