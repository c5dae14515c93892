import type { FormInstance } from 'antd';
import { RICH_TEXT_LOCALES, type RichTextLocale } from '../../../shared/domain/rich-text';

/** After a failed save: the locale tab of the first title or description with an error opens. */
export function showFailingLocale(form: FormInstance, show: (locale: RichTextLocale) => void) {
  for (const { name, errors } of form.getFieldsError()) {
    if (errors.length === 0 || (name[0] !== 'title' && name[0] !== 'description')) continue;
    const locale = RICH_TEXT_LOCALES.find((l) => l === name[1]);
    if (locale) {
      show(locale);
      return;
    }
  }
}
