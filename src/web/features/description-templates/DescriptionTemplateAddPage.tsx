import { Button, Form, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DESCRIPTION_TEMPLATE_MESSAGES } from '../../../shared/domain/description-template';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import { notifySuccess } from '../../api/notify';
import { ActionButton } from '../../components/ActionButton';
import { PageTitle } from '../../components/PageTitle';
import { useRichTextFormSubmit } from '../../components/RichTextEditorForm';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { useCreateDescriptionTemplate } from './queries';
import { TemplateForm } from './TemplateForm';
import { emptyTemplateForm, type TemplateFormValues, templateFormToBody } from './template-form-model';
import { DESCRIPTION_TEMPLATE_LIST_PATH, descriptionTemplatePath } from './texts';

/** /products/description/add (DT-01, DT-06, PERM-DT-02). */
export default function DescriptionTemplateAddPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<TemplateFormValues>();
  const initialValues = useMemo(emptyTemplateForm, []);
  const [locale, setLocale] = useState<RichTextLocale>('en');
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const submit = useRichTextFormSubmit(form, setLocale);
  const create = useCreateDescriptionTemplate();
  // SHELL-UX-01: the guard holds while the form has unsaved changes.
  useLeavePageGuard(dirty);

  // Navigate once the guard has seen the saved (clean) state.
  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const save = async () => {
    const template = await submit((values) => create.mutateAsync(templateFormToBody(values)));
    if (!template) return;
    notifySuccess(DESCRIPTION_TEMPLATE_MESSAGES.added);
    setDirty(false);
    setLeaveTo(descriptionTemplatePath(template.id));
  };

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            <Button onClick={() => navigate(DESCRIPTION_TEMPLATE_LIST_PATH)}>Cancel</Button>
            <ActionButton type="primary" onClick={save}>
              Save
            </ActionButton>
          </Space>
        }
      >
        <span id="page-title">Add new description template</span>
      </PageTitle>
      <TemplateForm
        form={form}
        initialValues={initialValues}
        locale={locale}
        onLocaleChange={setLocale}
        onEdited={() => setDirty(true)}
      />
    </section>
  );
}
