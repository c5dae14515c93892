import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { DESCRIPTION_TEMPLATE_MESSAGES } from '../../../shared/domain/description-template';
import { ActionButton } from '../../components/ActionButton';
import { PageTitle } from '../../components/PageTitle';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { useCreateDescriptionTemplate } from './queries';
import { TemplateForm } from './TemplateForm';
import { emptyTemplateForm, type TemplateFormValues, templateFormToBody } from './template-form-model';
import { DESCRIPTION_TEMPLATE_LIST_PATH, descriptionTemplatePath } from './texts';

/** /products/description/add (DT-01, DT-06, PERM-DT-02). */
export default function DescriptionTemplateAddPage() {
  const navigate = useNavigate();
  const create = useCreateDescriptionTemplate();
  const page = useRichTextCreate({
    empty: emptyTemplateForm,
    send: (values: TemplateFormValues) => create.mutateAsync(templateFormToBody(values)),
    added: DESCRIPTION_TEMPLATE_MESSAGES.added,
    pathAfter: (template) => descriptionTemplatePath(template.id),
  });

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            <Button onClick={() => navigate(DESCRIPTION_TEMPLATE_LIST_PATH)}>Cancel</Button>
            <ActionButton type="primary" onClick={page.save}>
              Save
            </ActionButton>
          </Space>
        }
      >
        <span id="page-title">Add new description template</span>
      </PageTitle>
      <TemplateForm
        form={page.form}
        initialValues={page.initialValues}
        locale={page.locale}
        onLocaleChange={page.setLocale}
        onEdited={page.markEdited}
      />
    </section>
  );
}
