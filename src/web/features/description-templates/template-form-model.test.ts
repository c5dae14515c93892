import { describe, expect, it } from 'vitest';
import { DESCRIPTION_TEMPLATE_MESSAGES } from '../../../shared/domain/description-template';
import { templateFormToBody, templateNameProblem, templateToForm } from './template-form-model';

describe('description template form model', () => {
  it('trims the name and sends Spanish as empty text when it has none (MKT-06, MKT-09)', () => {
    expect(templateFormToBody({ name: '  Monthly  ', multi_language_content: { en: '<p>x</p>' } })).toEqual({
      name: 'Monthly',
      multi_language_content: { en: '<p>x</p>', es: '' },
    });
  });

  it('checks the name by the contract: required, at most 100 characters after trimming (DT-07)', () => {
    expect(templateNameProblem(undefined)).toBe(DESCRIPTION_TEMPLATE_MESSAGES.nameRequired);
    expect(templateNameProblem('   ')).toBe(DESCRIPTION_TEMPLATE_MESSAGES.nameRequired);
    expect(templateNameProblem(` ${'a'.repeat(100)} `)).toBeNull();
    expect(templateNameProblem('a'.repeat(101))).toBe(DESCRIPTION_TEMPLATE_MESSAGES.nameTooLong);
  });

  it('loads a template into the form as stored', () => {
    const form = templateToForm({
      id: 1,
      name: 'T',
      multi_language_content: { en: '<p>a</p>', es: '' },
      created_at: '',
      updated_at: '',
      is_used: false,
      rowVersion: 3,
    });
    expect(form).toEqual({ name: 'T', multi_language_content: { en: '<p>a</p>', es: '' } });
    expect(templateFormToBody(form)).toEqual({ name: 'T', multi_language_content: { en: '<p>a</p>', es: '' } });
  });
});
