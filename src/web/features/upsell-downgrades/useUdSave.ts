import { App, type FormInstance } from 'antd';
import type { UpsellDowngradeBody } from '../../../shared/contracts/upsell-downgrades';
import { FILL_REQUIRED_FIELDS } from '../../../shared/domain/error-messages';
import { storeViolations } from '../../api/errors';
import { notifyError } from '../../api/notify';
import { formToBody, type UdFormValues, violationField } from './form-model';

/**
 * The save step of the rule form: check every field with the shared rules (on failure the ERR-11
 * warning), send the body; on a refusal mark the fields it names (unless `onFailure` handles the
 * form itself) and show it. Resolves to the answer, or undefined when nothing was saved.
 */
export function useUdSave(form: FormInstance<UdFormValues>) {
  const { message } = App.useApp();
  return async <T>(
    send: (body: UpsellDowngradeBody) => Promise<T>,
    onFailure?: (error: unknown) => void,
  ): Promise<T | undefined> => {
    try {
      await form.validateFields();
    } catch {
      message.warning({ content: FILL_REQUIRED_FIELDS, key: FILL_REQUIRED_FIELDS }); // one at a time, however often Save is clicked
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
      notifyError(error);
      return undefined;
    }
  };
}
