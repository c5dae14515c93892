import type { FormInstance } from 'antd';

/**
 * The form's values once its rules hold; undefined when one fails (the fields show why), so a dialog's
 * Save stops there.
 */
export async function validValues<V>(form: FormInstance<V>): Promise<V | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}
