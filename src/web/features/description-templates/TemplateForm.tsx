import { Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import {
  DESCRIPTION_TEMPLATE_LABELS,
  DESCRIPTION_TEMPLATE_NAME_MAX,
} from '../../../shared/domain/description-template';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import { trimmedLength } from '../../components/form-rules';
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
}: {
  form: FormInstance<TemplateFormValues>;
  initialValues: TemplateFormValues;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
  /** A user change (the page marks itself dirty). */
  onEdited: () => void;
  /** Shown above the content tabs (the stale-save notice). */
  notice?: ReactNode;
}) {
  return (
    <Form<TemplateFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Description template"
      onValuesChange={onEdited}
    >
      <Form.Item
        name="name"
        label={DESCRIPTION_TEMPLATE_LABELS.name}
        required
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const problem = templateNameProblem(value);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
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
    </Form>
  );
}
