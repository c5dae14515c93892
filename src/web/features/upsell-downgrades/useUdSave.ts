import type { FormInstance } from 'antd';
import type { UpsellDowngradeBody } from '../../../shared/contracts/upsell-downgrades';
import { storeViolations } from '../../api/errors';
import { useFailedSave } from '../../components/useFailedSave';
import { formToBody, type UdFormValues, violationField } from './form-model';

/**
 * The save step of the rule form: check every field with the shared rules (on failure the failed-save
 * warning), send the body; on a refusal mark the fields it names (unless `onFailure` handles the
 * form itself) and show it, naming the marked fields. Resolves to the answer, or undefined when nothing was saved.
 */
export function useUdSave(form: FormInstance<UdFormValues>) {
  const failedSave = useFailedSave(form);
  return async <T>(
    send: (body: UpsellDowngradeBody) => Promise<T>,
    onFailure?: (error: unknown) => void,
  ): Promise<T | undefined> => {
    try {
      await form.validateFields();
    } catch {
      failedSave.warn();
      return undefined;
    }
    const body = formToBody(form.getFieldsValue(true) as UdFormValues);
    try {
      return await send(body);
    } catch (error) {
      if (onFailure) onFailure(error);
      else {
        const fields = storeViolations(error).flatMap((v) => {
          const name = violationField(v.field, body);
          return name ? [{ name, errors: [v.message] }] : [];
        });
        if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      }
      failedSave.refused(error);
      return undefined;
    }
  };
}
