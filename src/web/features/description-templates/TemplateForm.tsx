import { Form, Input } from 'antd';
import {
  DESCRIPTION_TEMPLATE_LABELS,
  DESCRIPTION_TEMPLATE_NAME_MAX,
} from '../../../shared/domain/description-template';
import { checkedBy, trimmedLength } from '../../components/form-rules';
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
      <Form.Item
        name="name"
        label={DESCRIPTION_TEMPLATE_LABELS.name}
        required
        rules={[checkedBy(templateNameProblem)]}
        style={{ maxWidth: 640 }}
      >
        <Input count={{ show: true, max: DESCRIPTION_TEMPLATE_NAME_MAX, strategy: trimmedLength }} />
      </Form.Item>
      <RichTextEditorTabs
        form="description-template"
        activeLocale={locale}
        onLocaleChange={onLocaleChange}
        extra={notice}
      />
    </PageForm>
  );
}
