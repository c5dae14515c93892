import type { FormInstance } from 'antd';
import { fieldViolations } from '../../../api/errors';
import { useFailedSave } from '../../../components/useFailedSave';
import { formToBody, type ProductFormTab, type ProductFormValues } from './product-form-model';
import type { ProductFormRules } from './useProductFormRules';

/**
 * The save step shared by add and edit: check the shared rules (the failed-save warning and the first
 * error's tab on failure), build the body, send it, and map the fields a refusal names (a 400's
 * violations, a duplicate ISBN's 409) back onto the form, opening the first one's tab. The Save button
 * is an `ActionButton`: it shows the save loading and sends one request per click.
 */
export function useProductSubmit(
  form: FormInstance<ProductFormValues>,
  rules: ProductFormRules,
  showTab: (tab: ProductFormTab) => void,
) {
  const failedSave = useFailedSave(form);

  /** Resolves to the send's result, or undefined when nothing was saved. */
  return {
    submit: async <T>(send: (body: ReturnType<typeof formToBody>) => Promise<T>): Promise<T | undefined> => {
      const badTab = rules.check();
      if (badTab) {
        failedSave.warn();
        showTab(badTab);
        return undefined;
      }
      try {
        return await send(formToBody(form.getFieldsValue(true) as ProductFormValues));
      } catch (error) {
        const tab = rules.showRefusal(fieldViolations(error));
        if (tab) showTab(tab);
        failedSave.refused(error);
        return undefined;
      }
    },
  };
}
