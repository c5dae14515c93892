import type { FormInstance } from 'antd';

/**
 * The form's values when every field passes its rules; null when one fails (the fields show why, and the
 * caller stops there). The first step of every dialog's save.
 */
export async function validValues<V>(form: FormInstance<V>): Promise<V | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
