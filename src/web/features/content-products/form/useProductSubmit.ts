import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import type { Violation } from '../../../../shared/domain/content-product';
import { FILL_REQUIRED_FIELDS } from '../../../../shared/domain/error-messages';
import { ApiError } from '../../../api/errors';
import { notifyError } from '../../../api/notify';
import { formToBody, type ProductFormTab, type ProductFormValues } from './product-form-model';
import type { ProductFormRules } from './useProductFormRules';

const violationsOf = (error: unknown): Violation[] => {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { violations?: unknown } | undefined;
  return Array.isArray(body?.violations)
    ? body.violations.filter((v): v is Violation => typeof v?.field === 'string' && typeof v?.message === 'string')
    : [];
};

/**
 * The save step shared by add and edit: check the shared rules (ERR-11 warning and the first error's
 * tab on failure), build the body, send it, and map a 400's violations back onto the fields.
 */
export function useProductSubmit(
  form: FormInstance<ProductFormValues>,
  rules: ProductFormRules,
  showTab: (tab: ProductFormTab) => void,
) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  /** Resolves to the send's result, or undefined when nothing was saved. */
  return {
    saving,
    submit: async <T>(send: (body: ReturnType<typeof formToBody>) => Promise<T>): Promise<T | undefined> => {
      const badTab = rules.check();
      if (badTab) {
        message.warning(FILL_REQUIRED_FIELDS);
        showTab(badTab);
        return undefined;
      }
      setSaving(true);
      try {
        return await send(formToBody(form.getFieldsValue(true) as ProductFormValues));
      } catch (error) {
        const violations = violationsOf(error);
        if (violations.length > 0) {
          const tab = rules.showViolations(violations);
          if (tab) showTab(tab);
        }
        notifyError(error);
        return undefined;
      } finally {
        setSaving(false);
      }
    },
  };
}
