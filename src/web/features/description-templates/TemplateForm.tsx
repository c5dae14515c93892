import {
  DESCRIPTION_TEMPLATE_LABELS,
  DESCRIPTION_TEMPLATE_NAME_MAX,
} from '../../../shared/domain/description-template';
import { RequiredTextItem } from '../../components/FormFields';
import { type LocalizedPageFormProps, PageForm } from '../../components/PageForm';
import { RichTextEditorTabs } from '../../components/RichTextEditorForm';
import { type TemplateFormValues, templateNameProblem } from './template-form-model';

/**
 * DT-06/07: the add and edit form of a description template: the name, and the English and Spanish
 * rich-text tabs with the variable hints.
 */
export function TemplateForm({
  form,
  initialValues,
  locale,
  onLocaleChange,
  onEdited,
  notice,
}: LocalizedPageFormProps<TemplateFormValues>) {
  return (
    <PageForm form={form} initialValues={initialValues} label="Description template" onValuesChange={onEdited}>
      <RequiredTextItem
        label={DESCRIPTION_TEMPLATE_LABELS.name}
        problem={templateNameProblem}
        max={DESCRIPTION_TEMPLATE_NAME_MAX}
        style={{ maxWidth: 640 }}
      />
      <RichTextEditorTabs
        form="description-template"
        activeLocale={locale}
        onLocaleChange={onLocaleChange}
        extra={notice}
      />
    </PageForm>
  );
}
